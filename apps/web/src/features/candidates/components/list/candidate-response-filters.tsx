import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CandidateResponseQuestion } from '../../api/candidate-list-filters-api';
import type { CandidateResponseFilter } from '../../hooks/use-candidate-list-criteria';

type Choice = { value: string; label: string };

const isRange = (question: CandidateResponseQuestion | undefined) => question?.answerType === 'NUMERIC' || question?.answerType === 'CURRENCY';

/** Any of the chosen values: the question's options, Yes / No, or (free text) typed answers added with Enter. */
const ValuesEditor = ({
  question,
  values,
  onChange,
}: {
  question: CandidateResponseQuestion;
  values: string[];
  onChange: (values: string[]) => void;
}) => {
  const intl = useIntl();
  const choices: Choice[] =
    question.answerType === 'YES_NO'
      ? [
          { value: 'true', label: intl.formatMessage({ id: 'candidates.responses.yes' }) },
          { value: 'false', label: intl.formatMessage({ id: 'candidates.responses.no' }) },
        ]
      : question.options.map((option) => ({ value: option, label: option }));
  const freeText = question.answerType === 'SINGLE_LINE_TEXT' || question.answerType === 'MULTI_LINE_TEXT';
  const label = intl.formatMessage({ id: 'candidates.responses.answers' });
  if (freeText) {
    return (
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        size="small"
        options={[]}
        value={values}
        onChange={(_event, next) => onChange(next.map((entry) => entry.trim()).filter(Boolean))}
        renderInput={(params) => (
          <TextField {...params} label={label} helperText={intl.formatMessage({ id: 'candidates.responses.answerHint' })} inputProps={{ ...params.inputProps, maxLength: 2000 }} />
        )}
      />
    );
  }
  const chosen = values.map((value) => choices.find((choice) => choice.value === value) ?? { value, label: value });
  return (
    <Autocomplete<Choice, true>
      multiple
      size="small"
      options={choices}
      value={chosen}
      onChange={(_event, next) => onChange(next.map((choice) => choice.value))}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      noOptionsText={intl.formatMessage({ id: 'candidates.filter.noOptions' })}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};

const numberOf = (text: string): number | undefined => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/** At least / at most (either may be left empty), applied on leaving the field or on Enter. */
const RangeEditor = ({
  question,
  min,
  max,
  onChange,
}: {
  question: CandidateResponseQuestion;
  min?: number;
  max?: number;
  onChange: (range: { min?: number; max?: number }) => void;
}) => {
  const intl = useIntl();
  const [from, setFrom] = useState(min === undefined ? '' : String(min));
  const [to, setTo] = useState(max === undefined ? '' : String(max));
  useEffect(() => setFrom(min === undefined ? '' : String(min)), [min]);
  useEffect(() => setTo(max === undefined ? '' : String(max)), [max]);
  const low = numberOf(from);
  const high = numberOf(to);
  const invalid = low !== undefined && high !== undefined && low > high;
  const apply = () => {
    if (!invalid && (low !== min || high !== max)) onChange({ min: low, max: high });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') apply();
  };
  const suffix = question.currency ? ` (${question.currency})` : '';
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        size="small"
        type="number"
        label={`${intl.formatMessage({ id: 'candidates.responses.min' })}${suffix}`}
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
        error={invalid}
        helperText={invalid ? intl.formatMessage({ id: 'candidates.responses.rangeInvalid' }) : undefined}
      />
      <TextField
        size="small"
        type="number"
        label={`${intl.formatMessage({ id: 'candidates.responses.max' })}${suffix}`}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        onBlur={apply}
        onKeyDown={onKeyDown}
        error={invalid}
      />
    </Stack>
  );
};

export type CandidateResponseFiltersProps = {
  /** The selected job's questions (the filter options' `candidateResponses`). */
  questions: readonly CandidateResponseQuestion[];
  value: readonly CandidateResponseFilter[];
  onChange: (filters: CandidateResponseFilter[]) => void;
};

/**
 * The "Candidate responses" filters (the API's `candidateResponseFilters`): pick a question of the selected job's
 * stages, then the answers to keep — values for choices, yes/no and text, a range for numbers and amounts.
 * Every question picked must match. A question picked but not yet given a value stays on screen without
 * filtering; one the URL names that the job no longer asks can only be removed.
 */
export const CandidateResponseFilters = ({ questions, value, onChange }: CandidateResponseFiltersProps) => {
  const intl = useIntl();
  const [picked, setPicked] = useState<string[]>([]);
  // The picker empties after each pick: its value stays null, its text is reset here.
  const [pickerText, setPickerText] = useState('');
  const shown = [...new Set([...value.map((filter) => filter.questionId), ...picked])];
  const questionOf = (questionId: string) => questions.find((question) => question.questionId === questionId);
  const titleOf = (questionId: string) => questionOf(questionId)?.title ?? intl.formatMessage({ id: 'candidates.responses.unknownQuestion' });

  const set = (questionId: string, filter: CandidateResponseFilter | null) => {
    const index = value.findIndex((item) => item.questionId === questionId);
    const next = value.filter((item) => item.questionId !== questionId);
    if (filter) next.splice(index < 0 ? next.length : index, 0, filter);
    onChange(next);
  };
  const remove = (questionId: string) => {
    setPicked((current) => current.filter((id) => id !== questionId));
    if (value.some((item) => item.questionId === questionId)) set(questionId, null);
  };

  const available = questions.filter((question) => !shown.includes(question.questionId));
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="candidates.responses.hint" />
      </Typography>
      {shown.map((questionId) => {
        const question = questionOf(questionId);
        const filter = value.find((item) => item.questionId === questionId);
        const title = titleOf(questionId);
        return (
          <Box
            key={questionId}
            role="group"
            aria-label={title}
            sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 1fr) minmax(0, 2fr) auto' } }}
          >
            <Typography variant="body2" sx={{ pt: 1 }}>
              {title}
            </Typography>
            {question && (
              <Box sx={{ gridColumn: { xs: '1 / 2', md: 'auto' } }}>
                {isRange(question) ? (
                  <RangeEditor
                    question={question}
                    min={filter?.min}
                    max={filter?.max}
                    onChange={({ min, max }) =>
                      set(questionId, min === undefined && max === undefined ? null : { questionId, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) })
                    }
                  />
                ) : (
                  <ValuesEditor
                    question={question}
                    values={filter?.values ?? []}
                    onChange={(values) => set(questionId, values.length ? { questionId, values } : null)}
                  />
                )}
              </Box>
            )}
            <IconButton size="small" aria-label={intl.formatMessage({ id: 'candidates.responses.remove' }, { title })} onClick={() => remove(questionId)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      {available.length > 0 && (
        <Autocomplete<CandidateResponseQuestion>
          size="small"
          options={available}
          value={null}
          inputValue={pickerText}
          onInputChange={(_event, text, reason) => setPickerText(reason === 'reset' ? '' : text)}
          onChange={(_event, question) => {
            setPickerText('');
            if (question) setPicked((current) => [...current, question.questionId]);
          }}
          getOptionLabel={(question) => intl.formatMessage({ id: 'candidates.responses.questionOption' }, { title: question.title, stage: question.stageName })}
          isOptionEqualToValue={(option, selected) => option.questionId === selected.questionId}
          renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: 'candidates.responses.question' })} />}
          sx={{ maxWidth: 480 }}
        />
      )}
    </Stack>
  );
};
