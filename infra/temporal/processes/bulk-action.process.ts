import { bulkActionStartsAt, type BulkActionCancelRequested, type BulkActionRequested } from '@ats/domain/bulk-actions';
import { cancelBulkActionSignal } from '@ats/workflows/bulk-action.signals';
import { bulkActionWorkflowId, type BulkActionInput } from '@ats/workflows/bulk-action.types';
import { runBulkAction } from '@ats/workflows/bulk-action.workflow';
import { defineProcess } from '../process-declaration';
import { ATS_USER_ID } from '../search-attributes';

type BulkActionProcessEvent = BulkActionRequested | BulkActionCancelRequested;

/**
 * Bulk actions (spec 02 §2.14): a request starts one workflow `bulk-action:<id>`, searchable by company and by
 * the user who asked (AtsUserId); a cancel signals it, so it stops before its next chunk (or, for an e-mail sent
 * later, while it waits for its time, before any).
 */
export const bulkActionProcess = defineProcess<BulkActionProcessEvent, typeof runBulkAction>({
  name: 'bulk-action',
  workflow: runBulkAction,
  canHandle: ['BulkActionRequested', 'BulkActionCancelRequested'],
  async on(event, steps) {
    const workflowId = bulkActionWorkflowId(event.data.bulkActionId);
    if (event.type === 'BulkActionCancelRequested') return [steps.signal(workflowId, cancelBulkActionSignal)];
    const input: BulkActionInput = {
      companyId: event.metadata.companyId,
      bulkActionId: event.data.bulkActionId,
      applicationIds: event.data.applicationIds,
      startAt: bulkActionStartsAt(event.data.kind, event.data.parameters),
    };
    return [
      steps.start(workflowId, [input], {
        searchAttributes: [{ key: ATS_USER_ID, value: event.data.requester.userId }],
        memo: { kind: event.data.kind, items: event.data.applicationIds.length, undoOf: event.data.undoOf },
      }),
    ];
  },
});
