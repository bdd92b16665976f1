import type { EntityManager } from 'typeorm';
import type { CustomFieldEntity as FieldEntity, CustomFieldRow, CustomFieldValueRow } from '@ats/domain/company-settings/custom-field-policies';
import { CustomFieldEntity, CustomFieldValueEntity } from './entities/custom-field.entity';

/** Loaders of custom fields and their responses for the policies and the lists: always of one company. */

const fieldRow = ({ createdAt: _createdAt, ...row }: CustomFieldEntity): CustomFieldRow => ({
  ...row,
  options: [...row.options],
  placements: [...row.placements],
});

/** The company's fields, deleted ones too, in the order they were made. */
export const companyCustomFields = async (
  manager: EntityManager,
  companyId: string,
  entity?: FieldEntity,
): Promise<CustomFieldRow[]> =>
  (
    await manager
      .getRepository(CustomFieldEntity)
      .find({ where: entity ? { companyId, entity } : { companyId }, order: { createdAt: 'ASC', name: 'ASC' } })
  ).map(fieldRow);

/** One field with a row lock for the rest of the transaction. */
export const lockCustomField = async (manager: EntityManager, id: string): Promise<CustomFieldRow | null> => {
  const row = await manager.getRepository(CustomFieldEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  return row && fieldRow(row);
};

/** An application's stored responses; locked when asked (a write decides on them). */
export const applicationCustomFieldValues = async (
  manager: EntityManager,
  companyId: string,
  applicationId: string,
  lock = false,
): Promise<CustomFieldValueRow[]> =>
  (
    await manager
      .getRepository(CustomFieldValueEntity)
      .find({ where: { companyId, applicationId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) })
  ).map((row) => ({ ...row, value: [...row.value] }));
