import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { CandidateTask } from '@ats/web/features/jobs/api/job-types';
import { canAddQuestion, newVideoQuestion } from '@ats/web/features/jobs/hooks/use-stage-tasks';
import { AddQuestionButton } from './add-question-button';

type VideoTask = Extract<CandidateTask, { type: 'VIDEO_QUESTIONS' }>;
type VideoQuestion = VideoTask['questions'][number];

export type VideoQuestionsEditorProps = {
  task: VideoTask;
  readOnly: boolean;
  onChange: (task: CandidateTask) => void;
};

/**
 * Spec 02 §3.4, §5.4: video questions, each with 1 to 3 retakes; at most 10. Each asks for a video unless set to
 * audio or a photo (spec 03 §2.3 "The recorder handles video, audio and photo"); a question saved without one is video.
 */
const MEDIA_KINDS = ['VIDEO', 'AUDIO', 'PHOTO'] as const;

export const VideoQuestionsEditor = ({ task, readOnly, onChange }: VideoQuestionsEditorProps) => {
  const intl = useIntl();
  const set = (questions: VideoQuestion[]) => onChange({ ...task, questions });
  const change = (index: number, next: Partial<VideoQuestion>) =>
    set(task.questions.map((item, i) => (i === index ? { ...item, ...next } : item)));

  return (
    <Stack spacing={2}>
      {task.questions.map((question, index) => (
        <Stack key={question.id} direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          <TextField
            label={intl.formatMessage({ id: 'jobs.video.questionTitle' }, { number: index + 1 })}
            value={question.title}
            onChange={(event) => change(index, { title: event.target.value })}
            disabled={readOnly}
            required
            fullWidth
            size="small"
          />
          <TextField
            type="number"
            label={intl.formatMessage({ id: 'jobs.video.retakes' }, { number: index + 1 })}
            value={Number.isFinite(question.retakes) ? question.retakes : ''}
            onChange={(event) =>
              change(index, { retakes: event.target.value === '' ? NaN : Number(event.target.value) })
            }
            disabled={readOnly}
            required
            size="small"
            sx={{ minWidth: 140 }}
            slotProps={{ htmlInput: { min: 1, max: 3 } }}
          />
          <TextField
            select
            label={intl.formatMessage({ id: 'videoAnswers.media.label' }, { number: index + 1 })}
            value={question.media ?? 'VIDEO'}
            onChange={(event) => change(index, { media: event.target.value as VideoQuestion['media'] })}
            disabled={readOnly}
            size="small"
            sx={{ minWidth: 140 }}
          >
            {MEDIA_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {intl.formatMessage({ id: `videoAnswers.media.${kind}` })}
              </MenuItem>
            ))}
          </TextField>
          {!readOnly && (
            <IconButton
              aria-label={intl.formatMessage({ id: 'jobs.video.remove' }, { number: index + 1 })}
              onClick={() => set(task.questions.filter((_, i) => i !== index))}
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      {!readOnly && <AddQuestionButton canAdd={canAddQuestion(task)} onAdd={() => set([...task.questions, newVideoQuestion()])} />}
    </Stack>
  );
};
