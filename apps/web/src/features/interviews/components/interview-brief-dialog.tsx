import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InterviewItem } from '../api/interviews-api';
import { formatInterviewTime } from './interview-time';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <>
    <Typography component="dt" variant="subtitle2" sx={{ mt: 1.5 }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </>
);

/** The Interview Brief (spec 03 §2.1): what the interviewer needs before joining. */
export const InterviewBriefDialog = ({ interview, onClose }: { interview: InterviewItem | null; onClose: () => void }) => {
  const intl = useIntl();
  const titleId = useId();
  if (!interview) return null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <FormattedMessage id="interviews.brief" /> · {interview.title}
      </DialogTitle>
      <DialogContent>
        <dl style={{ margin: 0 }}>
          <Row label={intl.formatMessage({ id: 'interviews.dashboard.candidate' })}>{interview.candidateName ?? intl.formatMessage({ id: 'interviews.dashboard.unnamed' })}</Row>
          {interview.jobName && <Row label={intl.formatMessage({ id: 'interviews.brief.job' })}>{interview.jobName}</Row>}
          <Row label={intl.formatMessage({ id: 'interviews.brief.when' })}>{formatInterviewTime(intl, interview)}</Row>
          <Row label={intl.formatMessage({ id: 'interviews.brief.where' })}>{interview.location}</Row>
          <Row label={intl.formatMessage({ id: 'interviews.brief.organizer' })}>{interview.organizer.name ?? interview.organizer.email}</Row>
          <Row label={intl.formatMessage({ id: 'interviews.dashboard.interviewers' })}>
            {intl.formatList(interview.interviewers.map((person) => person.name ?? person.email ?? ''), { type: 'conjunction' })}
          </Row>
          {interview.meetingLink && (
            <Row label={intl.formatMessage({ id: 'interviews.brief.meeting' })}>
              <Link href={interview.meetingLink} target="_blank" rel="noopener noreferrer">
                {interview.meetingLink}
              </Link>
            </Row>
          )}
          {interview.description && <Row label={intl.formatMessage({ id: 'interviews.brief.description' })}>{interview.description}</Row>}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="interviews.brief.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
