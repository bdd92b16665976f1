import { Not, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { whereCvTextMatches, type CvSearch } from '../cv-texts/cv-texts.query';
import { CandidateListRowEntity } from './candidate-list-row.entity';
import { applyCandidateListCriteria, type CandidateListCriteria } from './candidate-list-filters';
import {
  countUpTo,
  groupCounts,
  pageOfRows,
  type CandidateListGroup,
  type CandidateListGrouping,
  type CandidateListSort,
  type SortOrder,
} from './candidate-list-grouping';

export type CandidateListFilter = {
  companyId: string;
  /** The jobs the caller may see (authorisation); unset or null means all of the company's. */
  jobIds?: string[] | null;
  /** The jobs the caller picked in the filter. */
  jobRoleIds?: string[];
  stages?: string[];
  active: boolean;
  nameOrEmail?: string;
  /** Over the text of the applications' CVs (rm_cv_texts). */
  cvSearch?: CvSearch;
  page: number;
  take: number;
  sort?: CandidateListSort;
  order?: SortOrder;
  groupByValue?: CandidateListGrouping;
} & CandidateListCriteria;

/**
 * Counts stop here: beyond it a tab's count is answered as `{ count: COUNT_CAP, capped: true }` ("10,000+"), as an
 * exact count over a million matching rows costs a read of every one of them on every page.
 */
export const COUNT_CAP = 10_000;

/** A tab's count; `capped`: there are more than `count` (counting stopped at the cap). */
export type SearchCount = { count: number; capped: boolean };

export type CandidateListPage = {
  items: CandidateListRowEntity[];
  /** The tab's count (its SearchCount's; at most the cap). */
  total: number;
  page: number;
  take: number;
  activeSearchCount: SearchCount;
  archivedSearchCount: SearchCount;
  /** The tab's groups under `groupByValue`, in the rows' order; empty when not grouped. */
  groups: CandidateListGroup[];
};

// LIKE wildcards typed by a user are literal characters.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Every filter but active/archived: the tab counts share it. */
export const filtered = (manager: EntityManager, filter: CandidateListFilter): SelectQueryBuilder<CandidateListRowEntity> => {
  const query = manager
    .getRepository(CandidateListRowEntity)
    .createQueryBuilder('row')
    .where('row.company_id = :companyId', { companyId: filter.companyId });
  if (filter.jobIds) {
    if (filter.jobIds.length === 0) query.andWhere('FALSE');
    else query.andWhere('row.job_id IN (:...jobIds)', { jobIds: filter.jobIds });
  }
  if (filter.jobRoleIds?.length) query.andWhere('row.job_id IN (:...jobRoleIds)', { jobRoleIds: filter.jobRoleIds });
  if (filter.stages?.length) query.andWhere('row.stage_id IN (:...stages)', { stages: filter.stages });
  const search = filter.nameOrEmail?.trim();
  if (search) {
    query.andWhere(
      `((row.first_name || ' ' || row.last_name) ILIKE :search OR row.email ILIKE :search)`,
      { search: `%${escapeLike(search)}%` },
    );
  }
  whereCvTextMatches(query, 'row', filter.cvSearch);
  return applyCandidateListCriteria(query, filter);
};

export const queryCandidateList = async (
  manager: EntityManager,
  filter: CandidateListFilter,
  cap = COUNT_CAP,
): Promise<CandidateListPage> => {
  const count = (status: string) => countUpTo(filtered(manager, filter).andWhere('row.status = :countStatus', { countStatus: status }), cap);
  const active = await count('ACTIVE');
  const archived = await count('ARCHIVED');
  const inTabCount = filter.active ? active : archived;
  const tab = { status: filter.active ? 'ACTIVE' : 'ARCHIVED' };
  const grouping = filter.groupByValue ?? 'none';
  const inTab = () => filtered(manager, filter).andWhere('row.status = :status', tab);
  const groups = await groupCounts(inTab, grouping, inTabCount.capped ? cap : null);
  const items = await pageOfRows(inTab, grouping, groups, filter.sort ?? 'lastActivityAt', filter.order ?? 'DESC', {
    offset: (filter.page - 1) * filter.take,
    limit: filter.take,
  });
  return {
    items,
    total: inTabCount.count,
    page: filter.page,
    take: filter.take,
    activeSearchCount: active,
    archivedSearchCount: archived,
    groups,
  };
};

/**
 * The first `limit` application ids of the filter's tab in the list's own order: a bulk action's 'Select top 500'
 * (spec 01 §9) takes what the recruiter sees, not an arbitrary 500.
 */
export const topApplicationIds = async (manager: EntityManager, filter: Omit<CandidateListFilter, 'page' | 'take'>, limit: number): Promise<string[]> => {
  const tab = { status: filter.active ? 'ACTIVE' : 'ARCHIVED' };
  const rows = await pageOfRows(() => filtered(manager, { ...filter, page: 1, take: limit }).andWhere('row.status = :status', tab), 'none', [], filter.sort ?? 'lastActivityAt', filter.order ?? 'DESC', {
    offset: 0,
    limit,
  });
  return rows.map((row) => row.applicationId);
};

export const findCandidateListRow = (manager: EntityManager, companyId: string, applicationId: string) =>
  manager.getRepository(CandidateListRowEntity).findOneBy({ companyId, applicationId });

/** Whether the candidate has an application in the job other than `exceptApplicationId` (one per candidate and job). */
export const candidateHasApplicationInJob = async (
  manager: EntityManager,
  companyId: string,
  candidateId: string,
  jobId: string,
  exceptApplicationId: string | null,
): Promise<boolean> =>
  (await manager.getRepository(CandidateListRowEntity).countBy({ companyId, candidateId, jobId, ...(exceptApplicationId ? { applicationId: Not(exceptApplicationId) } : {}) })) > 0;

/** How many active candidates (applications) a team member owns: a member who owns any is not deleted. */
export const countActiveCandidatesOwnedBy = async (
  manager: EntityManager,
  companyId: string,
  ownerId: string,
): Promise<number> => {
  const owned: Array<{ count: string }> = await manager.query(
    `SELECT count(*) AS count FROM rm_candidate_list WHERE company_id = $1 AND owner_id = $2 AND status = 'ACTIVE'`,
    [companyId, ownerId],
  );
  return Number(owned[0].count);
};

/** Up to `limit` of a job's applications (active or archived) in any of `stageIds`, oldest first. */
export const applicationsInStages = (manager: EntityManager, companyId: string, jobId: string, stageIds: string[], limit: number) =>
  manager.query(
    `SELECT application_id AS "applicationId", stage_id AS "stageId" FROM rm_candidate_list
      WHERE company_id = $1 AND job_id = $2 AND stage_id = ANY($3::text[]) ORDER BY applied_at, application_id LIMIT $4`,
    [companyId, jobId, stageIds, limit],
  ) as Promise<Array<{ applicationId: string; stageId: string }>>;

// The API reads the read model through this file: the filter object's types and values it validates against.
export { STAGE_STATUSES, type StageStatus } from './stage-status';
export {
  CANDIDATE_LIST_GROUPINGS,
  CANDIDATE_LIST_SORTS,
  DEFAULT_GROUPING,
  type CandidateListGroup,
  type CandidateListGrouping,
  type CandidateListSort,
  type SortOrder,
} from './candidate-list-grouping';
export type { CandidateListCriteria, CandidateResponseFilter, CustomFieldResponseFilter, DateRange, PermittedStages } from './candidate-list-filters';
