import type { EntityManager } from 'typeorm';
import { DepartmentEntity, LocationEntity, PipelineTemplateEntity } from './entities/company-settings.entity';

/**
 * Company settings as other contexts read them (jobs name a location, a department and a pipeline
 * template). Every lookup is scoped by company: another company's id answers null, as an unknown one does.
 */

export type PipelineTemplateSummary = { id: string; name: string; stageNames: string[] };
export type LocationSummary = { id: string; name: string };
export type DepartmentSummary = { id: string; name: string; headOfDepartmentId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const findPipelineTemplate = async (
  manager: EntityManager,
  companyId: string,
  templateId: string,
): Promise<PipelineTemplateSummary | null> => {
  if (!UUID.test(templateId)) return null;
  const row = await manager.getRepository(PipelineTemplateEntity).findOneBy({ id: templateId, companyId });
  return row && { id: row.id, name: row.name, stageNames: [...row.stageNames] };
};

export const findDefaultPipelineTemplate = async (
  manager: EntityManager,
  companyId: string,
): Promise<PipelineTemplateSummary | null> => {
  const row = await manager.getRepository(PipelineTemplateEntity).findOneBy({ companyId, isDefault: true });
  return row && { id: row.id, name: row.name, stageNames: [...row.stageNames] };
};

export const findLocation = async (
  manager: EntityManager,
  companyId: string,
  id: string,
): Promise<LocationSummary | null> => {
  if (!UUID.test(id)) return null;
  const row = await manager.getRepository(LocationEntity).findOneBy({ id, companyId });
  return row && { id: row.id, name: row.name };
};

export const findDepartment = async (
  manager: EntityManager,
  companyId: string,
  id: string,
): Promise<DepartmentSummary | null> => {
  if (!UUID.test(id)) return null;
  const row = await manager.getRepository(DepartmentEntity).findOneBy({ id, companyId });
  return row && { id: row.id, name: row.name, headOfDepartmentId: row.headOfDepartmentId };
};
