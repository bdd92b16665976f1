import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { fieldMessageText } from '@ats/web/app/forms/field-message';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { AnswerType, Question } from '@ats/web/features/jobs/api/job-types';
import { questionMessage } from '@ats/web/features/jobs/hooks/use-stage-tasks';
import { ANSWER_TYPE_LABEL } from '@ats/web/features/jobs/labels';
import { ExpectedAnswerField } from './expected-answer-field';
import { OptionsField } from './options-field';
import { RequestedFileTypeField } from './requested-file-type-field';

const ANSWER_TYPES = Object.keys(ANSWER_TYPE_LABEL) as AnswerType[];
const CHOICES: AnswerType[] = ['SINGLE_SELECT', 'MULTI_SELECT'];

export type QuestionEditorProps = {
  number: number;
  question: Question;
  readOnly: boolean;
  showErrors: boolean;
  onChange: (question: Question) => void;
  onRemove: () => void;
};

/** One question (spec 02 §3.4): title, description, answer type with its options, flags and the expected answer. */
export const QuestionEditor = ({ number, question, readOnly, showErrors, onChange, onRemove }: QuestionEditorProps) => {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const message = showErrors ? questionMessage(question) : null;
  const errorId = `question-${question.id}-error`;
  const set = (changes: Partial<Question>) => onChange({ ...question, ...changes });

  const changeType = (answerType: AnswerType) =>
    set({
      answerType,
      options: CHOICES.includes(answerType) ? (question.options.length > 0 ? question.options : ['', '']) : [],
      expected: null,
      currency: answerType === 'CURRENCY' ? (question.currency ?? '') : null,
      fileType: answerType === 'FILE_UPLOAD' ? question.fileType || 'PDF_OR_DOCX' : null,
    });

  const flag = (key: 'optional' | 'autoArchive' | 'confidential', label: MessageId) => (
    <FormControlLabel
      disabled={readOnly}
      control={<Checkbox checked={question[key]} onChange={(event) => set({ [key]: event.target.checked })} />}
      label={t(label)}
    />
  );

  return (
    <Box
      component="fieldset"
      aria-describedby={message ? errorId : undefined}
      sx={{ border: 1, borderColor: message ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography component="legend" variant="subtitle2" sx={{ float: 'left', p: 0 }}>
          {t('jobs.question.number', { number })}
        </Typography>
        {!readOnly && (
          <IconButton size="small" aria-label={t('jobs.question.remove', { number })} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <Stack spacing={2} sx={{ clear: 'both' }}>
        <TextField
          size="small"
          fullWidth
          required
          disabled={readOnly}
          label={t('jobs.question.title')}
          value={question.title}
          onChange={(event) => set({ title: event.target.value })}
        />
        <TextField
          size="small"
          fullWidth
          disabled={readOnly}
          label={t('jobs.question.description')}
          value={question.description}
          onChange={(event) => set({ description: event.target.value })}
        />
        <TextField
          select
          size="small"
          required
          disabled={readOnly}
          label={t('jobs.question.answerType')}
          value={question.answerType}
          onChange={(event) => changeType(event.target.value as AnswerType)}
          sx={{ maxWidth: 360 }}
        >
          {ANSWER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(ANSWER_TYPE_LABEL[type])}
            </MenuItem>
          ))}
        </TextField>
        {CHOICES.includes(question.answerType) && (
          <OptionsField question={question} readOnly={readOnly} onChange={set} />
        )}
        {question.answerType === 'CURRENCY' && (
          <TextField
            size="small"
            required
            disabled={readOnly}
            label={t('jobs.question.currency')}
            value={question.currency ?? ''}
            onChange={(event) => set({ currency: event.target.value })}
            sx={{ maxWidth: 200 }}
          />
        )}
        {question.answerType === 'FILE_UPLOAD' && (
          <RequestedFileTypeField label="jobs.question.fileType" value={question.fileType} readOnly={readOnly} onChange={(fileType) => set({ fileType })} />
        )}
        <Stack direction="row" useFlexGap flexWrap="wrap">
          {flag('optional', 'jobs.question.optional')}
          {flag('autoArchive', 'jobs.question.autoArchive')}
          {flag('confidential', 'jobs.question.confidential')}
        </Stack>
        <ExpectedAnswerField question={question} readOnly={readOnly} onChange={set} />
        {message && (
          <FormHelperText id={errorId} error role="alert">
            {fieldMessageText(intl, message)}
          </FormHelperText>
        )}
      </Stack>
    </Box>
  );
};
