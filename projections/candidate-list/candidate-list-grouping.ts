import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { CANDIDATE_ORIGINS } from '@ats/domain/applications';
import { STAGE_STATUSES } from './stage-status';

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
  /** Every value a group may have, when they are few and known (the tab's groups are then counted one by one, up to a cap). */
  values?: readonly string[];
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
    values: STAGE_STATUSES,
  },
  owner: { key: 'row.owner_id::text', label: 'min(row.owner_name)', where: (parameter: string) => `row.owner_id::text = :${parameter}` },
  origin: { key: 'row.origin', label: 'row.origin', where: (parameter: string) => `row.origin = :${parameter}`, values: CANDIDATE_ORIGINS },
  none: null,
} satisfies Record<string, Grouping | null>;
export type CandidateListGrouping = keyof typeof CANDIDATE_LIST_GROUPINGS;
export const DEFAULT_GROUPING: CandidateListGrouping = 'jobStatus';

/** A group of the tab and how many rows it holds; `capped`: at least `count` (counting stopped there). */
export type CandidateListGroup = { value: string; label: string; count: number; capped: boolean };

/** How many rows `query` matches, counting no further than `cap` (then `capped`): O(cap), not O(matches). */
export const countUpTo = async <T extends ObjectLiteral>(query: SelectQueryBuilder<T>, cap: number): Promise<{ count: number; capped: boolean }> => {
  const limited = query.select('1', 'one').orderBy().limit(cap + 1);
  // A new builder on the same query runner (a caller's transaction, if any), over the limited sub-select.
  const [row] = await query
    .createQueryBuilder()
    .select('count(*)::int', 'count')
    .from(`(${limited.getQuery()})`, 'capped')
    .setParameters(limited.getParameters())
    .getRawMany<{ count: number }>();
  const count = row?.count ?? 0;
  return count > cap ? { count: cap, capped: true } : { count, capped: false };
};

/**
 * The distinct jobs of a company's rows, by skipping through the (company_id, job_id, …) index one job at a
 * time: O(jobs), whatever the rows.
 */
const jobsOfRows = async <T extends ObjectLiteral>(query: SelectQueryBuilder<T>, companyId: string): Promise<string[]> => {
  const rows: Array<{ id: string }> = await query.connection.query(
    `WITH RECURSIVE job AS (
       (SELECT job_id FROM rm_candidate_list WHERE company_id = $1 ORDER BY job_id LIMIT 1)
       UNION ALL
       SELECT (SELECT next.job_id FROM rm_candidate_list next WHERE next.company_id = $1 AND next.job_id > job.job_id ORDER BY next.job_id LIMIT 1)
       FROM job WHERE job.job_id IS NOT NULL
     )
     SELECT job_id::text AS id FROM job WHERE job_id IS NOT NULL`,
    [companyId],
  );
  return rows.map((row) => row.id);
};

/** One after the other: the query runner may be a transaction's single connection. */
const inTurn = async <I, O>(items: readonly I[], work: (item: I) => Promise<O>): Promise<O[]> => {
  const done: O[] = [];
  for (const item of items) done.push(await work(item));
  return done;
};

/**
 * Over the cap, the groups of the few known values are counted one by one, each up to the cap: job statuses
 * as the jobs of each status (and the rows' jobs missing from the jobs read model, '' ), stage statuses and
 * origins as their values. Null for the groupings of open-ended values (job, owner).
 */
const cappedGroupCounts = async <T extends ObjectLiteral>(
  tab: () => SelectQueryBuilder<T>,
  grouping: CandidateListGrouping,
  cap: number,
): Promise<CandidateListGroup[] | null> => {
  const group: Grouping | null = CANDIDATE_LIST_GROUPINGS[grouping];
  if (!group) return [];
  const count = async (where: string, params: ObjectLiteral, value: string) => ({ value, label: value, ...(await countUpTo(tab().andWhere(where, params), cap)) });
  if (grouping === 'jobStatus') {
    const query = tab();
    const companyId = String(query.getParameters().companyId);
    const jobs: Array<{ id: string; status: string }> = await query.connection.query(`SELECT id::text AS id, status FROM rm_jobs WHERE company_id = $1`, [companyId]);
    const byStatus = new Map<string, string[]>();
    for (const job of jobs) byStatus.set(job.status, [...(byStatus.get(job.status) ?? []), job.id]);
    const known = new Set(jobs.map((job) => job.id));
    const missing = (await jobsOfRows(query, companyId)).filter((id) => !known.has(id));
    if (missing.length) byStatus.set('', missing);
    return inTurn([...byStatus], ([status, ids]) => count('row.job_id = ANY(:groupJobIds::uuid[])', { groupJobIds: ids }, status));
  }
  if (!group.values) return null;
  return inTurn(group.values, (value) => count(group.where('groupValue', value), { groupValue: value }, value));
};

const sorted = <T extends ObjectLiteral>(query: SelectQueryBuilder<T>, sort: CandidateListSort, order: SortOrder) => {
  query.orderBy();
  for (const expression of CANDIDATE_LIST_SORTS[sort]) query.addOrderBy(expression, order);
  return query.addOrderBy('row.application_id', 'ASC');
};

/**
 * The tab's groups with their counts, in the list's order (by rank, then label). `cap`: the tab holds more rows
 * than the cap, so each group is counted up to it where the grouping's values are few (exactly otherwise).
 */
export const groupCounts = async <T extends ObjectLiteral>(
  tab: () => SelectQueryBuilder<T>,
  grouping: CandidateListGrouping,
  cap: number | null = null,
): Promise<CandidateListGroup[]> => {
  const group: Grouping | null = CANDIDATE_LIST_GROUPINGS[grouping];
  if (!group) return [];
  const capped = cap === null ? null : await cappedGroupCounts(tab, grouping, cap);
  if (capped) return ordered(group, capped.filter((counted) => counted.count > 0));
  const query = tab();
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
  return ordered(
    group,
    rows.map((row) => ({ value: row.value ?? '', label: row.label ?? '', count: row.count, capped: false })),
  );
};

const ordered = (group: Grouping, groups: CandidateListGroup[]) => {
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
  for (const [index, { value, count, capped }] of groups.entries()) {
    if (rows.length >= page.limit) break;
    // A capped group holds more than its count: a page beyond it is still in it.
    if (!capped && skip >= count) {
      skip -= count;
      continue;
    }
    const parameter = `groupValue${index}`;
    const inGroup = () => tab().andWhere(group.where(parameter, value), { [parameter]: value });
    const read = await sorted(inGroup(), sort, order).offset(skip).limit(page.limit - rows.length).getMany();
    rows.push(...read);
    // A capped group that ends before the page starts: its exact count (at most `skip`) is what the next groups skip.
    skip = capped && read.length === 0 ? skip - (await countUpTo(inGroup(), skip)).count : 0;
  }
  return rows;
};
