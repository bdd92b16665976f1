import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TextField from '@mui/material/TextField';
import { MAX_CANCEL_REASON_LENGTH } from '@ats/domain/interviews/interview.errors';
import { noShowInTime, noShowMarkable } from '@ats/domain/interviews/no-show';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { allows } from '@ats/web/app/auth/access';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { RowActions } from '@ats/web/app/components/row-actions';
import { fieldMessageText } from '@ats/web/app/forms/field-message';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useChangeInterview, type InterviewItem } from '../api/interviews-api';
import { INTERVIEW_SCHEDULING_ACCESS } from '../interview-routes';
import { interviewErrorMessage } from './interview-errors';
import { RescheduleInterviewDialog } from './reschedule-interview-dialog';

type Confirmation = 'cancel' | 'complete' | 'no-show';
type Open = 'reschedule' | Confirmation | null;

const CONFIRMATIONS: Record<Confirmation | 'clear-no-show', { title: MessageId; description: MessageId; confirm: MessageId; danger: boolean }> = {
  cancel: { title: 'interviews.cancel.title', description: 'interviews.cancel.description', confirm: 'interviews.cancel.confirm', danger: true },
  complete: { title: 'interviews.complete.title', description: 'interviews.complete.description', confirm: 'interviews.complete.confirm', danger: false },
  'no-show': { title: 'interviews.noShow.title', description: 'interviews.noShow.description', confirm: 'interviews.noShow.confirm', danger: true },
  'clear-no-show': { title: 'interviews.clearNoShow.title', description: 'interviews.clearNoShow.description', confirm: 'interviews.clearNoShow.confirm', danger: false },
};

/**
 * Reschedule, cancel, mark completed and mark (or unmark) a no-show (spec 03 "Interview" states): the first
 * three for the schedulers (the API's permission for them) while the interview is scheduled; the no-show for
 * anyone who reads the list (the API asks no more) unless it is cancelled or another interviewer has given
 * feedback. Each asks in a dialog that shows the API's refusal and stays open.
 */
export const InterviewManageActions = ({ interview }: { interview: InterviewItem }) => {
  const intl = useIntl();
  const session = useSession();
  const change = useChangeInterview(interview);
  const [open, setOpen] = useState<Open>(null);
  // The last confirmation asked for keeps its words while its dialog fades out.
  const [asked, setAsked] = useState<Confirmation>('cancel');
  const [reason, setReason] = useState('');
  if (session.status !== 'signed-in') return null;

  const mayManage = allows(session.holder, INTERVIEW_SCHEDULING_ACCESS) && interview.status === 'SCHEDULED';
  const feedbackBy = interview.interviewers.filter((person) => person.feedbackSubmitted).map((person) => person.id);
  const mayMarkNoShow =
    interview.status !== 'CANCELLED' && noShowMarkable(feedbackBy, session.user.id) && noShowInTime(interview.startsAt, new Date(), !interview.noShow);
  const values = { title: interview.title };
  const label = (id: MessageId) => intl.formatMessage({ id }, values);
  const ask = (which: 'reschedule' | Confirmation) => () => {
    change.reset();
    if (which !== 'reschedule') setAsked(which);
    setReason('');
    setOpen(which);
  };
  const close = () => setOpen(null);

  const words = CONFIRMATIONS[asked === 'no-show' && interview.noShow ? 'clear-no-show' : asked];
  const confirm = () => {
    if (asked === 'no-show') change.mutate({ kind: 'no-show', noShow: !interview.noShow }, { onSuccess: close });
    else if (asked === 'cancel') change.mutate({ kind: 'cancel', reason: reason.trim() || null }, { onSuccess: close });
    else change.mutate({ kind: asked }, { onSuccess: close });
  };

  return (
    <>
      <RowActions
        actions={[
          mayManage && { key: 'reschedule', label: label('interviews.manage.reschedule'), icon: <EventRepeatIcon fontSize="small" />, onClick: ask('reschedule') },
          mayManage && { key: 'cancel', label: label('interviews.manage.cancel'), icon: <EventBusyIcon fontSize="small" />, onClick: ask('cancel') },
          mayManage && { key: 'complete', label: label('interviews.manage.complete'), icon: <TaskAltIcon fontSize="small" />, onClick: ask('complete') },
          mayMarkNoShow && {
            key: 'no-show',
            label: label(interview.noShow ? 'interviews.manage.clearNoShow' : 'interviews.manage.noShow'),
            icon: <PersonOffIcon fontSize="small" />,
            onClick: ask('no-show'),
          },
        ]}
      />
      {open === 'reschedule' && <RescheduleInterviewDialog interview={interview} change={change} onClose={close} />}
      <ConfirmDialog
        open={open === asked}
        title={label(words.title)}
        description={label(words.description)}
        confirmLabel={label(words.confirm)}
        cancelLabel={label(asked === 'cancel' ? 'interviews.cancel.keep' : 'interviews.dialog.close')}
        danger={words.danger}
        busy={change.isPending}
        error={fieldMessageText(intl, interviewErrorMessage(change.error)) ?? null}
        onConfirm={confirm}
        onClose={close}
      >
        {asked === 'cancel' && (
          <TextField
            label={intl.formatMessage({ id: 'interviews.cancel.reason' })}
            helperText={intl.formatMessage({ id: 'interviews.cancel.reasonHelp' })}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            inputProps={{ maxLength: MAX_CANCEL_REASON_LENGTH }}
          />
        )}
      </ConfirmDialog>
    </>
  );
};
