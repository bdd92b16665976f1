import type { IntlShape } from 'react-intl';
import { progressText } from '@ats/domain/bulk-actions/bulk-action.display';
import type { MessageId } from '../i18n/messages';
import type { BulkActionStatus } from '../api/bulk-actions-api';

const TITLED = new Set([
  'BULK_SEND_EMAIL',
  'BULK_ARCHIVE',
  'BULK_UNARCHIVE',
  'BULK_PARSE_CV',
  'BULK_PROGRESS_CANDIDATES',
  'BULK_SCHEDULE_INTERVIEW',
  'BULK_SCORE_CVS',
]);

/** The panel's title per kind (spec 01 §9); anything else reads 'Bulk action'. */
export const bulkTitleId = (notificationType: string): MessageId =>
  (TITLED.has(notificationType) ? `bulk.title.${notificationType}` : 'bulk.title.BULK_ACTION') as MessageId;

/** 'X of Y', '{total} in progress', '(N Failed)' (spec 01 §4.10), in the reader's language. */
export const bulkProgressText = (intl: IntlShape, item: BulkActionStatus): string => {
  const text = progressText(item);
  const parts: string[] = [];
  if (text.main === 'of') parts.push(intl.formatMessage({ id: 'bulk.progress.of' }, { completed: item.completedCount, total: item.totalCount }));
  if (text.main === 'inProgress') parts.push(intl.formatMessage({ id: 'bulk.progress.inProgress' }, { total: item.totalCount }));
  if (text.failed !== null) parts.push(intl.formatMessage({ id: 'bulk.progress.failed' }, { count: text.failed }));
  return parts.join(' ');
};

/**
 * The time a bulk action sent later waits for, while it waits (nothing processed, not finished, not being
 * cancelled); null otherwise.
 */
export const bulkWaitingUntil = (item: BulkActionStatus): string | null =>
  item.scheduledAt && !item.finished && !item.cancelRequested && item.completedCount + item.failedCount === 0 ? item.scheduledAt : null;

/** The action's link with bulkActionApplications=failed|success (spec 01 §2.1, §2.7). */
export const resultLink = (item: Pick<BulkActionStatus, 'link' | 'kind'>, which: 'failed' | 'success'): string => {
  // Archived applications are on the list's Archived tab.
  const tab = which === 'success' && item.kind === 'archive-change' ? '&active=false' : '';
  return `${item.link}${item.link.includes('?') ? '&' : '?'}bulkActionApplications=${which}${tab}`;
};
