import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { isApiError } from '@ats/web/app/api/api-error';
import type { ApplicationDetail } from '@ats/web/app/api/api-types';
import { errorText } from '@ats/web/app/api/error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { useAfterCommand } from '@ats/web/features/candidates/api/candidates-api';
import { useAddToJob, useDeleteApplication, useMoveToJob } from '@ats/web/features/candidates/api/job-change-api';
import { profilePath } from '@ats/web/features/candidates/labels';
import { JobAndStageDialog, type JobAndStage } from './job-and-stage-dialog';

export type JobChangeActionsProps = {
  application: ApplicationDetail;
  name: string;
  /** Another command on the application is under way. */
  disabled: boolean;
  /** A stale revision (409): the profile reloads. */
  onConflict: () => void;
};

/**
 * The profile's 'Move to job', 'Add to job' and 'Delete application' (spec 02 §2.13 recruiter actions and
 * multiple applications, §4.4). Adding opens the new application's profile (the candidate's applications and
 * their total are listed on the Profile tab); deleting asks first ('This action cannot be undone') and returns
 * to the candidate list, where the application is gone.
 */
export const JobChangeActions = ({ application, name, disabled, onConflict }: JobChangeActionsProps) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const moveToJob = useMoveToJob();
  const addToJob = useAddToJob();
  const deleteApplication = useDeleteApplication();
  const afterCommand = useAfterCommand();
  const [dialog, setDialog] = useState<'move' | 'add' | 'delete' | null>(null);
  const archived = application.status === 'ARCHIVED';

  const close = () => {
    setDialog(null);
    moveToJob.reset();
    addToJob.reset();
    deleteApplication.reset();
  };

  const move = ({ jobId, jobName, stageId }: JobAndStage) =>
    moveToJob.mutate(
      { applicationId: application.applicationId, jobId, stageId, expectedRevision: application.revision },
      {
        onSuccess: () => {
          close();
          showSuccessToast('jobChange.toast.moved', { job: jobName });
        },
        onError: (error) => {
          // Shown in the dialog; a stale revision also reloads the profile behind it.
          if (isApiError(error) && error.errorCode === 'wrong-expected-revision') onConflict();
        },
      },
    );

  const add = ({ jobId, jobName, stageId }: JobAndStage) =>
    addToJob.mutate(
      { applicationId: application.applicationId, jobId, stageId },
      {
        onSuccess: (added) => {
          close();
          showSuccessToast('jobChange.toast.added', { job: jobName });
          void navigate(profilePath(added.id));
        },
      },
    );

  const remove = () =>
    deleteApplication.mutate(application.applicationId, {
      onSuccess: async () => {
        close();
        showSuccessToast('jobChange.toast.deleted');
        await navigate('/recruiter/candidates');
        await afterCommand();
      },
    });

  return (
    <>
      <Button variant="outlined" onClick={() => setDialog('move')} disabled={disabled || archived}>
        <FormattedMessage id="jobChange.action.moveToJob" />
      </Button>
      <Button variant="outlined" onClick={() => setDialog('add')} disabled={disabled}>
        <FormattedMessage id="jobChange.action.addToJob" />
      </Button>
      <Button variant="outlined" color="error" onClick={() => setDialog('delete')} disabled={disabled}>
        <FormattedMessage id="jobChange.action.delete" />
      </Button>
      {/* Mounted while open only: the job picker loads the company's jobs when it is needed. */}
      {dialog === 'move' && (
        <JobAndStageDialog
          open
          title={intl.formatMessage({ id: 'jobChange.move.title' }, { name })}
          confirmLabel={intl.formatMessage({ id: 'jobChange.move.confirm' })}
          excludedJobIds={[application.jobId]}
          busy={moveToJob.isPending}
          error={moveToJob.error}
          onClose={close}
          onConfirm={move}
        />
      )}
      {dialog === 'add' && (
        <JobAndStageDialog
          open
          title={intl.formatMessage({ id: 'jobChange.add.title' }, { name })}
          confirmLabel={intl.formatMessage({ id: 'jobChange.add.confirm' })}
          excludedJobIds={[application.jobId]}
          busy={addToJob.isPending}
          error={addToJob.error}
          onClose={close}
          onConfirm={add}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={intl.formatMessage({ id: 'jobChange.delete.title' }, { name, job: application.jobName })}
        busy={deleteApplication.isPending}
        error={deleteApplication.error ? errorText(intl, deleteApplication.error) : null}
        onConfirm={remove}
        onClose={close}
      />
    </>
  );
};
