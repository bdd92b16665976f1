import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { useSaveCandidateTasks } from '../api/stage-commands-api';
import type { CandidateTask, JobDetail, JobStage } from '../api/job-types';
import { domainMessage } from '../domain-messages';
import { wizardPath } from '../job-routes';
import { EDITABLE_TASK_TYPES, newTask, taskMessage, type EditableTaskType } from './use-stage-tasks';

/** The module-editor address's task: the stage's task of that id, or a new one when the id is 'new' and the name a type. */
export const moduleTask = (stage: JobStage, moduleId: string, moduleName: string): CandidateTask | null => {
  const existing = stage.tasks.find((task) => task.id === moduleId);
  if (existing) return existing;
  const type = moduleName.toUpperCase().replace(/-/g, '_') as EditableTaskType;
  return moduleId === 'new' && EDITABLE_TASK_TYPES.includes(type) ? newTask(type) : null;
};

/**
 * One candidate task of a stage, edited on its own page (spec 02 §2.1 module editor): checked by §5.4's rules,
 * saved with the stage's other tasks (PUT …/candidate-tasks), then back to the stage pipeline tab.
 */
export const useModuleEditor = (job: JobDetail, stage: JobStage, initial: CandidateTask) => {
  const navigate = useNavigate();
  const [task, setTask] = useState<CandidateTask>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const save = useSaveCandidateTasks();
  const back = () => navigate(wizardPath(job.id, 'hiring-flow'));

  const submit = () => {
    setFormError(null);
    const invalid = taskMessage(task);
    if (invalid) {
      setShowErrors(true);
      setFormError(invalid);
      return;
    }
    const known = stage.tasks.some((item) => item.id === task.id);
    const tasks = known ? stage.tasks.map((item) => (item.id === task.id ? task : item)) : [...stage.tasks, task];
    save.mutate(
      { id: job.id, stageId: stage.id, tasks },
      {
        onSuccess: () => {
          showSuccessToast('jobs.task.toast.saved', { stage: stage.name });
          back();
        },
        onError: (error) =>
          setFormError(
            isApiError(error) && !error.isGeneric ? domainMessage(error.message) : { id: 'error.unexpected' },
          ),
      },
    );
  };

  return { task, setTask, showErrors, formError, busy: save.isPending, submit, back };
};
