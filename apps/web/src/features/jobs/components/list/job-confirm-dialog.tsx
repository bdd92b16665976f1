import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { ConfirmKind, JobActions } from '../../hooks/use-job-actions';

const TEXT: Record<ConfirmKind, { title: MessageId; body: MessageId; confirm: MessageId; danger: boolean }> = {
  delete: {
    title: 'jobs.confirm.delete.title',
    body: 'jobs.confirm.delete.body',
    confirm: 'common.delete',
    danger: true,
  },
  close: {
    title: 'jobs.confirm.close.title',
    body: 'jobs.confirm.close.body',
    confirm: 'jobs.action.close',
    danger: true,
  },
  publish: {
    title: 'jobs.confirm.republish.title',
    body: 'jobs.confirm.republish.body',
    confirm: 'jobs.action.publish',
    danger: false,
  },
  republish: {
    title: 'jobs.confirm.republish.title',
    body: 'jobs.confirm.republish.body',
    confirm: 'jobs.action.republish',
    danger: false,
  },
};

export type JobConfirmDialogProps = { actions: JobActions };

/** Delete, close and republish ('publish this job again') ask first; a refusal stays in the dialog. */
export const JobConfirmDialog = ({ actions }: JobConfirmDialogProps) => {
  const intl = useIntl();
  const { pending } = actions;
  const text = TEXT[pending?.kind ?? 'delete'];
  const name = pending?.job.name ?? '';
  return (
    <ConfirmDialog
      open={pending !== null}
      title={intl.formatMessage({ id: text.title }, { name })}
      description={intl.formatMessage({ id: text.body }, { name })}
      confirmLabel={intl.formatMessage({ id: text.confirm })}
      danger={text.danger}
      busy={actions.busy}
      error={actions.error}
      onConfirm={actions.confirm}
      onClose={actions.close}
    />
  );
};
