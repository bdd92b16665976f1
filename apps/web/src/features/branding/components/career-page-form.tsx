import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BRANDING_MESSAGES, MAX_CAREER_TEXT_LENGTH } from '@ats/domain/branding/branding-policies';
import { videoEmbedUrl } from '@ats/domain/branding/video-embed';
import { errorText } from '@ats/web/app/api/error-text';
import { useSaveCareerPage, type CareerPageSettings } from '../api/branding-api';
import { BrandImageField } from './brand-image-field';
import { SaveFeedback } from './save-feedback';

/** The career page's site builder (spec 03 §2.4): banner, title and subtitle, and a video-site URL. */
export const CareerPageForm = ({ settings }: { settings: CareerPageSettings }) => {
  const intl = useIntl();
  const save = useSaveCareerPage(settings.companyId);
  const [title, setTitle] = useState(settings.title);
  const [subtitle, setSubtitle] = useState(settings.subtitle);
  const [videoUrl, setVideoUrl] = useState(settings.videoUrl ?? '');
  const [videoError, setVideoError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // The same check as the server's: a YouTube or Vimeo URL, else 'Invalid URL'.
    if (videoUrl.trim() && !videoEmbedUrl(videoUrl)) return setVideoError(intl.formatMessage({ id: 'branding.career.videoInvalid' }));
    setVideoError(null);
    setError(null);
    save.mutate(
      { title, subtitle, videoUrl: videoUrl.trim() || null },
      {
        onSuccess: () => setSaved(true),
        onError: (failure) => setError(errorText(intl, failure) === BRANDING_MESSAGES.videoUrlInvalid ? intl.formatMessage({ id: 'branding.career.videoInvalid' }) : errorText(intl, failure)),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'branding.career.builder' })}>
      <Stack spacing={2}>
        <BrandImageField companyId={settings.companyId} kind="banner" label="branding.career.banner" url={settings.bannerUrl} />
        <TextField label={intl.formatMessage({ id: 'branding.career.title' })} value={title} onChange={(event) => setTitle(event.target.value)} slotProps={{ htmlInput: { maxLength: MAX_CAREER_TEXT_LENGTH } }} />
        <TextField
          label={intl.formatMessage({ id: 'branding.career.subtitle' })}
          value={subtitle}
          multiline
          minRows={2}
          onChange={(event) => setSubtitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_CAREER_TEXT_LENGTH } }}
        />
        <TextField
          label={intl.formatMessage({ id: 'branding.career.video' })}
          value={videoUrl}
          type="url"
          onChange={(event) => setVideoUrl(event.target.value)}
          error={videoError !== null}
          helperText={videoError ?? intl.formatMessage({ id: 'branding.career.videoHint' })}
          slotProps={{ htmlInput: { maxLength: 1000, dir: 'ltr' } }}
        />
        <SaveFeedback error={error} saved={saved} />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            <FormattedMessage id="branding.career.save" />
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
