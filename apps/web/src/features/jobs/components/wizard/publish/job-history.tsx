import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import { useJobHistory } from '@ats/web/features/jobs/api/jobs-api';
import { describeJobHistory } from './job-history-text';

export type JobHistoryProps = { jobId: string };

/** Spec 02 §2.6: the job's activity, newest first (GET /company-roles/:id/history). */
export const JobHistory = ({ jobId }: JobHistoryProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const history = useJobHistory(jobId);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];

  const body = () => {
    if (history.isPending) {
      return (
        <Stack spacing={1} aria-busy aria-label={intl.formatMessage({ id: 'common.loading' })}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} variant="text" width={index === 1 ? '40%' : '60%'} />
          ))}
        </Stack>
      );
    }
    if (history.isError)
      return <LoadErrorState titleId="jobs.history.error" error={history.error} onRetry={history.refetch} />;
    if (entries.length === 0) return <EmptyState title={<FormattedMessage id="jobs.history.empty" />} />;
    return (
      <Box component="ol" aria-labelledby="job-history-heading" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((entry) => (
          <Box
            component="li"
            key={`${entry.revision}-${entry.type}`}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {describeJobHistory(entry, intl)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {entry.actor?.name}
              {entry.actor?.name ? ' · ' : ''}
              <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, language)}</time>
            </Typography>
          </Box>
        ))}
      </Box>
    );
  };

  return (
    <section aria-labelledby="job-history-heading">
      <Typography id="job-history-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="jobs.history.heading" />
      </Typography>
      {body()}
      {history.hasNextPage && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => history.fetchNextPage()}
          loading={history.isFetchingNextPage}
        >
          <FormattedMessage id="common.loadMore" />
        </Button>
      )}
    </section>
  );
};
