import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { ExpectedAnswer, Question } from '@ats/web/features/jobs/api/job-types';

export type ExpectedAnswerFieldProps = {
  question: Question;
  readOnly: boolean;
  onChange: (changes: Partial<Question>) => void;
};

type NumberKind = 'RANGE' | 'MINIMUM' | 'MAXIMUM';
const toNumber = (value: string) => (value === '' ? NaN : Number(value));

/** What answer qualifies (used by auto-archive): yes/no, chosen options (any or all), or a number range, minimum or maximum. */
export const ExpectedAnswerField = ({ question, readOnly, onChange }: ExpectedAnswerFieldProps) => {
  const intl = useIntl();
  const labelId = useId();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { answerType, expected } = question;
  const setExpected = (next: ExpectedAnswer | null) => onChange({ expected: next });

  if (answerType === 'YES_NO') {
    const value = expected?.type === 'YES_NO' ? (expected.answer ? 'yes' : 'no') : '';
    return (
      <TextField
        select
        size="small"
        disabled={readOnly}
        label={t('jobs.question.expected')}
        value={value}
        sx={{ maxWidth: 240 }}
        onChange={(event) =>
          setExpected(event.target.value ? { type: 'YES_NO', answer: event.target.value === 'yes' } : null)
        }
      >
        <MenuItem value="">{t('jobs.question.expectedNone')}</MenuItem>
        <MenuItem value="yes">{t('jobs.question.yes')}</MenuItem>
        <MenuItem value="no">{t('jobs.question.no')}</MenuItem>
      </TextField>
    );
  }

  if (answerType === 'SINGLE_SELECT' || answerType === 'MULTI_SELECT') {
    const chosen = expected?.type === 'OPTIONS' ? expected.options : [];
    const match = expected?.type === 'OPTIONS' ? expected.match : 'ANY';
    const toggle = (option: string, on: boolean) => {
      const options = on ? [...chosen, option] : chosen.filter((item) => item !== option);
      setExpected(options.length > 0 ? { type: 'OPTIONS', options, match } : null);
    };
    return (
      <FormControl component="fieldset" disabled={readOnly}>
        <FormLabel component="legend" id={labelId}>
          {t('jobs.question.expected')}
        </FormLabel>
        <FormGroup row>
          {question.options
            .filter((option) => option.trim())
            .map((option, index) => (
              <FormControlLabel
                key={`${index}-${option}`}
                label={option}
                control={
                  <Checkbox
                    checked={chosen.includes(option)}
                    onChange={(event) => toggle(option, event.target.checked)}
                  />
                }
              />
            ))}
        </FormGroup>
        {answerType === 'MULTI_SELECT' && chosen.length > 0 && (
          <TextField
            select
            size="small"
            label={t('jobs.question.match')}
            value={match}
            sx={{ maxWidth: 240, mt: 1 }}
            onChange={(event) =>
              setExpected({ type: 'OPTIONS', options: chosen, match: event.target.value as 'ANY' | 'ALL' })
            }
          >
            <MenuItem value="ANY">{t('jobs.question.matchAny')}</MenuItem>
            <MenuItem value="ALL">{t('jobs.question.matchAll')}</MenuItem>
          </TextField>
        )}
      </FormControl>
    );
  }

  if (answerType === 'NUMERIC' || answerType === 'CURRENCY') {
    const kind: NumberKind | '' =
      expected && (expected.type === 'RANGE' || expected.type === 'MINIMUM' || expected.type === 'MAXIMUM')
        ? expected.type
        : '';
    const min = expected?.type === 'RANGE' || expected?.type === 'MINIMUM' ? expected.min : NaN;
    const max = expected?.type === 'RANGE' || expected?.type === 'MAXIMUM' ? expected.max : NaN;
    const build = (type: NumberKind | '', lo: number, hi: number): ExpectedAnswer | null =>
      type === 'RANGE'
        ? { type, min: lo, max: hi }
        : type === 'MINIMUM'
          ? { type, min: lo }
          : type === 'MAXIMUM'
            ? { type, max: hi }
            : null;
    const shown = (value: number) => (Number.isFinite(value) ? value : '');
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          disabled={readOnly}
          label={t('jobs.question.expected')}
          value={kind}
          sx={{ minWidth: 200 }}
          onChange={(event) => setExpected(build(event.target.value as NumberKind | '', min, max))}
        >
          <MenuItem value="">{t('jobs.question.expectedNone')}</MenuItem>
          <MenuItem value="RANGE">{t('jobs.question.range')}</MenuItem>
          <MenuItem value="MINIMUM">{t('jobs.question.minimum')}</MenuItem>
          <MenuItem value="MAXIMUM">{t('jobs.question.maximum')}</MenuItem>
        </TextField>
        {(kind === 'RANGE' || kind === 'MINIMUM') && (
          <TextField
            type="number"
            size="small"
            disabled={readOnly}
            label={t('jobs.question.min')}
            value={shown(min)}
            onChange={(event) => setExpected(build(kind, toNumber(event.target.value), max))}
          />
        )}
        {(kind === 'RANGE' || kind === 'MAXIMUM') && (
          <TextField
            type="number"
            size="small"
            disabled={readOnly}
            label={t('jobs.question.max')}
            value={shown(max)}
            onChange={(event) => setExpected(build(kind, min, toNumber(event.target.value)))}
          />
        )}
      </Stack>
    );
  }

  return null;
};
