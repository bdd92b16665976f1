import type { EntityManager } from 'typeorm';
import type { ApplicationDeleted } from '@ats/domain/applications';
import type { RecordedEvent } from '@ats/domain/shared';

/**
 * A read model of an application's parts (comments, files, CV texts) drops the rows of an application deleted
 * in the batch (spec 02 §4.4 'delete'). ApplicationDeleted is its stream's last event that any of them handles,
 * so the batch's other events are folded first and the rows they wrote go with the rest.
 */
export const dropDeletedApplications =
  <E extends { type: string }>(table: string, handle: (events: ReadonlyArray<RecordedEvent & E>, manager: EntityManager) => Promise<void>) =>
  async (events: ReadonlyArray<RecordedEvent & (E | ApplicationDeleted)>, manager: EntityManager): Promise<void> => {
    const isDeletion = (event: RecordedEvent & (E | ApplicationDeleted)): event is RecordedEvent & ApplicationDeleted =>
      event.type === 'ApplicationDeleted';
    const deleted = events.filter(isDeletion).map((event) => event.data.applicationId);
    const others = events.filter((event) => !isDeletion(event)) as Array<RecordedEvent & E>;
    if (others.length > 0) await handle(others, manager);
    if (deleted.length > 0) await manager.query(`DELETE FROM ${table} WHERE application_id = ANY($1::uuid[])`, [deleted]);
  };
