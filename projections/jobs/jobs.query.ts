import { In, Not, type EntityManager } from 'typeorm';
import type { JobKind, JobStatus } from '@ats/domain/jobs';
import { JobSummaryEntity } from './job-summary.entity';

export const findJob = (manager: EntityManager, companyId: string, jobId: string) =>
  manager.getRepository(JobSummaryEntity).findOneBy({ id: jobId, companyId });

/** The company's talent pools that are not deleted (spec 02 §2.2: at most one; the create handler keeps it so). */
export const liveTalentPoolIds = async (manager: EntityManager, companyId: string): Promise<string[]> =>
  (
    await manager.getRepository(JobSummaryEntity).find({
      where: { companyId, kind: 'TALENT_POOL', status: Not('DELETED') },
      select: { id: true },
    })
  ).map((job) => job.id);

/** The company's jobs, newest first; `jobIds` (when not null) restricts them to the jobs a caller sees. */
export const listJobsForPicker = async (manager: EntityManager, companyId: string, jobIds: string[] | null = null) =>
  (
    await manager.getRepository(JobSummaryEntity).find({
      where: jobIds === null ? { companyId } : { companyId, id: In(jobIds) },
      order: { createdAt: 'DESC' },
      select: { id: true, name: true, status: true },
    })
  ).map(({ id, name, status }) => ({ id, name, status }));

/** The ids of the company's jobs a user owns. */
export const jobIdsOwnedBy = async (manager: EntityManager, companyId: string, ownerId: string): Promise<string[]> =>
  (await manager.getRepository(JobSummaryEntity).find({ where: { companyId, ownerId }, select: { id: true } })).map((job) => job.id);

/** The company's jobs among `jobIds`, with their owner and pipeline (for job-scoped permissions). */
export const findJobsWithPipelines = (manager: EntityManager, companyId: string, jobIds: string[]) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : manager.getRepository(JobSummaryEntity).find({
        where: { companyId, id: In(jobIds) },
        select: { id: true, ownerId: true, stages: true },
      });

/** Every job of the company with its owner. */
export const listJobOwners = (manager: EntityManager, companyId: string) =>
  manager.getRepository(JobSummaryEntity).find({ where: { companyId }, select: { id: true, ownerId: true } });

/** What the jobs list narrows by (spec 02 §2.2); `jobIds` null means every job of the company. */
export type JobListFilter = {
  jobIds: string[] | null;
  search?: string;
  departmentIds?: string[];
  locationIds?: string[];
  ownerIds?: string[];
  recruiterIds?: string[];
  hiringManagerIds?: string[];
  publishedType?: 'careerPage' | 'employeePortal';
  visibility?: 'public' | 'confidential';
  publishedFrom?: string;
  publishedTo?: string;
};

export type JobListTab = 'DRAFT' | 'PUBLISHED' | 'CLOSED' | 'TALENT_POOL' | 'GENERAL_APPLICATIONS';

