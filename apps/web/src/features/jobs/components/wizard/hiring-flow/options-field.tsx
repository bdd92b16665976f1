import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Question } from '@ats/web/features/jobs/api/job-types';

export type OptionsFieldProps = {
  question: Question;
  readOnly: boolean;
  onChange: (changes: Partial<Question>) => void;
};

/** The options of a multiple-choice question: at least two, none empty (spec 02 §5.4). */
export const OptionsField = ({ question, readOnly, onChange }: OptionsFieldProps) => {
  const intl = useIntl();
  const { options } = question;
  const setOption = (index: number, value: string) => {
    const before = options[index];
    const next = options.map((option, i) => (i === index ? value : option));
    // An expected answer follows its option's new wording.
    const expected =
      question.expected?.type === 'OPTIONS'
        ? {
            ...question.expected,
            options: question.expected.options.map((option) => (option === before ? value : option)),
          }
        : question.expected;
    onChange({ options: next, expected });
  };
  const remove = (index: number) => {
    const gone = options[index];
    const expected =
      question.expected?.type === 'OPTIONS'
        ? { ...question.expected, options: question.expected.options.filter((option) => option !== gone) }
        : question.expected;
    onChange({ options: options.filter((_, i) => i !== index), expected });
  };

  return (
    <Stack spacing={1}>
      {options.map((option, index) => (
        <Stack key={index} direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            fullWidth
            disabled={readOnly}
            label={intl.formatMessage({ id: 'jobs.question.option' }, { number: index + 1 })}
            value={option}
            onChange={(event) => setOption(index, event.target.value)}
          />
          {!readOnly && (
            <IconButton
              size="small"
              aria-label={intl.formatMessage({ id: 'jobs.question.removeOption' }, { number: index + 1 })}
              onClick={() => remove(index)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      {!readOnly && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange({ options: [...options, ''] })}
          sx={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage id="jobs.question.addOption" />
        </Button>
      )}
    </Stack>
  );
};
