import { defineSignal } from '@temporalio/workflow';

/** The user cancelled the bulk action: the items not yet processed are left as they are. */
export const cancelBulkActionSignal = defineSignal('cancelBulkAction');
