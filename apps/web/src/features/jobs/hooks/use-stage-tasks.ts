import { candidateTaskError, MAX_QUESTIONS, questionError } from '@ats/domain/jobs/candidate-tasks';
import { useState } from 'react';
import { newIdempotencyKey } from '@ats/web/app/api/api-client';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { useSaveCandidateTasks } from '../api/stage-commands-api';
import type { CandidateTask, CandidateTaskType, JobDetail, JobStage, Question } from '../api/job-types';
import { domainMessage } from '../domain-messages';

/** The task types this editor builds (spec 02 §2.5); others a stage already has are kept as they are. */
export const EDITABLE_TASK_TYPES = [
  'SHORTLISTING_QUESTIONS',
  'COLLECT_INFORMATION',
  'WELCOME_PAGE',
  'HOME_ASSIGNMENT',
  'FILE_UPLOAD',
  'VIDEO_QUESTIONS',
  'SKILL_BASED_TEST',
  'PSYCHOMETRIC_TEST',
  'AUTO_SEND_INVITATION_EMAIL',
] as const satisfies readonly CandidateTaskType[];
export type EditableTaskType = (typeof EDITABLE_TASK_TYPES)[number];

export const newQuestion = (): Question => ({
  id: newIdempotencyKey(),
  title: '',
  description: '',
  answerType: 'SINGLE_LINE_TEXT',
  options: [],
  expected: null,
  optional: false,
  autoArchive: false,
  confidential: false,
  currency: null,
  fileType: null,
});

export const newVideoQuestion = () => ({ id: newIdempotencyKey(), title: '', retakes: 1 });

export const newTask = (type: EditableTaskType): CandidateTask => {
  const id = newIdempotencyKey();
  switch (type) {
    case 'SHORTLISTING_QUESTIONS':
    case 'COLLECT_INFORMATION':
      return { id, type, questions: [newQuestion()] };
    case 'WELCOME_PAGE':
      return { id, type, message: '', videoUrl: null };
    case 'HOME_ASSIGNMENT':
      return { id, type, instructions: '', hoursToSubmit: 48, expectedDurationHours: 2, daysToHearBack: 5 };
    case 'FILE_UPLOAD':
      return { id, type, title: '', fileType: 'PDF' };
    case 'VIDEO_QUESTIONS':
      return { id, type, questions: [newVideoQuestion()] };
    case 'SKILL_BASED_TEST':
      return { id, type, skillBlocks: [{ skill: '', questionCount: 5 }], passPercentage: 60, allowedMinutes: 30 };
    case 'PSYCHOMETRIC_TEST':
      return { id, type, testName: '' };
    case 'AUTO_SEND_INVITATION_EMAIL':
      return { id, type, subject: '', body: '' };
  }
};

/** The first rule a task breaks, in the interface language; null when it may be saved. */
export const taskMessage = (task: CandidateTask): FieldMessage | null => {
  const error = candidateTaskError(task);
  return error ? domainMessage(error.message) : null;
};

export const questionMessage = (question: Question): FieldMessage | null => {
  const error = questionError(question);
  return error ? domainMessage(error.message) : null;
};

export const canAddQuestion = (task: CandidateTask) => 'questions' in task && task.questions.length < MAX_QUESTIONS;

/** A stage's candidate tasks, edited together and saved at once (PUT …/candidate-tasks); the server checks them again (§5.4). */
export const useStageTasks = (job: JobDetail, stage: JobStage, onClose: () => void) => {
  const [tasks, setTasks] = useState<CandidateTask[]>(stage.tasks);
  const [showErrors, setShowErrors] = useState(false);
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const save = useSaveCandidateTasks();

  const update = (index: number, task: CandidateTask) =>
    setTasks((all) => all.map((item, i) => (i === index ? task : item)));

  const submit = () => {
    setFormError(null);
    const firstInvalid = tasks.map(taskMessage).find((message) => message !== null);
    if (firstInvalid) {
      setShowErrors(true);
      setFormError(firstInvalid);
      return;
    }
    save.mutate(
      { id: job.id, stageId: stage.id, tasks },
      {
        onSuccess: () => {
          showSuccessToast('jobs.task.toast.saved', { stage: stage.name });
          onClose();
        },
        onError: (error) =>
          setFormError(
            isApiError(error) && !error.isGeneric ? domainMessage(error.message) : { id: 'error.unexpected' },
          ),
      },
    );
  };

  return {
    tasks,
    showErrors,
    formError,
    busy: save.isPending,
    add: (type: EditableTaskType) => setTasks((all) => [...all, newTask(type)]),
    update,
    remove: (index: number) => setTasks((all) => all.filter((_, i) => i !== index)),
    submit,
  };
};

export type StageTasks = ReturnType<typeof useStageTasks>;
