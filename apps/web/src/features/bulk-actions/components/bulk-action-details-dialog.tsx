import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { errorText } from '@ats/web/app/api/error-text';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { useBulkActionItems, useCancelBulkAction, type BulkActionStatus } from '@ats/web/app/api/bulk-actions-api';
import { bulkTitleId, bulkWaitingUntil, resultLink } from '@ats/web/app/format/bulk-action-text';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useUserTimeZone } from '@ats/web/app/format/user-time-zone';
import { useLocale } from '@ats/web/app/i18n/locale-context';

export type BulkActionDetailsDialogProps = { item: BulkActionStatus | null; onClose: () => void };

/**
 * 'View details' (spec 01 §2.7): the failed, completed and in-progress counts with 'View applications' links
 * to the list of each, why the others were not changed, and Cancel while the action runs or, sent later, waits
 * for its time (which it then names).
 */
const EMAILING_KINDS = new Set(['send-email', 'archive-change', 'progress-stage-change', 'job-change']);

export const BulkActionDetailsDialog = ({ item, onClose }: BulkActionDetailsDialogProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const timeZone = useUserTimeZone();
  const titleId = useId();
  const cancel = useCancelBulkAction();
  // Kinds that may e-mail candidates list the e-mails sent too: what an undo cannot take back.
  const mayEmail = item !== null && EMAILING_KINDS.has(item.kind);
  const notApplied = useBulkActionItems(item && (item.skippedCount > 0 || (mayEmail && item.completedCount > 0)) ? item.progressBarId : null);
  if (!item) return null;
  const title = intl.formatMessage({ id: bulkTitleId(item.notificationType) });
  const inProgress = Math.max(0, item.totalCount - item.completedCount - item.failedCount);
  const skipped = (notApplied.data?.items ?? []).filter((entry) => entry.outcome === 'SKIPPED');
  const emailed = (notApplied.data?.items ?? []).filter((entry) => entry.outcome === 'SUCCEEDED').length;
  const reasons = new Map<string, number>();
  for (const entry of skipped) reasons.set(entry.reason, (reasons.get(entry.reason) ?? 0) + 1);
  const row = (label: ReactNode, which: 'failed' | 'success' | null) => (
    <ListItem disableGutters sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography>{label}</Typography>
      {which && (
        <Link component={RouterLink} to={resultLink(item, which)} onClick={onClose}>
          <FormattedMessage id="bulk.details.viewApplications" />
        </Link>
      )}
    </ListItem>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="bulk.details.title" values={{ title, total: item.totalCount }} />
      </DialogTitle>
      <DialogContent>
        {bulkWaitingUntil(item) && (
          <Typography>
            <FormattedMessage id="bulk.progress.scheduledFor" values={{ date: formatDateTime(bulkWaitingUntil(item), language, timeZone) }} />
          </Typography>
        )}
        <List dense>
          {row(<FormattedMessage id="bulk.details.failed" values={{ count: item.failedCount, total: item.totalCount }} />, 'failed')}
          {row(<FormattedMessage id="bulk.details.completed" values={{ count: item.completedCount, total: item.totalCount }} />, 'success')}
          {row(<FormattedMessage id="bulk.details.inProgress" values={{ count: inProgress }} />, null)}
        </List>
        {skipped.length > 0 && (
          <Stack spacing={0.5} sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h3">
              <FormattedMessage id="bulk.details.skipped" values={{ count: skipped.length }} />
            </Typography>
            {/* Reasons as the server words them (the decider's messages), grouped with their counts. */}
            {[...reasons].map(([reason, count]) => (
              <Typography key={reason} variant="body2">
                {reason} ({count})
              </Typography>
            ))}
          </Stack>
        )}
        {emailed > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <FormattedMessage id="bulk.details.emailsSent" values={{ count: emailed }} />
          </Typography>
        )}
        {cancel.isError && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {errorText(intl, cancel.error)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {!item.finished && !item.cancelRequested && (
          <Button color="error" disabled={cancel.isPending} onClick={() => cancel.mutate(item.progressBarId)}>
            <FormattedMessage id="bulk.details.cancelAction" />
          </Button>
        )}
        <Button onClick={onClose}>
          <FormattedMessage id="bulk.details.cancel" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
