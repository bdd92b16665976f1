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

// The company as a parameter (bound by the list's query), not the row's column: a correlated sub-select would run per row.
const JOB_OF_ROW = 'SELECT job.id FROM rm_jobs job WHERE job.company_id = :companyId';

type Grouping = {
  /** The grouped value of a row (as text), and its label, over a GROUP BY of `key`. */
  key: string;
  label: string;
  /** Narrows the rows to one group's value ('' stands for a row without one). */
  where: (parameter: string, value: string) => string;
  /** The groups' order, given their values and labels. */
  rank?: (group: CandidateListGroup) => number;
};

const rankOf =
  (order: readonly string[]) =>
  (group: CandidateListGroup): number => {
    const index = order.indexOf(group.value);
    return index < 0 ? order.length : index;
  };

/**
 * Group-by values of the list (spec 02 §2.11, default jobStatus): the answer counts each group of the tab and
 * the rows come group after group. Each group's rows are read on their own (by the group's predicate and the
 * sort), so a page costs index scans of the groups it spans rather than sorting the whole tab by group.
 */
export const CANDIDATE_LIST_GROUPINGS = {
  jobStatus: {
    // Counted per job first (rows need no join), then the jobs' statuses are looked up.
    key: 'row.job_id',
    label: 'row.job_id',
    where: (parameter: string, value: string) =>
      value === '' ? `row.job_id NOT IN (${JOB_OF_ROW})` : `row.job_id IN (${JOB_OF_ROW} AND job.status = :${parameter})`,
    rank: rankOf(['PUBLISHED', 'DRAFT', 'CLOSED']),
  },
  job: { key: 'row.job_id::text', label: 'min(row.job_name)', where: (parameter: string) => `row.job_id::text = :${parameter}` },
  status: {
    key: 'row.stage_status',
    label: 'row.stage_status',
    where: (parameter: string) => `row.stage_status = :${parameter}`,
    rank: rankOf(['SOURCED', 'TO_REVIEW', 'IN_PROCESS', 'HIRED']),
  },
  owner: { key: 'row.owner_id::text', label: 'min(row.owner_name)', where: (parameter: string) => `row.owner_id::text = :${parameter}` },
  origin: { key: 'row.origin', label: 'row.origin', where: (parameter: string) => `row.origin = :${parameter}` },
  none: null,
} satisfies Record<string, Grouping | null>;
export type CandidateListGrouping = keyof typeof CANDIDATE_LIST_GROUPINGS;
export const DEFAULT_GROUPING: CandidateListGrouping = 'jobStatus';

export type CandidateListGroup = { value: string; label: string; count: number };

const sorted = <T extends ObjectLiteral>(query: SelectQueryBuilder<T>, sort: CandidateListSort, order: SortOrder) => {
  query.orderBy();
  for (const expression of CANDIDATE_LIST_SORTS[sort]) query.addOrderBy(expression, order);
  return query.addOrderBy('row.application_id', 'ASC');
};

/** The tab's groups with their counts, in the list's order (by rank, then label). */
export const groupCounts = async <T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  grouping: CandidateListGrouping,
): Promise<CandidateListGroup[]> => {
  const group: Grouping | null = CANDIDATE_LIST_GROUPINGS[grouping];
  if (!group) return [];
  let rows = await query
    .select(`${group.key}::text`, 'value')
    .addSelect(group.label === group.key ? `${group.key}::text` : group.label, 'label')
    .addSelect('count(*)::int', 'count')
    .groupBy(group.key)
    .getRawMany<{ value: string | null; label: string | null; count: number }>();
  if (grouping === 'jobStatus') {
    // Per job → per job status (a job missing from the jobs read model counts as '').
    const jobIds = rows.map((row) => row.value).filter((id): id is string => id !== null);
    const statuses: Array<{ id: string; status: string }> = jobIds.length
      ? await query.connection.query(`SELECT id::text AS id, status FROM rm_jobs WHERE id = ANY($1::uuid[])`, [jobIds])
      : [];
    const statusOf = new Map(statuses.map((job) => [job.id, job.status]));
    const perStatus = new Map<string, number>();
    for (const row of rows) {
      const status = statusOf.get(row.value ?? '') ?? '';
      perStatus.set(status, (perStatus.get(status) ?? 0) + row.count);
    }
    rows = [...perStatus].map(([status, count]) => ({ value: status, label: status, count }));
  }
  const groups = rows.map((row) => ({ value: row.value ?? '', label: row.label ?? '', count: row.count }));
  const rank = group.rank ?? (() => 0);
  return groups.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label) || a.value.localeCompare(b.value));
};

/**
 * One page of the tab: ungrouped, the sorted rows; grouped, the groups in order, each sorted, reading only the
 * groups the page spans (`tab` builds the tab's filtered query afresh).
 */
export const pageOfRows = async <T extends ObjectLiteral>(
  tab: () => SelectQueryBuilder<T>,
  grouping: CandidateListGrouping,
  groups: readonly CandidateListGroup[],
  sort: CandidateListSort,
  order: SortOrder,
  page: { offset: number; limit: number },
): Promise<T[]> => {
  const group: Grouping | null = CANDIDATE_LIST_GROUPINGS[grouping];
  if (!group) return sorted(tab(), sort, order).offset(page.offset).limit(page.limit).getMany();
  const rows: T[] = [];
  let skip = page.offset;
  for (const [index, { value, count }] of groups.entries()) {
    if (rows.length >= page.limit) break;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const parameter = `groupValue${index}`;
    const query = tab().andWhere(group.where(parameter, value), { [parameter]: value });
    rows.push(...(await sorted(query, sort, order).offset(skip).limit(page.limit - rows.length).getMany()));
    skip = 0;
  }
  return rows;
};
