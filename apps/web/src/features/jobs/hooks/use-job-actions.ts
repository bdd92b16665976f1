import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorText } from '@ats/web/app/api/error-text';
import { showErrorToast, showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useChangeJobStatus, useDeleteJob } from '../api/job-commands-api';
import type { JobStatus } from '../api/job-types';
import { wizardPath } from '../job-routes';

/** The job a row menu acts on. */
export type JobRef = { id: string; name: string; status: JobStatus };

export type ConfirmKind = 'delete' | 'close' | 'publish' | 'republish';

type Pending = { kind: ConfirmKind; job: JobRef } | null;

/**
 * The jobs list's per-job commands (spec 02 §2.2, §4.1): publish, close, republish ('publish this job
 * again'), delete, each behind a confirmation; clone opens its own dialog.
 */
export const useJobActions = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [cloning, setCloning] = useState<JobRef | null>(null);
  const changeStatus = useChangeJobStatus();
  const deleteJob = useDeleteJob();

  const ask = (kind: ConfirmKind, job: JobRef) => {
    // A draft is published from its publish tab, where its places (career page, employee portal) are chosen.
    if (kind === 'publish') {
      navigate(wizardPath(job.id, 'publish'));
      return;
    }
    setError(null);
    setPending({ kind, job });
  };
  const close = () => setPending(null);

  const confirm = () => {
    if (!pending) return;
    const { kind, job } = pending;
    if (kind === 'delete') {
      deleteJob.mutate(job.id, {
        onSuccess: () => {
          close();
          showSuccessToast('jobs.toast.deleted', { name: job.name });
        },
        // Shown in the dialog: e.g. 'Cannot delete this job. Please move the candidates to another job and try again.'
        onError: (failure) => setError(errorText(intl, failure)),
      });
      return;
    }
    const status: JobStatus = kind === 'close' ? 'CLOSED' : 'PUBLISHED';
    changeStatus.mutate(
      { id: job.id, status },
      {
        onSuccess: () => {
          close();
          showSuccessToast(status === 'CLOSED' ? 'jobs.toast.closed' : 'jobs.toast.published', { name: job.name });
        },
        onError: (failure) => {
          close();
          // The server's words, e.g. 'Your job does not have any job owners. Please add a job owner.'
          showErrorToast(failure);
        },
      },
    );
  };

  return {
    pending,
    error,
    busy: changeStatus.isPending || deleteJob.isPending,
    ask,
    close,
    confirm,
    cloning,
    startClone: (job: JobRef) => setCloning(job),
    endClone: () => setCloning(null),
  };
};

export type JobActions = ReturnType<typeof useJobActions>;
