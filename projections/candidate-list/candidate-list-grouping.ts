import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** The list's sort keys (spec 02 §3.9 `sort`) and their columns; ties broken by the application's id. */
export const CANDIDATE_LIST_SORTS = {
  lastActivityAt: ['row.last_activity_at'],
  appliedAt: ['row.applied_at'],
  name: ['lower(row.first_name)', 'lower(row.last_name)'],
  jobName: ['lower(row.job_name)'],
  stageName: ['lower(row.stage_name)'],
} as const;
export type CandidateListSort = keyof typeof CANDIDATE_LIST_SORTS;
export type SortOrder = 'ASC' | 'DESC';

/**
 * Group-by values of the list (spec 02 §2.11, default jobStatus): the rows come ordered by group, and the
 * answer counts each group of the tab. Job status is read through the job, so that grouping joins the jobs.
 */
export const CANDIDATE_LIST_GROUPINGS = {
  jobStatus: {
    key: 'job.status',
    label: 'job.status',
    order: [`CASE job.status WHEN 'PUBLISHED' THEN 0 WHEN 'DRAFT' THEN 1 ELSE 2 END`],
    joinsJob: true,
  },
  job: { key: 'row.job_id', label: 'min(row.job_name)', order: ['row.job_name', 'row.job_id'], joinsJob: false },
  status: {
    key: 'row.stage_status',
    label: 'row.stage_status',
    order: [`CASE row.stage_status WHEN 'SOURCED' THEN 0 WHEN 'TO_REVIEW' THEN 1 WHEN 'IN_PROCESS' THEN 2 ELSE 3 END`],
    joinsJob: false,
  },
  owner: { key: 'row.owner_id', label: 'min(row.owner_name)', order: ['row.owner_name', 'row.owner_id'], joinsJob: false },
  origin: { key: 'row.origin', label: 'row.origin', order: ['row.origin'], joinsJob: false },
  none: null,
} as const;
export type CandidateListGrouping = keyof typeof CANDIDATE_LIST_GROUPINGS;
export const DEFAULT_GROUPING: CandidateListGrouping = 'jobStatus';

export type CandidateListGroup = { value: string; label: string; count: number };

const joinJob = <T extends ObjectLiteral>(query: SelectQueryBuilder<T>) =>
  query.leftJoin('rm_jobs', 'job', 'job.id = row.job_id AND job.company_id = row.company_id');

/** Orders a page's query by group, then by the sort asked for. */
export const orderByGroupAndSort = <T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  grouping: CandidateListGrouping,
  sort: CandidateListSort,
  order: SortOrder,
) => {
  const group = CANDIDATE_LIST_GROUPINGS[grouping];
  query.orderBy();
  if (group) {
    if (group.joinsJob) joinJob(query);
    for (const expression of group.order) query.addOrderBy(expression, 'ASC');
  }
  for (const expression of CANDIDATE_LIST_SORTS[sort]) query.addOrderBy(expression, order);
  return query.addOrderBy('row.application_id', 'ASC');
};

/** The groups of the tab with their counts, in the list's order. */
export const groupCounts = async <T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  grouping: CandidateListGrouping,
): Promise<CandidateListGroup[]> => {
  const group = CANDIDATE_LIST_GROUPINGS[grouping];
  if (!group) return [];
  if (group.joinsJob) joinJob(query);
  // The row order's first expression, over the group (names through min(), as the label).
  const [first] = group.order;
  const rows = await query
    .select(`${group.key}::text`, 'value')
    .addSelect(group.label, 'label')
    .addSelect('count(*)::int', 'count')
    .groupBy(group.key)
    .orderBy(first === group.key || first.startsWith('CASE') ? first : `min(${first})`, 'ASC')
    .addOrderBy(`${group.key}::text`, 'ASC')
    .getRawMany<{ value: string | null; label: string | null; count: number }>();
  return rows.map((row) => ({ value: row.value ?? '', label: row.label ?? '', count: row.count }));
};
