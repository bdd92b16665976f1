import { In, type EntityManager } from 'typeorm';
import type { AgencyRow, AssignableJob } from '@ats/domain/company-settings/agency-policies';
import { JobSummaryEntity } from '@ats/projections/jobs/job-summary.entity';
import { AgencyEntity } from './entities/agency.entity';

/**
 * Loaders of agencies for their policies and lists, and the jobs assigned to them as the jobs read model has
 * folded the jobs' streams (the one place assignments are kept). Always of one company.
 */

const agency = ({ id, companyId, name, contactName, contactEmail, invitationSubject, invitationBody }: AgencyEntity): AgencyRow => ({
  id,
  companyId,
  name,
  contactName,
  contactEmail,
  invitationSubject,
  invitationBody,
});

export const companyAgencies = async (manager: EntityManager, companyId: string): Promise<AgencyRow[]> =>
  (await manager.getRepository(AgencyEntity).find({ where: { companyId }, order: { name: 'ASC' } })).map(agency);

export const lockAgency = async (manager: EntityManager, id: string): Promise<AgencyRow | null> => {
  const row = await manager.getRepository(AgencyEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  return row && agency(row);
};

/** The company's agencies among `ids` (another company's id is simply not there). */
export const agenciesByIds = async (manager: EntityManager, companyId: string, ids: readonly string[]): Promise<AgencyRow[]> =>
  ids.length ? (await manager.getRepository(AgencyEntity).findBy({ companyId, id: In([...ids]) })).map(agency) : [];

/** The company's jobs among `ids` that an agency may be assigned to: any but deleted ones. */
export const assignableJobs = async (manager: EntityManager, companyId: string, ids: readonly string[]): Promise<AssignableJob[]> =>
  ids.length
    ? (
        await manager
          .getRepository(JobSummaryEntity)
          .createQueryBuilder('job')
          .select('job.id', 'id')
          .where('job.company_id = :companyId AND job.id IN (:...ids)', { companyId, ids: [...new Set(ids)] })
          .andWhere(`job.status <> 'DELETED'`)
          .getRawMany<AssignableJob>()
      ).map(({ id }) => ({ id }))
    : [];

export type AssignedJob = { id: string; name: string; agencyId: string };

/** The jobs each of the company's agencies (or of `agencyIds`) is assigned to, from the jobs read model. */
export const jobsAssignedToAgencies = (
  manager: EntityManager,
  companyId: string,
  agencyIds?: readonly string[],
): Promise<AssignedJob[]> =>
  manager.query(
    `SELECT job.id, job.display_name AS name, assigned.agency_id AS "agencyId"
       FROM rm_jobs job
       CROSS JOIN LATERAL jsonb_array_elements_text(COALESCE(job.job->'agencyIds', '[]'::jsonb)) AS assigned(agency_id)
      WHERE job.company_id = $1 AND job.status <> 'DELETED' AND ($2::text[] IS NULL OR assigned.agency_id = ANY($2::text[]))
      ORDER BY job.display_name, job.id`,
    [companyId, agencyIds ? [...agencyIds] : null],
  );
