import type { EntityManager } from 'typeorm';
import type { OfferTemplateRow } from '@ats/domain/offer-templates/offer-template-policies';
import { OfferLetterTemplateEntity } from './entities/offer-letter-template.entity';

/** Loaders of offer letter template rows for their policies and queries; `lockOfferTemplate` takes a row lock. */

const row = (entity: OfferLetterTemplateEntity): OfferTemplateRow => ({
  id: entity.id,
  companyId: entity.companyId,
  name: entity.name,
  letterBlobId: entity.letterBlobId,
  letterFileName: entity.letterFileName,
  letterSizeBytes: entity.letterSizeBytes,
  placeholders: entity.placeholders,
  updatedBy: entity.updatedBy,
  updatedAt: entity.updatedAt,
});

export const companyOfferTemplates = async (manager: EntityManager, companyId: string): Promise<OfferTemplateRow[]> =>
  (await manager.getRepository(OfferLetterTemplateEntity).find({ where: { companyId }, order: { name: 'ASC' } })).map(row);

export const offerTemplate = async (manager: EntityManager, id: string): Promise<OfferTemplateRow | null> => {
  const found = await manager.getRepository(OfferLetterTemplateEntity).findOne({ where: { id } });
  return found && row(found);
};

export const lockOfferTemplate = async (manager: EntityManager, id: string): Promise<OfferTemplateRow | null> => {
  const found = await manager
    .getRepository(OfferLetterTemplateEntity)
    .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  return found && row(found);
};
