import { useState } from 'react';
import { isConflict } from '@ats/web/app/api/api-error';
import type { Stage } from '@ats/web/app/api/api-types';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { fullNameOf } from '@ats/web/app/shell/use-current-user';
import { useApplication, useArchiveApplication, useMoveToStage, useUnarchiveApplication } from '../api/candidates-api';
import type { ArchiveChoice } from '../components/profile/archive-dialog';

/**
 * The profile's application and its commands: progress to a stage, archive (through the dialog) and unarchive,
 * each sent with the revision it was shown at.
 */
export const useCandidateProfile = (applicationId: string) => {
  const application = useApplication(applicationId);
  const moveToStage = useMoveToStage();
  const archive = useArchiveApplication();
  const unarchive = useUnarchiveApplication();
  const [archiveOpen, setArchiveOpen] = useState(false);

  const data = application.data;
  const name = data ? fullNameOf(data) || data.email : '';
  const busy = moveToStage.isPending || archive.isPending || unarchive.isPending;

  /** A stale revision (409) shows the server's message through the shared toast; the profile is then reloaded. */
  const onCommandError = (error: unknown) => {
    if (isConflict(error)) void application.refetch();
  };

  const progress = (stage: Stage) => {
    if (!data) return;
    moveToStage.mutate(
      { applicationId, stageId: stage.id, expectedRevision: data.revision },
      { onSuccess: () => showSuccessToast('profile.toast.moved', { stage: stage.name }), onError: onCommandError },
    );
  };

  const confirmArchive = (choice: ArchiveChoice) => {
    if (!data) return;
    archive.mutate(
      { applicationId, ...choice, expectedRevision: data.revision },
      {
        onSuccess: () => {
          setArchiveOpen(false);
          showSuccessToast('profile.toast.archived');
        },
        onError: (error) => {
          if (isConflict(error)) setArchiveOpen(false);
          onCommandError(error);
        },
      },
    );
  };

  const doUnarchive = () => {
    if (!data) return;
    unarchive.mutate(
      { applicationId, expectedRevision: data.revision },
      { onSuccess: () => showSuccessToast('profile.toast.unarchived'), onError: onCommandError },
    );
  };

  return {
    application,
    data,
    name,
    busy,
    moving: moveToStage.isPending,
    archiving: archive.isPending,
    unarchiving: unarchive.isPending,
    archiveOpen,
    openArchive: () => setArchiveOpen(true),
    closeArchive: () => setArchiveOpen(false),
    progress,
    confirmArchive,
    unarchive: doUnarchive,
  };
};
