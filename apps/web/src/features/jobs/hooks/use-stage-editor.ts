import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '@ats/web/app/api/error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { jobsKeys } from '../api/jobs-api';
import { useAddStage, useDeleteStage, useRenameStage, useReorderStages } from '../api/stage-commands-api';
import type { JobDetail, JobStage } from '../api/job-types';

export type StageDialog = { kind: 'add' } | { kind: 'rename'; stage: JobStage } | null;
export type StagePanel = { kind: 'tasks' | 'automations'; stageId: string } | null;

/** Spec 02 §5.3: a stage name is required and unique in the job (compared without case and outer spaces). */
export const stageNameError = (name: string, stages: readonly JobStage[], ownId: string | null) => {
  const trimmed = name.trim();
  if (!trimmed) return { id: 'jobs.stage.nameRequired' } as const;
  const taken = stages.some((stage) => stage.id !== ownId && stage.name.trim().toLowerCase() === trimmed.toLowerCase());
  return taken ? ({ id: 'jobs.stage.nameTaken' } as const) : null;
};

/** Where a stage may move: only among the job's own stages, never past a locked one (Sourced, Application first, Hired last). */
export const canMove = (stages: readonly JobStage[], index: number, step: -1 | 1): boolean => {
  const stage = stages[index];
  const neighbour = stages[index + step];
  return Boolean(stage && neighbour && !stage.locked && !neighbour.locked);
};

/** The move buttons' ids: after a move the focus goes back to the stage's button (or its other one at an end). */
export const moveButtonId = (stageId: string, step: -1 | 1) => `stage-${stageId}-${step < 0 ? 'up' : 'down'}`;

const refocus = (stageId: string, step: -1 | 1) =>
  window.setTimeout(() => {
    const same = document.getElementById(moveButtonId(stageId, step)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(stageId, step < 0 ? 1 : -1)) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  }, 0);

/** A restage workflow moves the deleted stage's candidates within seconds: read the counts again then. */
export const RESTAGE_REFRESH_MS = 3000;

export const moved = (stages: readonly JobStage[], index: number, step: -1 | 1): string[] => {
  const ids = stages.map((stage) => stage.id);
  const [id] = ids.splice(index, 1);
  ids.splice(index + step, 0, id!);
  return ids;
};

/**
 * The stage pipeline editor's commands (spec 02 §2.4, §4.3): add (before Hired), rename, move up or down,
 * delete after a confirmation; each answers with the job read again (read-your-writes).
 */
export const useStageEditor = (job: JobDetail) => {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<StageDialog>(null);
  const [deleting, setDeleting] = useState<JobStage | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [panel, setPanel] = useState<StagePanel>(null);
  const [announcement, setAnnouncement] = useState('');
  const add = useAddStage();
  const rename = useRenameStage();
  const reorder = useReorderStages();
  const remove = useDeleteStage();
  const stages = job.stages;

  /** Resolves with the server's refusal, or null once saved. */
  const submitName = async (name: string): Promise<string | null> => {
    const trimmed = name.trim();
    try {
      if (dialog?.kind === 'rename') {
        await rename.mutateAsync({ id: job.id, stageId: dialog.stage.id, name: trimmed });
        showSuccessToast('jobs.stage.toast.renamed', { name: trimmed });
      } else {
        const hired = stages.findIndex((stage) => stage.kind === 'HIRED');
        await add.mutateAsync({ id: job.id, name: trimmed, position: hired >= 0 ? hired : undefined });
        showSuccessToast('jobs.stage.toast.added', { name: trimmed });
      }
      setDialog(null);
      return null;
    } catch (error) {
      return errorText(intl, error);
    }
  };

  const move = (index: number, step: -1 | 1) => {
    if (!canMove(stages, index, step)) return;
    const stage = stages[index]!;
    reorder.mutate(
      { id: job.id, stageIds: moved(stages, index, step) },
      {
        onSuccess: () => {
          setAnnouncement(
            intl.formatMessage(
              { id: 'jobs.stage.movedTo' },
              { name: stage.name, position: index + step + 1, total: stages.length },
            ),
          );
          refocus(stage.id, step);
        },
      },
    );
  };

  /** Deletes the stage; with candidates, `moveToStageId` is where they go (spec 02 §4.3). */
  const confirmDelete = (moveToStageId?: string) => {
    if (!deleting) return;
    setDeleteError(null);
    remove.mutate(
      { id: job.id, stageId: deleting.id, moveToStageId },
      {
        onSuccess: () => {
          showSuccessToast('jobs.stage.toast.deleted', { name: deleting.name });
          setDeleting(null);
          if (moveToStageId) {
            const refresh = () => void queryClient.invalidateQueries({ queryKey: jobsKeys.all });
            window.setTimeout(refresh, RESTAGE_REFRESH_MS);
          }
        },
        onError: (error) => setDeleteError(errorText(intl, error)),
      },
    );
  };

  return {
    stages,
    dialog,
    openAdd: () => setDialog({ kind: 'add' }),
    openRename: (stage: JobStage) => setDialog({ kind: 'rename', stage }),
    closeDialog: () => setDialog(null),
    submitName,
    naming: add.isPending || rename.isPending,
    move,
    moving: reorder.isPending,
    announcement,
    deleting,
    askDelete: (stage: JobStage) => {
      setDeleteError(null);
      setDeleting(stage);
    },
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => confirmDelete(),
    moveAndDelete: (moveToStageId: string) => confirmDelete(moveToStageId),
    deleteError,
    removing: remove.isPending,
    panel,
    openPanel: (kind: 'tasks' | 'automations', stage: JobStage) => setPanel({ kind, stageId: stage.id }),
    closePanel: () => setPanel(null),
  };
};

export type StageEditor = ReturnType<typeof useStageEditor>;
