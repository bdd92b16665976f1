import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import { errorText } from '@ats/web/app/api/error-text';
import { EmptyState } from '@ats/web/app/components/empty-state';
import { candidateListPath } from '@ats/web/app/shell/candidate-view-state';

/** Back to the candidate list as it was left (its filters and page). */
export const BackLink = () => (
  <Link component={RouterLink} to={candidateListPath()} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
    <ArrowBackIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
    <FormattedMessage id="profile.back" />
  </Link>
);

/** The header's shape while the application loads. */
export const ProfileSkeleton = () => (
  <Box aria-busy>
    <BackLink />
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Skeleton variant="circular" width={56} height={56} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="40%" height={36} />
          <Skeleton variant="text" width="25%" />
        </Box>
      </Stack>
    </Paper>
  </Box>
);

export type ProfileLoadErrorProps = { error: unknown; onRetry: () => void };

/** A missing application (404) says so; any other failure shows the reason and "Try again". */
export const ProfileLoadError = ({ error, onRetry }: ProfileLoadErrorProps) => {
  const intl = useIntl();
  const notFound = isApiError(error) && error.statusCode === 404;
  return (
    <Box>
      <BackLink />
      <Paper variant="outlined">
        <EmptyState
          role="alert"
          title={<FormattedMessage id={notFound ? 'profile.notFound.title' : 'profile.error.title'} />}
          body={notFound ? <FormattedMessage id="profile.notFound.body" /> : errorText(intl, error)}
          action={
            notFound ? undefined : (
              <Button variant="outlined" onClick={onRetry}>
                <FormattedMessage id="common.retry" />
              </Button>
            )
          }
        />
      </Paper>
    </Box>
  );
};
