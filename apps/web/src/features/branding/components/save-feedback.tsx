import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';

/** Beside a settings form's save button: the refusal (announced) or 'Saved'. */
export const SaveFeedback = ({ error, saved }: { error: string | null; saved: boolean }) => (
  <>
    {error && (
      <Box role="alert" sx={{ color: 'error.main' }}>
        {error}
      </Box>
    )}
    {saved && (
      <Box role="status" sx={{ color: 'success.dark' }}>
        <FormattedMessage id="branding.saved" />
      </Box>
    )}
  </>
);
