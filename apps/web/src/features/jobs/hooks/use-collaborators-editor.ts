import { useState } from 'react';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import {
  JOB_PERMISSIONS,
  useJobCollaborators,
  useSaveCollaborators,
  type Collaborator,
  type JobPermission,
} from '../api/collaborators-api';

export type CollaboratorDialog = { kind: 'add' } | { kind: 'edit'; collaborator: Collaborator } | null;

/**
 * Spec 02 §5.2: confidential access stays while the collaborator may edit the job, so ticking 'edit this job'
 * ticks 'view confidential notes & emails', and that one cannot be unticked until 'edit this job' is.
 */
export const togglePermission = (permissions: JobPermission[], permission: JobPermission): JobPermission[] => {
  const has = permissions.includes(permission);
  if (has && permission === 'VIEW_CONFIDENTIAL' && permissions.includes('EDIT_JOB')) return permissions;
  const next = has ? permissions.filter((item) => item !== permission) : [...permissions, permission];
  if (!has && permission === 'EDIT_JOB' && !next.includes('VIEW_CONFIDENTIAL')) next.push('VIEW_CONFIDENTIAL');
  return JOB_PERMISSIONS.filter((item) => next.includes(item));
};

/** Whether the permissions name stages at all (the others are job-wide). */
export const usesStages = (permissions: JobPermission[]) =>
  permissions.includes('MOVE_STAGES_AND_SEND_EMAILS') || permissions.includes('ACCESS_PROFILE');

/**
 * The collaborators list of the wizard (spec 02 §2.3, §3.13, §6.1): manageable ones are edited here and saved
 * as the job's whole list; interviewers and all-jobs recruiters only shown. A refusal as the server words it.
 */
export const useCollaboratorsEditor = (jobId: string) => {
  const query = useJobCollaborators(jobId);
  const save = useSaveCollaborators(jobId);
  const [draft, setDraft] = useState<Collaborator[] | null>(null);
  const [dialog, setDialog] = useState<CollaboratorDialog>(null);
  const [error, setError] = useState<FieldMessage | null>(null);
  const all = query.data ?? [];
  const manageable = draft ?? all.filter((item) => item.manageable);
  const edit = (change: (list: Collaborator[]) => Collaborator[]) => {
    setError(null);
    setDraft(change(manageable));
  };

  const submit = () => {
    setError(null);
    const collaborators = manageable.map(({ userId, permissions, stageIds }) =>
      stageIds && stageIds.length > 0 && usesStages(permissions)
        ? { userId, permissions, stageIds }
        : { userId, permissions },
    );
    if (
      collaborators.some(
        (item) => item.permissions.includes('EDIT_JOB') && !item.permissions.includes('VIEW_CONFIDENTIAL'),
      )
    ) {
      setError({ id: 'jobs.collaborators.confidentialRule' });
      return;
    }
    save.mutate(collaborators, {
      onSuccess: () => {
        setDraft(null);
        showSuccessToast('jobs.collaborators.saved');
      },
      onError: (failure) =>
        setError(isApiError(failure) && !failure.isGeneric ? { raw: failure.message } : { id: 'error.unexpected' }),
    });
  };

  return {
    query,
    readOnly: all.filter((item) => !item.manageable),
    manageable,
    changed: draft !== null,
    error,
    saving: save.isPending,
    dialog,
    openAdd: () => setDialog({ kind: 'add' }),
    openEdit: (collaborator: Collaborator) => setDialog({ kind: 'edit', collaborator }),
    closeDialog: () => setDialog(null),
    /** Adds or replaces one collaborator in the draft. */
    put: (collaborator: Collaborator) => {
      edit((list) =>
        list.some((item) => item.userId === collaborator.userId)
          ? list.map((item) => (item.userId === collaborator.userId ? collaborator : item))
          : [...list, collaborator],
      );
      setDialog(null);
    },
    remove: (userId: string) => edit((list) => list.filter((item) => item.userId !== userId)),
    save: submit,
  };
};

export type CollaboratorsEditor = ReturnType<typeof useCollaboratorsEditor>;
