import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { BRAND_LANGUAGES, MAX_BRAND_NAME_LENGTH, MAX_EMAIL_SIGNATURE_LENGTH } from '@ats/domain/branding/branding-policies';
import { allows } from '@ats/web/app/auth/access';
import { useSession } from '@ats/web/app/auth/session';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { errorText } from '@ats/web/app/api/error-text';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useBranding, useCareerPageSettings, useSaveBranding, type Branding } from '../api/branding-api';
import { CAREER_PAGE_EDITOR_ACCESS } from '../branding-routes';
import { BrandImageField } from './brand-image-field';
import { SaveFeedback } from './save-feedback';
import { CareerPageForm } from './career-page-form';

const HEX = /^#[0-9a-f]{6}$/i;

/** Brand name, primary colour, default language and e-mail signature (spec 03 §2.4 "Branding screen"). */
const BrandForm = ({ branding }: { branding: Branding }) => {
  const intl = useIntl();
  const save = useSaveBranding(branding.companyId);
  const [values, setValues] = useState({
    brandName: branding.brandName,
    primaryColour: branding.primaryColour,
    language: branding.language,
    emailSignature: branding.emailSignature,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const found: typeof errors = {};
    if (!values.brandName.trim()) found.brandName = intl.formatMessage({ id: 'branding.brandNameRequired' });
    if (!HEX.test(values.primaryColour.trim())) found.primaryColour = intl.formatMessage({ id: 'branding.primaryColourRequired' });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    save.mutate(values, { onSuccess: () => setSaved(true), onError: (error) => setFailure(errorText(intl, error)) });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="branding-brand-heading">
      <Typography id="branding-brand-heading" variant="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="branding.brand" />
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <TextField
          label={intl.formatMessage({ id: 'branding.brandName' })}
          required
          value={values.brandName}
          onChange={(event) => set('brandName')(event.target.value)}
          error={Boolean(errors.brandName)}
          helperText={errors.brandName}
          slotProps={{ htmlInput: { maxLength: MAX_BRAND_NAME_LENGTH } }}
        />
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={intl.formatMessage({ id: 'branding.primaryColour' })}
            required
            value={values.primaryColour}
            onChange={(event) => set('primaryColour')(event.target.value)}
            error={Boolean(errors.primaryColour)}
            helperText={errors.primaryColour ?? intl.formatMessage({ id: 'branding.primaryColourHint' })}
            slotProps={{ htmlInput: { maxLength: 7, dir: 'ltr' } }}
            sx={{ flex: 1 }}
          />
          <Box
            component="input"
            type="color"
            aria-label={intl.formatMessage({ id: 'branding.primaryColourPicker' })}
            value={HEX.test(values.primaryColour) ? values.primaryColour : '#000000'}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => set('primaryColour')(event.target.value)}
            sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          />
        </Stack>
        <TextField select label={intl.formatMessage({ id: 'branding.language' })} required value={values.language} onChange={(event) => set('language')(event.target.value)}>
          {BRAND_LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              <FormattedMessage id={language === 'ar' ? 'branding.language.ar' : 'branding.language.en'} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={intl.formatMessage({ id: 'branding.emailSignature' })}
          multiline
          minRows={3}
          value={values.emailSignature}
          onChange={(event) => set('emailSignature')(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_EMAIL_SIGNATURE_LENGTH } }}
        />
        <SaveFeedback error={failure} saved={saved} />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            <FormattedMessage id="branding.save" />
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};

/** /recruiter-settings/brands: 'Brand & Career page' (spec 03 §2.4). */
export const BrandingPage = () => {
  const intl = useIntl();
  usePageTitle('branding.pageTitle');
  const session = useSession();
  const companyId = session.status === 'signed-in' ? (session.user.companyId ?? '') : '';
  const editsCareerPage = session.status === 'signed-in' && allows(session.holder, CAREER_PAGE_EDITOR_ACCESS);
  const branding = useBranding(companyId);
  const career = useCareerPageSettings(companyId, editsCareerPage);

  if (branding.isPending) return <PageLoader />;
  if (branding.isError) return <LoadErrorState titleId="branding.loadError" error={branding.error} onRetry={() => branding.refetch()} />;
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="branding.pageTitle" />
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <BrandForm key={branding.data.updatedAt} branding={branding.data} />
        <Typography variant="h3" component="h3" sx={{ mt: 4, mb: 2 }}>
          <FormattedMessage id="branding.images" />
        </Typography>
        <Stack spacing={2}>
          <BrandImageField companyId={companyId} kind="logo" label="branding.logo" url={branding.data.logoUrl} />
          <BrandImageField companyId={companyId} kind="square-logo" label="branding.squareLogo" url={branding.data.squareLogoUrl} />
          <BrandImageField companyId={companyId} kind="favicon" label="branding.favicon" url={branding.data.faviconUrl === '/favicon.ico' ? null : branding.data.faviconUrl} />
        </Stack>
      </Paper>
      {editsCareerPage && (
        <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="branding-career-heading">
          <Typography id="branding-career-heading" variant="h2" sx={{ mb: 2 }}>
            <FormattedMessage id="branding.career" />
          </Typography>
          {career.isPending ? (
            <PageLoader />
          ) : career.isError ? (
            <LoadErrorState titleId="branding.loadError" error={career.error} onRetry={() => career.refetch()} />
          ) : (
            <>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, rowGap: 1, columnGap: 2, m: 0, mb: 3 }}>
                <Typography component="dt" color="text.secondary">
                  <FormattedMessage id="branding.career.link" />
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {career.data.careerName ? (
                    <Link component={RouterLink} to={`/careers/${encodeURIComponent(career.data.careerName)}`}>
                      <bdi>{career.data.careerPageLink}</bdi>
                    </Link>
                  ) : (
                    '—'
                  )}
                </Typography>
                <Typography component="dt" color="text.secondary">
                  <FormattedMessage id="branding.career.companyId" />
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
                  <bdi>{career.data.companyId}</bdi>
                </Typography>
                <Typography component="dt" color="text.secondary">
                  <FormattedMessage id="branding.career.jobsApi" />
                </Typography>
                <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                  <bdi>{career.data.jobsApiUrl}</bdi>
                </Typography>
              </Box>
              {career.data.careerName && (
                <Button component={RouterLink} to={`/edit-careers/${encodeURIComponent(career.data.careerName)}`} variant="outlined" sx={{ mb: 3 }}>
                  {intl.formatMessage({ id: 'branding.career.openEditor' })}
                </Button>
              )}
              <CareerPageForm key={career.data.title + career.data.videoUrl} settings={career.data} />
            </>
          )}
        </Paper>
      )}
    </Box>
  );
};
