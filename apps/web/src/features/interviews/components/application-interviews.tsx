import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import { allows } from '@ats/web/app/auth/access';
import { useSession } from '@ats/web/app/auth/session';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { SELF_SCHEDULING_ACCESS, selfSchedulingPath } from '@ats/web/app/self-scheduling';
import { useApplicationInterviews, type InterviewItem } from '../api/interviews-api';
import { InterviewActions } from './interview-actions';
import { InterviewBriefDialog } from './interview-brief-dialog';
import { interviewSchedulingPath } from './interview-scheduling-page';
import { formatInterviewTime } from './interview-time';

/**
 * The application's interviews on the candidate profile's Interviews & comments tab (spec 03 §2.1), with
 * 'Schedule interview' and, where self-scheduling is allowed, 'Send booking link'. Hidden from readers the API
 * refuses.
 */
export const ApplicationInterviews = ({ applicationId }: { applicationId: string }) => {
  const intl = useIntl();
  const headingId = useId();
  const interviews = useApplicationInterviews(applicationId);
  const [brief, setBrief] = useState<InterviewItem | null>(null);
  const session = useSession();
  const maySendBookingLink = session.status === 'signed-in' && allows(session.holder, SELF_SCHEDULING_ACCESS);
  if (interviews.isError && isApiError(interviews.error) && (interviews.error.statusCode === 403 || interviews.error.statusCode === 404)) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          <FormattedMessage id="interviews.section.title" />
        </Typography>
        <Stack direction="row" spacing={1}>
          {maySendBookingLink && (
            <Button component={RouterLink} to={selfSchedulingPath(applicationId)} variant="outlined" size="small">
              <FormattedMessage id="interviews.sendBookingLink.action" />
            </Button>
          )}
          <Button component={RouterLink} to={interviewSchedulingPath(applicationId)} variant="contained" size="small">
            <FormattedMessage id="interviews.schedule.action" />
          </Button>
        </Stack>
      </Stack>
      {interviews.isPending ? (
        <Box role="status" aria-label={intl.formatMessage({ id: 'interviews.section.title' })}>
          <Skeleton height={32} />
        </Box>
      ) : interviews.isError ? (
        <Typography role="alert" color="error">
          <FormattedMessage id="interviews.section.error" />
        </Typography>
      ) : interviews.data.items.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="interviews.section.empty" />
        </Typography>
      ) : (
        <List dense disablePadding>
          {interviews.data.items.map((interview) => (
            <ListItem key={interview.interviewId} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 500 }}>{interview.title}</Typography>
              <Typography color="text.secondary">{formatInterviewTime(intl, interview)}</Typography>
              <Chip size="small" label={intl.formatMessage({ id: `interviews.status.${interview.status}` as MessageId })} />
              {interview.noShow && <Chip size="small" label={intl.formatMessage({ id: 'interviews.noShow' })} />}
              <InterviewActions interview={interview} onBrief={setBrief} />
            </ListItem>
          ))}
        </List>
      )}
      <InterviewBriefDialog interview={brief} onClose={() => setBrief(null)} />
    </Box>
  );
};
