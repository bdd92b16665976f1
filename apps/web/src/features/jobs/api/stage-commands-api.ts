import { useMutation } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import type { CommandResult } from '@ats/web/app/api/api-types';
import { options, quiet, sub, useAfterCommand, type AutomationsBody } from './job-commands-api';
import type { CandidateTask } from './job-types';

/** The stage pipeline's commands (spec 02 §2.4, §2.5, §3.5): each answers `{ id, revision, position }`. */
export const useAddStage = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, name, position }: { id: string; name: string; position?: number }) =>
      api.post<CommandResult>(sub(id, 'stages'), position === undefined ? { name } : { name, position }, options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useRenameStage = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, stageId, name }: { id: string; stageId: string; name: string }) =>
      api.patch<CommandResult>(sub(id, `stages/${encodeURIComponent(stageId)}`), { name }, options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useReorderStages = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, stageIds }: { id: string; stageIds: string[] }) =>
      api.put<CommandResult>(sub(id, 'stage-order'), { stageIds }, options()),
    onSuccess: afterCommand,
  });
};

export const useDeleteStage = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    /** Spec 02 §4.3: with candidates, `moveToStageId` names the stage they move to ('Move candidates and delete stage'). */
    mutationFn: ({ id, stageId, moveToStageId }: { id: string; stageId: string; moveToStageId?: string }) =>
      api.delete<CommandResult>(sub(id, `stages/${encodeURIComponent(stageId)}`), {
        ...options(),
        ...(moveToStageId ? { query: { moveToStageId } } : {}),
      }),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useSaveCandidateTasks = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, stageId, tasks }: { id: string; stageId: string; tasks: CandidateTask[] }) =>
      api.put<CommandResult>(sub(id, `stages/${encodeURIComponent(stageId)}/candidate-tasks`), { tasks }, options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

export const useSaveAutomations = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ id, stageId, automations }: { id: string; stageId: string; automations: AutomationsBody }) =>
      api.put<CommandResult>(sub(id, `stages/${encodeURIComponent(stageId)}/automations`), automations, options()),
    onSuccess: afterCommand,
    meta: quiet,
  });
};

/** A job's pipeline on another template: each unlocked stage maps to a stage name of it (spec 02 §4.3). */
export type ChangePipelineBody = { pipelineTemplateId: string; mapping: Array<{ fromStageId: string; toStageName: string }> };

export const useChangePipelineTemplate = () => {
  const afterCommand = useAfterCommand();
  return useMutation({
    mutationFn: ({ companyId, jobId, body }: { companyId: string; jobId: string; body: ChangePipelineBody }) =>
      api.put<CommandResult>(
        `/company-roles/companies/${encodeURIComponent(companyId)}/jobs/${encodeURIComponent(jobId)}/update-hiring-flow-template`,
        body,
        options(),
      ),
    onSuccess: afterCommand,
    meta: quiet,
  });
};
