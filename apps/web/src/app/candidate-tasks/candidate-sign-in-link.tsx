import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

/**
 * A candidate page opened without the candidate's session: the apply portal's e-mail code gives them their token
 * (spec 03 §2.3, never data by e-mail alone), after which the page's link opens it (as the offer page does).
 */
export const CandidateSignInLink = ({ jobId }: { jobId: string }) => {
  const intl = useIntl();
  return (
    <Button component={RouterLink} to={`/profile-builder/role/${encodeURIComponent(jobId)}/user/new`} variant="contained" sx={{ alignSelf: 'flex-start' }}>
      {intl.formatMessage({ id: 'candidateTasks.signIn' })}
    </Button>
  );
};

/** What a candidate page shows without the candidate's session: why, and the way to sign in (a spec's own `signIn`). */
export const CandidateSignInPrompt = ({ message, jobId, signIn }: { message: string; jobId: string; signIn?: ReactNode }) => (
  <Stack spacing={2}>
    <Typography>{message}</Typography>
    {signIn ?? <CandidateSignInLink jobId={jobId} />}
  </Stack>
);
