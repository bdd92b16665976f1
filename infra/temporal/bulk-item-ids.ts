import { bulkItemCommandId } from '@ats/domain/bulk-actions/bulk-item-command';
import { derivedUuid } from '../commands/derived-id';

/** A UUID for what a bulk action's item creates (a comment): derived from its command id, so a retry creates the same one. */
export const bulkItemId = (commandId: string) => derivedUuid(`bulk-item:${commandId}`);

/**
 * The id of the e-mail a bulk e-mail's item sends: known before it is sent, so the candidate's Emails tab shows a
 * bulk e-mail sent later under the id its e-mail will have.
 */
export const bulkItemEmailId = (bulkActionId: string, applicationId: string) => bulkItemId(`${bulkItemCommandId(bulkActionId, applicationId)}:email`);
