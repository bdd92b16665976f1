import Stack from '@mui/material/Stack';
import type { CandidateTask, Question } from '@ats/web/features/jobs/api/job-types';
import { canAddQuestion, newQuestion } from '@ats/web/features/jobs/hooks/use-stage-tasks';
import { AddQuestionButton } from './add-question-button';
import { QuestionEditor } from './question-editor';

type QuestionsTask = Extract<CandidateTask, { type: 'SHORTLISTING_QUESTIONS' | 'COLLECT_INFORMATION' }>;

export type QuestionsEditorProps = {
  task: QuestionsTask;
  readOnly: boolean;
  showErrors: boolean;
  onChange: (task: CandidateTask) => void;
};

/** Shortlisting and collect-information questions: at most 10 (spec 02 §5.4). */
export const QuestionsEditor = ({ task, readOnly, showErrors, onChange }: QuestionsEditorProps) => {
  const set = (questions: Question[]) => onChange({ ...task, questions });
  return (
    <Stack spacing={2}>
      {task.questions.map((question, index) => (
        <QuestionEditor
          key={question.id}
          number={index + 1}
          question={question}
          readOnly={readOnly}
          showErrors={showErrors}
          onChange={(next) => set(task.questions.map((item, i) => (i === index ? next : item)))}
          onRemove={() => set(task.questions.filter((_, i) => i !== index))}
        />
      ))}
      {!readOnly && <AddQuestionButton canAdd={canAddQuestion(task)} onAdd={() => set([...task.questions, newQuestion()])} />}
    </Stack>
  );
};
