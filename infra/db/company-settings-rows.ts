import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type {
  ArchivalReasonRow,
  DepartmentRow,
  HeadCandidate,
  LocationRow,
  PipelineTemplateRow,
} from '@ats/domain/company-settings';
import { defaultPipelineTemplate } from '@ats/domain/company-settings/pipeline-template-policies';
import { recordAudit } from './audited';
import { ArchivalReasonEntity } from './entities/archival-reason.entity';
import { DepartmentEntity, LocationEntity, PipelineTemplateEntity } from './entities/company-settings.entity';
import { UserEntity } from './entities/user.entity';

/**
 * Loaders of company-settings rows for their policies (infra/db/relational-write.ts) and their lists, and the
 * counts that decide whether a row may go: jobs of the jobs read model naming it, candidates in those jobs.
 * `lock…` take a row lock for the rest of the transaction. Lists and counts are always of one company.
 */

const LOCK = { mode: 'pessimistic_write' } as const;

const location = ({ id, companyId, name }: LocationEntity): LocationRow => ({ id, companyId, name });
const department = ({ id, companyId, name, headOfDepartmentId }: DepartmentEntity): DepartmentRow => ({
  id,
  companyId,
  name,
  headOfDepartmentId,
});
const template = ({ id, companyId, name, stageNames, isDefault }: PipelineTemplateEntity): PipelineTemplateRow => ({
  id,
  companyId,
  name,
  stageNames: [...stageNames],
  isDefault,
});
const reason = ({ id, companyId, text, isDefault }: ArchivalReasonEntity): ArchivalReasonRow => ({
  id,
  companyId,
  text,
  isDefault,
});

export const companyLocations = async (manager: EntityManager, companyId: string): Promise<LocationRow[]> =>
  (await manager.getRepository(LocationEntity).find({ where: { companyId }, order: { name: 'ASC' } })).map(location);

export const lockLocation = async (manager: EntityManager, id: string): Promise<LocationRow | null> => {
  const row = await manager.getRepository(LocationEntity).findOne({ where: { id }, lock: LOCK });
  return row && location(row);
};

export const companyDepartments = async (manager: EntityManager, companyId: string): Promise<DepartmentRow[]> =>
  (await manager.getRepository(DepartmentEntity).find({ where: { companyId }, order: { name: 'ASC' } })).map(
    department,
  );

export const lockDepartment = async (manager: EntityManager, id: string): Promise<DepartmentRow | null> => {
  const row = await manager.getRepository(DepartmentEntity).findOne({ where: { id }, lock: LOCK });
  return row && department(row);
};

/** The user a department names as head, of whatever company (the policy checks it is the caller's). */
export const findHeadCandidate = async (
  manager: EntityManager,
  id: string | null | undefined,
): Promise<HeadCandidate | null> => {
  if (!id) return null;
  const user = await manager.getRepository(UserEntity).findOneBy({ id });
  return user && { id: user.id, companyId: user.companyId, deletedAt: user.deletedAt };
};

export const companyPipelineTemplates = async (
  manager: EntityManager,
  companyId: string,
): Promise<PipelineTemplateRow[]> =>
  (
    await manager.getRepository(PipelineTemplateEntity).find({
      where: { companyId },
      order: { isDefault: 'DESC', createdAt: 'ASC', name: 'ASC' },
    })
  ).map(template);

export const lockPipelineTemplate = async (manager: EntityManager, id: string): Promise<PipelineTemplateRow | null> => {
  const row = await manager.getRepository(PipelineTemplateEntity).findOne({ where: { id }, lock: LOCK });
  return row && template(row);
};

export const companyArchivalReasons = async (manager: EntityManager, companyId: string): Promise<ArchivalReasonRow[]> =>
  (
    await manager
      .getRepository(ArchivalReasonEntity)
      .find({ where: { companyId }, order: { isDefault: 'DESC', text: 'ASC' } })
  ).map(reason);

export const lockArchivalReason = async (manager: EntityManager, id: string): Promise<ArchivalReasonRow | null> => {
  const row = await manager.getRepository(ArchivalReasonEntity).findOne({ where: { id }, lock: LOCK });
  return row && reason(row);
};

type CountRow = { key: string; count: number };

const countsBy = async (manager: EntityManager, sql: string, parameters: unknown[]): Promise<Map<string, number>> => {
  const rows: CountRow[] = await manager.query(sql, parameters);
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
};

/** Jobs of the company (jobs read model) per location, department or pipeline template; deleted jobs left out. */
export const jobCountsBy = (
  manager: EntityManager,
  companyId: string,
  column: 'location_id' | 'department_id' | 'pipeline_template_id',
): Promise<Map<string, number>> =>
  countsBy(
    manager,
    `SELECT ${column}::text AS key, count(*)::int AS count FROM rm_jobs
      WHERE company_id = $1 AND ${column} IS NOT NULL AND status <> 'DELETED' GROUP BY ${column}`,
    [companyId],
  );

/**
 * Candidates (applications of the candidate list) in the company's jobs, per pipeline template of the job;
 * deleted jobs left out.
 */
export const candidateCountsByTemplate = (manager: EntityManager, companyId: string): Promise<Map<string, number>> =>
  countsBy(
    manager,
    `SELECT job.pipeline_template_id::text AS key, count(*)::int AS count
       FROM rm_candidate_list candidate JOIN rm_jobs job ON job.id = candidate.job_id AND job.company_id = $1
      WHERE candidate.company_id = $1 AND job.pipeline_template_id IS NOT NULL AND job.status <> 'DELETED'
      GROUP BY job.pipeline_template_id`,
    [companyId],
  );

/** Archived applications of the company per archival reason text (the candidate list keeps the text). */
export const archivedCountsByReason = (manager: EntityManager, companyId: string): Promise<Map<string, number>> =>
  countsBy(
    manager,
    `SELECT archival_reason AS key, count(*)::int AS count FROM rm_candidate_list
      WHERE company_id = $1 AND status = 'ARCHIVED' AND archival_reason IS NOT NULL GROUP BY archival_reason`,
    [companyId],
  );

/**
 * Gives a company its default stage pipeline template, audited as created by `actorId`: when a company is made
 * (self-serve sign-up, the seed). Idempotent: a company that has a default keeps it.
 */
export const seedDefaultPipelineTemplate = async (
  manager: EntityManager,
  companyId: string,
  actorId: string,
): Promise<void> => {
  if (await manager.getRepository(PipelineTemplateEntity).existsBy({ companyId, isDefault: true })) return;
  const row = defaultPipelineTemplate(companyId, randomUUID());
  await manager.getRepository(PipelineTemplateEntity).insert(row);
  await recordAudit(manager, {
    companyId,
    actorId,
    entity: 'pipeline-template',
    entityId: row.id,
    action: 'create',
    before: null,
    after: row,
  });
};