/** Where-clauses over `j` (rm_jobs) with numbered parameters after the company's ($1). */
const filterSql = (filter: JobListFilter) => {
  const clauses: string[] = ['j.company_id = $1'];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length + 1}`));
  };
  if (filter.jobIds !== null) add((n) => `j.id = ANY(${n}::uuid[])`, filter.jobIds);
  const search = filter.search?.trim();
  if (search) add((n) => `j.name ILIKE ${n}`, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const inList = (column: string, ids?: string[]) => {
    if (ids?.length) add((n) => `j.${column} = ANY(${n}::uuid[])`, ids);
  };
  inList('department_id', filter.departmentIds);
  inList('location_id', filter.locationIds);
  inList('owner_id', filter.ownerIds);
  inList('recruiter_id', filter.recruiterIds);
  inList('hiring_manager_id', filter.hiringManagerIds);
  if (filter.publishedType === 'careerPage') clauses.push('j.career_page');
  if (filter.publishedType === 'employeePortal') clauses.push('j.employee_portal');
  if (filter.visibility === 'confidential') clauses.push('j.confidential');
  if (filter.visibility === 'public') clauses.push('NOT j.confidential');
  if (filter.publishedFrom) add((n) => `j.published_at >= ${n}::date`, filter.publishedFrom);
  if (filter.publishedTo) add((n) => `j.published_at < ${n}::date + 1`, filter.publishedTo);
  return { where: clauses.join(' AND '), params };
};

/** Which tab a job shows in: talent pool and general applications whatever their status, other jobs by status. */
export const tabOf = (kind: JobKind, status: JobStatus): JobListTab | null =>
  kind === 'TALENT_POOL' || kind === 'GENERAL_APPLICATIONS' ? kind : status === 'DELETED' ? null : status;

const tabCounts = (groups: ReadonlyArray<{ kind: JobKind; status: JobStatus; n: number }>): Record<JobListTab, number> => {
  const counts: Record<JobListTab, number> = { DRAFT: 0, PUBLISHED: 0, CLOSED: 0, TALENT_POOL: 0, GENERAL_APPLICATIONS: 0 };
  for (const { kind, status, n } of groups) {
    const tab = tabOf(kind, status);
    if (tab) counts[tab] += Number(n);
  }
  return counts;
};

/** Recounts the tabs of the companies a batch touched, in the batch's transaction (rebuildable like the rows). */
export const recountTabs = async (manager: EntityManager, companyIds: string[]): Promise<void> => {
  if (companyIds.length === 0) return;
  await manager.query(`DELETE FROM rm_job_tab_counts WHERE company_id = ANY($1::uuid[])`, [companyIds]);
  await manager.query(
    `INSERT INTO rm_job_tab_counts (company_id, kind, status, jobs)
     SELECT company_id, kind, status, count(*) FROM rm_jobs WHERE company_id = ANY($1::uuid[]) GROUP BY company_id, kind, status`,
    [companyIds],
  );
};

/** Talent pool and general applications are tabs of their own whatever their status; the others are ordinary jobs by status. */
const TAB_SQL: Record<JobListTab, string> = {
  DRAFT: `j.kind = 'JOB' AND j.status = 'DRAFT'`,
  PUBLISHED: `j.kind = 'JOB' AND j.status = 'PUBLISHED'`,
  CLOSED: `j.kind = 'JOB' AND j.status = 'CLOSED'`,
  TALENT_POOL: `j.kind = 'TALENT_POOL'`,
  GENERAL_APPLICATIONS: `j.kind = 'GENERAL_APPLICATIONS'`,
};

export type JobListRow = {
  id: string;
  name: string;
  displayName: string;
  status: JobStatus;
  kind: JobKind;
  ownerId: string | null;
  ownerName: string | null;
  recruiterId: string | null;
  hiringManagerId: string | null;
  departmentId: string | null;
  departmentName: string | null;
  locationId: string | null;
  locationName: string | null;
  careerPage: boolean;
  employeePortal: boolean;
  confidential: boolean;
  activeCandidates: number;
  totalCandidates: number;
  publishedAt: Date | null;
  closedAt: Date | null;
  autoCloseOn: Date | null;
  createdAt: Date;
};

/** A page of one tab, newest first, with each tab's count under the same search and filters. */
export const listJobs = async (
  manager: EntityManager,
  companyId: string,
  filter: JobListFilter,
  tab: JobListTab,
  page: number,
  take: number,
): Promise<{ items: JobListRow[]; total: number; counts: Record<JobListTab, number> }> => {
  const { where, params } = filterSql(filter);
  // Nothing narrows the company's jobs: the counts the projection keeps answer without counting 10k rows.
  const groups = (await (params.length === 0 && where === 'j.company_id = $1'
    ? manager.query(`SELECT kind, status, jobs AS n FROM rm_job_tab_counts WHERE company_id = $1`, [companyId])
    : manager.query(`SELECT j.kind, j.status, count(*)::int AS n FROM rm_jobs j WHERE ${where} GROUP BY j.kind, j.status`, [
        companyId,
        ...params,
      ]))) as Array<{ kind: JobKind; status: JobStatus; n: number }>;
  const counts = tabCounts(groups);
  const limit = params.length + 2;
  const items = (await manager.query(
    `SELECT j.id, j.name, j.display_name AS "displayName", j.status, j.kind, j.owner_id AS "ownerId",
            CASE WHEN u.id IS NULL THEN NULL
                 WHEN u.deleted_at IS NOT NULL THEN u.first_name || ' ' || u.last_name || ' (Deleted User)'
                 ELSE u.first_name || ' ' || u.last_name END AS "ownerName",
            j.recruiter_id AS "recruiterId", j.hiring_manager_id AS "hiringManagerId",
            j.department_id AS "departmentId", d.name AS "departmentName", j.location_id AS "locationId", l.name AS "locationName",
            j.career_page AS "careerPage", j.employee_portal AS "employeePortal", j.confidential,
            coalesce(c.active, 0)::int AS "activeCandidates", coalesce(c.total, 0)::int AS "totalCandidates",
            j.published_at AS "publishedAt", j.closed_at AS "closedAt", j.auto_close_on AS "autoCloseOn", j.created_at AS "createdAt"
       FROM (SELECT * FROM rm_jobs j WHERE ${where} AND ${TAB_SQL[tab]}
              ORDER BY j.created_at DESC, j.id DESC LIMIT $${limit} OFFSET $${limit + 1}) j
       LEFT JOIN users u ON u.id = j.owner_id AND u.company_id = j.company_id
       LEFT JOIN departments d ON d.id = j.department_id AND d.company_id = j.company_id
       LEFT JOIN locations l ON l.id = j.location_id AND l.company_id = j.company_id
       LEFT JOIN LATERAL (
         SELECT count(*) FILTER (WHERE a.status = 'ACTIVE') AS active, count(*) AS total
           FROM rm_candidate_list a WHERE a.company_id = j.company_id AND a.job_id = j.id) c ON true
      ORDER BY j.created_at DESC, j.id DESC`,
    [companyId, ...params, take, (page - 1) * take],
  )) as JobListRow[];
  return { items, total: counts[tab], counts };
};

/** The departments, locations and people the company's visible jobs use, with their names, for the list's filters. */
export const jobFilterOptions = async (manager: EntityManager, companyId: string, jobIds: string[] | null) => {
  const scope = jobIds === null ? '' : 'AND j.id = ANY($2::uuid[])';
  const params = jobIds === null ? [companyId] : [companyId, jobIds];
  const options = (table: string, column: string, name: string) =>
    manager.query(
      `SELECT DISTINCT t.id, ${name} AS name FROM rm_jobs j JOIN ${table} t ON t.id = j.${column} AND t.company_id = j.company_id
        WHERE j.company_id = $1 ${scope} ORDER BY name`,
      params,
    ) as Promise<Array<{ id: string; name: string }>>;
  const person = `t.first_name || ' ' || t.last_name || CASE WHEN t.deleted_at IS NULL THEN '' ELSE ' (Deleted User)' END`;
  const [departments, locations, owners, recruiters, hiringManagers] = await Promise.all([
    options('departments', 'department_id', 't.name'),
    options('locations', 'location_id', 't.name'),
    options('users', 'owner_id', person),
    options('users', 'recruiter_id', person),
    options('users', 'hiring_manager_id', person),
  ]);
  return { departments, locations, owners, recruiters, hiringManagers };
};

/** How many applications (active or archived) a job has, and per stage: deleting either needs none. */
export const countJobApplications = async (manager: EntityManager, companyId: string, jobId: string, stageId?: string) => {
  const [row] = (await manager.query(
    `SELECT count(*)::int AS n FROM rm_candidate_list WHERE company_id = $1 AND job_id = $2 ${stageId ? 'AND stage_id = $3' : ''}`,
    stageId ? [companyId, jobId, stageId] : [companyId, jobId],
  )) as Array<{ n: number }>;
  return row?.n ?? 0;
};

/** Candidates per stage of a job, active and archived (spec 02 §4.3's counts the candidate list can answer). */
export const stageCounts = async (manager: EntityManager, companyId: string, jobId: string) =>
  (await manager.query(
    `SELECT stage_id AS "stageId", count(*)::int AS total,
            count(*) FILTER (WHERE status = 'ACTIVE')::int AS active, count(*) FILTER (WHERE status = 'ARCHIVED')::int AS archived
       FROM rm_candidate_list WHERE company_id = $1 AND job_id = $2 GROUP BY stage_id`,
    [companyId, jobId],
  )) as Array<{ stageId: string; total: number; active: number; archived: number }>;
