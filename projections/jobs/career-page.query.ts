import type { EntityManager } from 'typeorm';
import type { ExistingJobState, PositionType, WorkType } from '@ats/domain/jobs';

/**
 * What the public career page shows (spec 03: /careers/:companyName and its job pages). Only published
 * jobs on the career page are listed; a confidential (unlisted) one opens by its link only; a closed one that
 * was on the career page answers as closed, so an old link tells the candidate the job is gone.
 */
export type CareerCompany = { id: string; name: string; careerName: string };

export type CareerJobSummary = {
  id: string;
  title: string;
  departmentName: string | null;
  locationName: string | null;
  positionType: PositionType | null;
  workType: WorkType | null;
  publishedAt: Date | null;
};

export type CareerJob = CareerJobSummary & {
  open: boolean;
  autoCloseOn: string | null;
  description: string;
  mustHaveRequirements: string;
  niceToHaveRequirements: string;
  keyRequirements: string;
  perksAndBenefits: string;
};

export const findCareerCompany = async (manager: EntityManager, careerName: string): Promise<CareerCompany | null> => {
  const [row] = (await manager.query(`SELECT id, name, career_name AS "careerName" FROM companies WHERE lower(career_name) = lower($1)`, [
    careerName,
  ])) as CareerCompany[];
  return row ?? null;
};

const SUMMARY_COLUMNS = `j.id, j.display_name AS title, d.name AS "departmentName", l.name AS "locationName",
  j.job->'details'->>'positionType' AS "positionType", j.job->'details'->>'workType' AS "workType", j.published_at AS "publishedAt"`;
const NAMES = `LEFT JOIN departments d ON d.id = j.department_id AND d.company_id = j.company_id
  LEFT JOIN locations l ON l.id = j.location_id AND l.company_id = j.company_id`;

/** A company's career-page name, for the links staff share (the public job page of a job). */
export const careerNameOf = async (manager: EntityManager, companyId: string): Promise<string | null> => {
  const [row] = (await manager.query(`SELECT career_name AS "careerName" FROM companies WHERE id = $1`, [companyId])) as Array<{
    careerName: string | null;
  }>;
  return row?.careerName ?? null;
};

/** The career page's filters (spec 03 §2.3 "open jobs list with search and filters"); empty means any. */
export type CareerJobFilters = {
  search: string;
  departmentId: string | null;
  locationId: string | null;
  workType: string | null;
  positionType: string | null;
};

export const NO_CAREER_FILTERS: CareerJobFilters = { search: '', departmentId: null, locationId: null, workType: null, positionType: null };

// The talent pool is not a job to list: the page offers to join it instead.
const LISTED = `j.company_id = $1 AND j.status = 'PUBLISHED' AND j.career_page AND NOT j.confidential AND j.kind <> 'TALENT_POOL'`;

/** The company's talent pool when it is published on the career page: candidates may join it from there. */
export const careerTalentPool = async (manager: EntityManager, companyId: string): Promise<string | null> => {
  const [row] = (await manager.query(
    `SELECT id FROM rm_jobs WHERE company_id = $1 AND kind = 'TALENT_POOL' AND status = 'PUBLISHED' AND career_page LIMIT 1`,
    [companyId],
  )) as Array<{ id: string }>;
  return row?.id ?? null;
};

/** The company's open, listed career-page jobs, newest first, searched by title and filtered. */
export const listCareerJobs = async (manager: EntityManager, companyId: string, filters: CareerJobFilters, page: number, take: number) => {
  const where = `${LISTED}
    AND ($2 = '' OR j.display_name ILIKE '%' || $2 || '%' OR j.name ILIKE '%' || $2 || '%')
    AND ($3::uuid IS NULL OR j.department_id = $3) AND ($4::uuid IS NULL OR j.location_id = $4)
    AND ($5::text IS NULL OR j.job->'details'->>'workType' = $5) AND ($6::text IS NULL OR j.job->'details'->>'positionType' = $6)`;
  const term = filters.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  const parameters = [companyId, term, filters.departmentId, filters.locationId, filters.workType, filters.positionType];
  const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM rm_jobs j WHERE ${where}`, parameters)) as Array<{
    total: number;
  }>;
  const items = (await manager.query(
    `SELECT ${SUMMARY_COLUMNS} FROM rm_jobs j ${NAMES} WHERE ${where}
      ORDER BY j.published_at DESC NULLS LAST, j.id LIMIT $7 OFFSET $8`,
    [...parameters, take, (page - 1) * take],
  )) as CareerJobSummary[];
  return { items, total };
};

export type CareerFilterOption = { id: string; name: string };

/** The departments and locations the company's listed jobs are in: what the career page's filters offer. */
export const careerJobFilterOptions = async (manager: EntityManager, companyId: string) => {
  const options = (column: 'department_id' | 'location_id', table: 'departments' | 'locations') =>
    manager.query(
      `SELECT DISTINCT t.id, t.name FROM rm_jobs j JOIN ${table} t ON t.id = j.${column} AND t.company_id = j.company_id
        WHERE ${LISTED} ORDER BY t.name`,
      [companyId],
    ) as Promise<CareerFilterOption[]>;
  return { departments: await options('department_id', 'departments'), locations: await options('location_id', 'locations') };
};

/** A company by id, for the public jobs API keyed by company ID (spec 03 §2.4). */
export const findCareerCompanyById = async (manager: EntityManager, companyId: string): Promise<(Omit<CareerCompany, 'careerName'> & { careerName: string | null }) | null> => {
  const [row] = (await manager.query(`SELECT id, name, career_name AS "careerName" FROM companies WHERE id = $1`, [companyId])) as Array<
    Omit<CareerCompany, 'careerName'> & { careerName: string | null }
  >;
  return row ?? null;
};

/** One job as its public page shows it; null when it is not (and never was) on the career page. */
export const findCareerJob = async (manager: EntityManager, companyId: string, jobId: string): Promise<CareerJob | null> => {
  const [row] = (await manager.query(
    `SELECT ${SUMMARY_COLUMNS}, j.status, j.job FROM rm_jobs j ${NAMES}
      WHERE j.company_id = $1 AND j.id = $2 AND j.status IN ('PUBLISHED', 'CLOSED')
        AND coalesce((j.job->'publication'->>'careerPage')::boolean, false)`,
    [companyId, jobId],
  )) as Array<CareerJobSummary & { status: string; job: ExistingJobState }>;
  if (!row) return null;
  const { status, job, ...summary } = row;
  const { details } = job;
  return {
    ...summary,
    open: status === 'PUBLISHED',
    autoCloseOn: job.autoCloseOn,
    description: details.description,
    mustHaveRequirements: details.mustHaveRequirements,
    niceToHaveRequirements: details.niceToHaveRequirements,
    keyRequirements: details.keyRequirements,
    perksAndBenefits: details.perksAndBenefits,
  };
};
