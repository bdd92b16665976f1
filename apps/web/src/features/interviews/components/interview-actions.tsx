import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { InterviewItem } from '../api/interviews-api';
import { InterviewManageActions } from './interview-manage-actions';

/** The add-score route (spec 01 routes: bookingId is the interview's id). */
export const addScorePath = (interview: Pick<InterviewItem, 'applicationId' | 'interviewId'>) =>
  `/recruiter/interview-scorecard-templates/add-score/application/${interview.applicationId}/booking/${interview.interviewId}/`;

/**
 * Join, add or view feedback, and the brief: what each interview on a list offers (spec 03 §2.1); then
 * reschedule, cancel, complete and no-show for those who may.
 */
export const InterviewActions = ({ interview, onBrief }: { interview: InterviewItem; onBrief: (interview: InterviewItem) => void }) => {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {interview.meetingLink && interview.status === 'SCHEDULED' && (
        <Button size="small" variant="contained" href={interview.meetingLink} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'interviews.joinLabel' }, { title: interview.title })}>
          <FormattedMessage id="interviews.join" />
        </Button>
      )}
      {interview.status !== 'CANCELLED' && (interview.isInterviewer || interview.interviewers.some((person) => person.feedbackSubmitted)) && (
        <Button size="small" component={RouterLink} to={addScorePath(interview)}>
          <FormattedMessage id={interview.isInterviewer && !interview.feedbackSubmittedByMe ? 'interviews.addFeedback' : 'interviews.viewFeedback'} />
        </Button>
      )}
      <Button size="small" onClick={() => onBrief(interview)} aria-label={intl.formatMessage({ id: 'interviews.briefLabel' }, { title: interview.title })}>
        <FormattedMessage id="interviews.brief" />
      </Button>
      <InterviewManageActions interview={interview} />
    </Stack>
  );
};
