import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_BRAND_IMAGE_BYTES } from '@ats/domain/branding/branding-policies';
import { errorText } from '@ats/web/app/api/error-text';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useUploadBrandImage, type BrandImageKind } from '../api/branding-api';

export type BrandImageFieldProps = {
  companyId: string;
  kind: BrandImageKind | 'banner';
  label: MessageId;
  url: string | null;
  disabled?: boolean;
};

/** One brand image: its current picture and a replace button (PNG, JPEG, WEBP or ICO, at most 2 MB). */
export const BrandImageField = ({ companyId, kind, label, url, disabled }: BrandImageFieldProps) => {
  const intl = useIntl();
  const upload = useUploadBrandImage(companyId);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const id = `brand-image-${kind}`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BRAND_IMAGE_BYTES) return setError(intl.formatMessage({ id: 'branding.image.tooLarge' }));
    setError(null);
    upload.mutate({ kind, file }, { onError: (failure) => setError(errorText(intl, failure)) });
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{ width: 72, height: 72, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', placeItems: 'center', overflow: 'hidden', flexShrink: 0 }}
      >
        {url ? <Box component="img" src={url} alt={intl.formatMessage({ id: label })} sx={{ maxWidth: '100%', maxHeight: '100%' }} /> : null}
      </Box>
      <Box>
        <Typography id={id} variant="subtitle2" component="p">
          <FormattedMessage id={label} />
        </Typography>
        <input ref={input} type="file" accept="image/png,image/jpeg,image/webp,.ico" hidden onChange={choose} aria-labelledby={id} />
        <Button size="small" variant="outlined" onClick={() => input.current?.click()} loading={upload.isPending} disabled={disabled} aria-describedby={id}>
          <FormattedMessage id="branding.image.replace" />
        </Button>
        <Typography variant="caption" color="text.secondary" component="p">
          <FormattedMessage id="branding.image.hint" />
        </Typography>
        {error && (
          <Typography role="alert" variant="body2" color="error">
            {error}
          </Typography>
        )}
      </Box>
    </Stack>
  );
};
