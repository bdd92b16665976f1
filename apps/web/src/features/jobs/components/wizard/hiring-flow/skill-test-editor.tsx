import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { CandidateTask } from '@ats/web/features/jobs/api/job-types';

type SkillTask = Extract<CandidateTask, { type: 'SKILL_BASED_TEST' }>;
type SkillBlock = SkillTask['skillBlocks'][number];

export type SkillTestEditorProps = {
  task: SkillTask;
  readOnly: boolean;
  onChange: (task: CandidateTask) => void;
};

const toNumber = (value: string) => (value === '' ? NaN : Number(value));

/** Spec 02 §3.4, §5.4: a skill-based test: skill blocks with their question counts, pass percentage, time allowed. */
export const SkillTestEditor = ({ task, readOnly, onChange }: SkillTestEditorProps) => {
  const intl = useIntl();
  const blocks = (skillBlocks: SkillBlock[]) => onChange({ ...task, skillBlocks });
  const change = (index: number, next: Partial<SkillBlock>) =>
    blocks(task.skillBlocks.map((item, i) => (i === index ? { ...item, ...next } : item)));
  const number = (label: MessageId, value: number, set: (value: number) => void, values = {}) => (
    <TextField
      type="number"
      label={intl.formatMessage({ id: label }, values)}
      value={Number.isFinite(value) ? value : ''}
      onChange={(event) => set(toNumber(event.target.value))}
      disabled={readOnly}
      required
      size="small"
      slotProps={{ htmlInput: { min: 0 } }}
    />
  );

  return (
    <Stack spacing={2}>
      {task.skillBlocks.map((block, index) => (
        <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          <TextField
            label={intl.formatMessage({ id: 'jobs.skill.name' }, { number: index + 1 })}
            value={block.skill}
            onChange={(event) => change(index, { skill: event.target.value })}
            disabled={readOnly}
            required
            fullWidth
            size="small"
          />
          {number('jobs.skill.questionCount', block.questionCount, (questionCount) => change(index, { questionCount }), {
            number: index + 1,
          })}
          {!readOnly && task.skillBlocks.length > 1 && (
            <IconButton
              aria-label={intl.formatMessage({ id: 'jobs.skill.remove' }, { number: index + 1 })}
              onClick={() => blocks(task.skillBlocks.filter((_, i) => i !== index))}
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      {!readOnly && (
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => blocks([...task.skillBlocks, { skill: '', questionCount: 0 }])}
        >
          <FormattedMessage id="jobs.skill.add" />
        </Button>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {number('jobs.skill.passPercentage', task.passPercentage, (passPercentage) =>
          onChange({ ...task, passPercentage }),
        )}
        {number('jobs.skill.allowedMinutes', task.allowedMinutes, (allowedMinutes) =>
          onChange({ ...task, allowedMinutes }),
        )}
      </Stack>
    </Stack>
  );
};
