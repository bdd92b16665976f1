import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useEmailSignature } from '@ats/web/features/candidates/api/email-signature-api';

/**
 * Below the composer's message, read-only: the signature the server adds to the e-mail when it is composed
 * (the sender's own, else the company's), saying whose. It is changed on the profile or the branding screen,
 * not here; nothing shows when there is none. Plain text, its line breaks kept.
 */
export const EmailSignaturePreview = () => {
  const signature = useEmailSignature();
  const labelId = useId();
  const { signature: text, source } = signature.data ?? { signature: null, source: null };
  if (!text || !source) return null;
  return (
    <Box component="section" aria-labelledby={labelId} data-testid="email-signature-preview">
      <Typography id={labelId} variant="body2" color="text.secondary">
        <FormattedMessage id={source === 'user' ? 'emails.composer.signature.user' : 'emails.composer.signature.company'} />
      </Typography>
      <Typography
        variant="body2"
        dir="auto"
        color="text.secondary"
        sx={{ whiteSpace: 'pre-wrap', borderInlineStart: 2, borderColor: 'divider', paddingInlineStart: 1.5, mt: 0.5 }}
      >
        {text}
      </Typography>
    </Box>
  );
};
