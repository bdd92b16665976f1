import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldMessageText } from '@ats/web/app/forms/field-message';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { CandidateTask } from '@ats/web/features/jobs/api/job-types';
import { taskMessage } from '@ats/web/features/jobs/hooks/use-stage-tasks';
import { TASK_TYPE_LABEL } from '@ats/web/features/jobs/labels';
import { QuestionsEditor } from './questions-editor';
import { RequestedFileTypeField } from './requested-file-type-field';
import { SkillTestEditor } from './skill-test-editor';
import { VideoQuestionsEditor } from './video-questions-editor';

export type TaskEditorProps = {
  task: CandidateTask;
  readOnly: boolean;
  showErrors: boolean;
  onChange: (task: CandidateTask) => void;
  /** Left out where the task cannot be removed (the module editor page). */
  onRemove?: () => void;
};

/** One candidate task: its editor by type (spec 02 §2.5, §3.4). */
export const TaskEditor = ({ task, readOnly, showErrors, onChange, onRemove }: TaskEditorProps) => {
  const intl = useIntl();
  const name = intl.formatMessage({ id: TASK_TYPE_LABEL[task.type] });
  const message = showErrors ? taskMessage(task) : null;

  const text = (key: string, label: MessageId, value: string, rows = 0) => (
    <TextField
      label={intl.formatMessage({ id: label })}
      value={value}
      onChange={(event) => onChange({ ...task, [key]: event.target.value } as CandidateTask)}
      disabled={readOnly}
      required
      fullWidth
      size="small"
      multiline={rows > 0}
      minRows={rows || undefined}
    />
  );
  const number = (key: string, label: MessageId, value: number) => (
    <TextField
      type="number"
      label={intl.formatMessage({ id: label })}
      value={Number.isFinite(value) ? value : ''}
      onChange={(event) =>
        onChange({ ...task, [key]: event.target.value === '' ? NaN : Number(event.target.value) } as CandidateTask)
      }
      disabled={readOnly}
      required
      size="small"
      slotProps={{ htmlInput: { min: 1 } }}
    />
  );

  const body = () => {
    switch (task.type) {
      case 'SHORTLISTING_QUESTIONS':
      case 'COLLECT_INFORMATION':
        return <QuestionsEditor task={task} readOnly={readOnly} showErrors={showErrors} onChange={onChange} />;
      case 'WELCOME_PAGE':
        return (
          <Stack spacing={2}>
            {text('message', 'jobs.task.message', task.message, 3)}
            <TextField
              label={intl.formatMessage({ id: 'jobs.task.videoUrl' })}
              value={task.videoUrl ?? ''}
              onChange={(event) =>
                onChange({ ...task, videoUrl: event.target.value.trim() ? event.target.value : null })
              }
              disabled={readOnly}
              fullWidth
              size="small"
              type="url"
            />
          </Stack>
        );
      case 'HOME_ASSIGNMENT':
        return (
          <Stack spacing={2}>
            {text('instructions', 'jobs.task.instructions', task.instructions, 3)}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {number('hoursToSubmit', 'jobs.task.hoursToSubmit', task.hoursToSubmit)}
              {number('expectedDurationHours', 'jobs.task.expectedDuration', task.expectedDurationHours)}
              {number('daysToHearBack', 'jobs.task.daysToHearBack', task.daysToHearBack)}
            </Stack>
          </Stack>
        );
      case 'FILE_UPLOAD':
        return (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('title', 'jobs.task.fileTitle', task.title)}
            <RequestedFileTypeField label="jobs.task.fileType" value={task.fileType} readOnly={readOnly} onChange={(fileType) => onChange({ ...task, fileType })} />
          </Stack>
        );
      case 'VIDEO_QUESTIONS':
        return <VideoQuestionsEditor task={task} readOnly={readOnly} onChange={onChange} />;
      case 'SKILL_BASED_TEST':
        return <SkillTestEditor task={task} readOnly={readOnly} onChange={onChange} />;
      case 'PSYCHOMETRIC_TEST':
        return text('testName', 'jobs.task.testName', task.testName);
      case 'AUTO_SEND_INVITATION_EMAIL':
        return (
          <Stack spacing={2}>
            {text('subject', 'jobs.task.emailSubject', task.subject)}
            {text('body', 'jobs.task.emailBody', task.body, 4)}
          </Stack>
        );
      default:
        return (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="jobs.task.notEditable" />
          </Typography>
        );
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ p: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1.5 }}>
        <Typography variant="h3" component="h3">
          {name}
        </Typography>
        {!readOnly && onRemove && (
          <IconButton
            aria-label={intl.formatMessage({ id: 'jobs.task.remove' }, { name })}
            onClick={onRemove}
            size="small"
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {message && task.type !== 'SHORTLISTING_QUESTIONS' && task.type !== 'COLLECT_INFORMATION' && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {fieldMessageText(intl, message)}
        </Alert>
      )}
      {body()}
    </Paper>
  );
};
