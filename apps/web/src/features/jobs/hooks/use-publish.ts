import { stageNeedsTask } from '@ats/domain/jobs/stage-automations';
import { useState } from 'react';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { useChangeJobStatus, useSetPublication } from '../api/job-commands-api';
import type { JobDetail, JobPublication } from '../api/job-types';

export const DEFAULT_PUBLICATION: JobPublication = {
  careerPage: true,
  employeePortal: false,
  confidential: false,
  allowEmployeeReferrals: false,
  allowEmployeesToAddToTalentPool: false,
};

/** Spec 02 §4.1: publishing needs a job owner, and a task in every stage that promises one; the first gap in the catalogue's words. */
export const publishBlocker = (job: JobDetail): FieldMessage | null => {
  if (!(job.team.ownerId ?? job.ownerId)) return { id: 'jobs.publish.error.noOwner' };
  const stage = job.stages.find((item) => stageNeedsTask(item.automations, item.tasks));
  return stage ? { id: 'jobs.publish.error.noTask', values: { stage: stage.name } } : null;
};

export type PublishConfirm = 'close' | 'republish' | null;

/**
 * The publish page's status moves (spec 02 §2.6, §4.1): where the job shows, publish (PATCH publish), close,
 * and republish a closed job after 'publish this job again'. A refusal is shown as the server words it.
 */
export const usePublish = (job: JobDetail) => {
  const [publication, setPublication] = useState<JobPublication>(job.publication ?? DEFAULT_PUBLICATION);
  const [error, setError] = useState<FieldMessage | null>(null);
  const [confirm, setConfirm] = useState<PublishConfirm>(null);
  const publish = useSetPublication();
  const changeStatus = useChangeJobStatus();
  const saved = job.publication ?? DEFAULT_PUBLICATION;
  const changed = (Object.keys(DEFAULT_PUBLICATION) as Array<keyof JobPublication>).some(
    (key) => publication[key] !== saved[key],
  );

  const onError = (failure: unknown) => {
    setConfirm(null);
    setError(isApiError(failure) && !failure.isGeneric ? { raw: failure.message } : { id: 'error.unexpected' });
  };

  const sendPublication = (toast: 'jobs.toast.published' | 'jobs.toast.publicationSaved') => {
    setError(null);
    const blocker = job.status === 'PUBLISHED' ? null : publishBlocker(job);
    if (blocker) {
      setConfirm(null);
      setError(blocker);
      return;
    }
    publish.mutate(
      { id: job.id, publication },
      {
        onSuccess: () => {
          setConfirm(null);
          showSuccessToast(toast, { name: job.name });
        },
        onError,
      },
    );
  };

  const close = () => {
    setError(null);
    changeStatus.mutate(
      { id: job.id, status: 'CLOSED' },
      {
        onSuccess: () => {
          setConfirm(null);
          showSuccessToast('jobs.toast.closed', { name: job.name });
        },
        onError,
      },
    );
  };

  return {
    publication,
    set: (changes: Partial<JobPublication>) => setPublication((current) => ({ ...current, ...changes })),
    changed,
    error,
    busy: publish.isPending || changeStatus.isPending,
    confirm,
    askClose: () => setConfirm('close'),
    askRepublish: () => setConfirm('republish'),
    cancelConfirm: () => setConfirm(null),
    publish: () => sendPublication('jobs.toast.published'),
    savePublication: () => sendPublication('jobs.toast.publicationSaved'),
    close,
  };
};

export type PublishState = ReturnType<typeof usePublish>;
