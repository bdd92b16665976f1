import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import { uploadForm } from '@ats/web/app/api/file-transfer';
import type { Schema } from '@ats/web/app/api/openapi-types';

export type HomeAssignment = Schema<'HomeAssignmentResponseDto'>;
export type AssignmentTarget = { applicationId: string; stageId: string; taskId: string };
export type AssignmentAnswer = { link: string | null; fileIds: string[] };

const path = ({ applicationId, stageId, taskId }: AssignmentTarget) =>
  `/candidate-journey/assignments/${encodeURIComponent(applicationId)}/stages/${encodeURIComponent(stageId)}/tasks/${encodeURIComponent(taskId)}`;

const key = (target: AssignmentTarget) => ['home-assignment', target.applicationId, target.stageId, target.taskId] as const;

/** The candidate's own assignment (candidate token): guidance, brief, deadline, what is saved or handed in. */
export const useHomeAssignment = (target: AssignmentTarget, enabled: boolean) =>
  useQuery({
    queryKey: key(target),
    queryFn: ({ signal }) => api.get<HomeAssignment>(path(target), { signal, auth: 'candidate' }),
    enabled,
    retry: false,
  });

const useAssignmentCommand = <I>(target: AssignmentTarget, send: (input: I) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { toast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(target) }),
  });
};

export const useStartHomeAssignment = (target: AssignmentTarget) =>
  useAssignmentCommand<void>(target, () => api.post(`${path(target)}/start`, undefined, { auth: 'candidate' }));

export const useSaveHomeAssignmentDraft = (target: AssignmentTarget) =>
  useAssignmentCommand<AssignmentAnswer>(target, (answer) => api.put(`${path(target)}/draft`, answer, { auth: 'candidate' }));

export const useSubmitHomeAssignment = (target: AssignmentTarget) =>
  useAssignmentCommand<AssignmentAnswer>(target, (answer) => api.post(`${path(target)}/submit`, answer, { auth: 'candidate' }));

/** A file handed in with a task: the candidate's own upload to their application (the journey's upload route). */
export const useUploadAssignmentFile = (applicationId: string) =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm<{ fileId: string }>(`/candidate-journey/applications/${encodeURIComponent(applicationId)}/files`, form, { auth: 'candidate' });
    },
    meta: { toast: false },
  });

export type JobAssignments = Schema<'JobAssignmentsResponseDto'>;
export type JobAssignmentItem = JobAssignments['items'][number];

/** The candidate's home assignments for one job (candidate token): each with its state and whether its page opens. */
export const useJobAssignments = (jobId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['home-assignment', 'job', jobId] as const,
    queryFn: ({ signal }) => api.get<JobAssignments>(`/candidate-journey/jobs/${encodeURIComponent(jobId)}/assignments`, { signal, auth: 'candidate' }),
    enabled,
    retry: false,
  });
