/**
 * The command id of a bulk action's item: the same on every retry of its activity, so the application stream takes
 * it once. An item's further commands (an undo restoring two things, the item's e-mail) add `:<suffix>`.
 */
export const bulkItemCommandId = (bulkActionId: string, applicationId: string) => `bulk-action:${bulkActionId}:${applicationId}`;

const ITEM_COMMAND = /^bulk-action:([0-9a-f-]{36}):[0-9a-f-]{36}(?::|$)/;

/** The bulk action whose item an event's command is (`bulkItemCommandId`, with any suffix), or null. */
export const bulkActionOfItemCommand = (commandId: string): string | null => ITEM_COMMAND.exec(commandId)?.[1] ?? null;
