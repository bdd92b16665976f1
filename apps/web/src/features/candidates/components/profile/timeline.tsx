import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HistoryIcon from '@mui/icons-material/History';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HistoryEntry } from '@ats/web/app/api/api-types';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import { useApplicationHistory } from '../../api/candidates-api';
import { describeActor, describeHistoryEntry } from './history-text';

/** Direction arrows point the reading way: mirrored right-to-left. */
const FLIP_IN_RTL = { transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') };

const iconFor = ({ details }: HistoryEntry): ReactNode => {
  switch (details.type) {
    case 'CandidateAddedToJob':
      return <PersonAddAlt1OutlinedIcon fontSize="small" />;
    case 'ApplicationMovedToStage':
      return details.direction === 'BACKWARD' ? (
        <ArrowBackIcon fontSize="small" sx={FLIP_IN_RTL} />
      ) : (
        <ArrowForwardIcon fontSize="small" sx={FLIP_IN_RTL} />
      );
    case 'ApplicationArchived':
      return <ArchiveOutlinedIcon fontSize="small" />;
    case 'ApplicationUnarchived':
      return <UnarchiveOutlinedIcon fontSize="small" />;
    default:
      return <HistoryIcon fontSize="small" />;
  }
};

export type TimelineProps = { applicationId: string };

export const Timeline = ({ applicationId }: TimelineProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const history = useApplicationHistory(applicationId);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];

  if (history.isPending) {
    return (
      <Stack spacing={2} aria-busy aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {Array.from({ length: 3 }, (_, index) => (
          <Stack key={index} direction="row" spacing={2}>
            <Skeleton variant="circular" width={32} height={32} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="50%" />
              <Skeleton variant="text" width="30%" />
            </Box>
          </Stack>
        ))}
      </Stack>
    );
  }

  if (history.isError) {
    return <LoadErrorState titleId="timeline.error" error={history.error} onRetry={history.refetch} />;
  }

  if (entries.length === 0) return <EmptyState title={<FormattedMessage id="timeline.empty" />} />;

  return (
    <Box>
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        aria-label={intl.formatMessage({ id: 'profile.tab.timeline' })}
      >
        {entries.map((entry, index) => {
          const text = describeHistoryEntry(entry, intl);
          const last = index === entries.length - 1;
          return (
            <Box
              component="li"
              // An offer's (an interview's) events count revisions in its own stream.
              key={`${entry.revision}-${entry.type}-${entry.details.type === 'OfferEvent' ? entry.details.offerId : entry.details.type === 'InterviewEvent' ? entry.details.interviewId : entry.details.type === 'CandidateTaskEvent' ? entry.details.responseId : ''}`}
              sx={{ display: 'flex', gap: 2, position: 'relative', pb: last ? 0 : 2.5 }}
            >
              {!last && (
                <Box
                  aria-hidden
                  sx={{ position: 'absolute', top: 36, bottom: 4, left: 15, width: 2, bgcolor: 'divider' }}
                />
              )}
              <Avatar
                sx={{
                  width: 32,
                  height: 32,
                  color: 'primary.main',
                  border: 1,
                  borderColor: 'divider',
                  backgroundColor: 'background.paper',
                }}
                aria-hidden
              >
                {iconFor(entry)}
              </Avatar>
              <Box sx={{ minWidth: 0, pt: 0.5 }}>
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  {text.title}
                </Typography>
                {text.detail && (
                  <Typography variant="body2" color="text.secondary">
                    {text.detail}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {describeActor(entry.actor, intl)}
                  {' · '}
                  <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt, language)}</time>
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      {history.hasNextPage && (
        <Box sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => history.fetchNextPage()} loading={history.isFetchingNextPage}>
            <FormattedMessage id="common.loadMore" />
          </Button>
        </Box>
      )}
    </Box>
  );
};
