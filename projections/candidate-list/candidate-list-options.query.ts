import type { EntityManager } from 'typeorm';
import { filtered, type CandidateListFilter, type SearchCount } from './candidate-list.query';

/** One value of a filter with how many applications of the tab carry it. */
export type FilterOption = { value: string; label: string; count: number };
export type StageFilterOption = FilterOption & { jobId: string; jobName: string };
export type CustomFieldFilterOptions = { fieldId: string; name: string; fieldType: string; options: FilterOption[] };

export type CandidateListFilterOptions = {
  /** Exact (never capped): the facets beside them count every matching row anyway. */
  activeSearchCount: SearchCount;
  archivedSearchCount: SearchCount;
  jobs: FilterOption[];
  stages: StageFilterOption[];
  statuses: FilterOption[];
  archivalReasons: FilterOption[];
  owners: FilterOption[];
  origin: FilterOption[];
  source: FilterOption[];
  tags: FilterOption[];
  /** The tags most used on the tab, most used first. */
  frequentTags: FilterOption[];
  jobStatuses: FilterOption[];
  jobOwners: FilterOption[];
  locations: FilterOption[];
  departments: FilterOption[];
  /** Who referred / sourced the tab's candidates (team members), with how many applications each. */
  referredBy: FilterOption[];
  sourcedBy: FilterOption[];
  /** The agencies that brought the tab's applications, with how many each. */
  agency: FilterOption[];
  customFields: CustomFieldFilterOptions[];
};

type Facet = {
  /** The filter's own criterion is left out, so picking one option does not hide the others (faceting). */
  without: Partial<CandidateListFilter>;
  value: string;
  label: string;
  joins?: Array<[table: string, alias: string, on: string]>;
  where?: string;
  /** Archival reasons exist only on the archived tab, whichever tab is open. */
  status?: 'ARCHIVED';
};

const JOB = ['rm_jobs', 'job', 'job.id = row.job_id AND job.company_id = row.company_id'] as [string, string, string];
const PERSON = `p.first_name || ' ' || p.last_name`;
const CANDIDATE = ['rm_candidates', 'candidate', 'candidate.candidate_id = row.candidate_id AND candidate.company_id = row.company_id'] as [string, string, string];

const FACETS = {
  jobs: { without: { jobRoleIds: undefined, stages: undefined }, value: 'row.job_id::text', label: 'min(row.job_name)' },
  statuses: { without: { statuses: undefined }, value: 'row.stage_status', label: 'row.stage_status' },
  archivalReasons: {
    without: { archivalReasonIds: undefined },
    value: 'row.archival_reason_id::text',
    label: 'min(row.archival_reason)',
    where: 'row.archival_reason_id IS NOT NULL',
    status: 'ARCHIVED',
  },
  owners: { without: { owners: undefined }, value: 'row.owner_id::text', label: 'min(row.owner_name)' },
  origin: { without: { origin: undefined }, value: 'row.origin', label: 'row.origin' },
  source: { without: { source: undefined }, value: 'row.source', label: 'row.source', where: 'row.source IS NOT NULL' },
  jobStatuses: { without: { jobStatuses: undefined }, value: 'job.status', label: 'job.status', joins: [JOB] },
  jobOwners: {
    without: { jobOwnerIds: undefined },
    value: 'job.owner_id::text',
    label: `min(${PERSON})`,
    joins: [JOB, ['users', 'p', 'p.id = job.owner_id AND p.company_id = job.company_id']],
  },
  locations: {
    without: { locationIds: undefined },
    value: 'job.location_id::text',
    label: 'min(l.name)',
    joins: [JOB, ['locations', 'l', 'l.id = job.location_id AND l.company_id = job.company_id']],
  },
  departments: {
    without: { departmentIds: undefined },
    value: 'job.department_id::text',
    label: 'min(d.name)',
    joins: [JOB, ['departments', 'd', 'd.id = job.department_id AND d.company_id = job.company_id']],
  },
  referredBy: {
    without: { referredBy: undefined },
    value: 'candidate.referred_by_id::text',
    label: 'min(candidate.referred_by_name)',
    joins: [CANDIDATE],
    where: 'candidate.referred_by_id IS NOT NULL',
  },
  sourcedBy: {
    without: { sourcedBy: undefined },
    value: 'candidate.sourced_by_id::text',
    label: 'min(candidate.sourced_by_name)',
    joins: [CANDIDATE],
    where: 'candidate.sourced_by_id IS NOT NULL',
  },
  agency: {
    without: { agency: undefined },
    value: 'row.agency_id::text',
    // The agency's name today; a deleted agency's as its applications recorded it.
    // (min() of the grouped id, an outer aggregate: the sub-select may not name the ungrouped column itself)
    label: 'coalesce((SELECT a.name FROM agencies a WHERE a.id = min(row.agency_id::text)::uuid), min(row.agency_name))',
    where: 'row.agency_id IS NOT NULL',
  },
} satisfies Record<string, Facet>;

const countFacet = async (manager: EntityManager, filter: CandidateListFilter, facet: Facet): Promise<FilterOption[]> => {
  const query = filtered(manager, { ...filter, ...facet.without }).andWhere('row.status = :facetStatus', {
    facetStatus: facet.status ?? (filter.active ? 'ACTIVE' : 'ARCHIVED'),
  });
  for (const [table, alias, on] of facet.joins ?? []) query.innerJoin(table, alias, on);
  if (facet.where) query.andWhere(facet.where);
  const rows = await query
    .select(facet.value, 'value')
    .addSelect(facet.label, 'label')
    .addSelect('count(*)::int', 'count')
    .groupBy(facet.value)
    .orderBy('label', 'ASC')
    .getRawMany<FilterOption>();
  return rows.map(({ value, label, count }) => ({ value, label: label ?? '', count }));
};

const countStages = async (manager: EntityManager, filter: CandidateListFilter): Promise<StageFilterOption[]> =>
  filtered(manager, { ...filter, stages: undefined })
    .andWhere('row.status = :facetStatus', { facetStatus: filter.active ? 'ACTIVE' : 'ARCHIVED' })
    .select('row.stage_id', 'value')
    .addSelect('min(row.stage_name)', 'label')
    .addSelect('row.job_id::text', 'jobId')
    .addSelect('min(row.job_name)', 'jobName')
    .addSelect('count(*)::int', 'count')
    .groupBy('row.job_id')
    .addGroupBy('row.stage_id')
    .orderBy('"jobName"', 'ASC')
    .addOrderBy('label', 'ASC')
    .getRawMany<StageFilterOption>();

/** How many of the tab's tags `frequentTags` offers. */
export const FREQUENT_TAGS = 10;

/** Each tag on the tab's applications with how many carry it, the tag filters left out (faceting). */
const countTags = async (manager: EntityManager, filter: CandidateListFilter): Promise<FilterOption[]> => {
  const [sql, params] = filtered(manager, { ...filter, tags: undefined })
    .andWhere('row.status = :facetStatus', { facetStatus: filter.active ? 'ACTIVE' : 'ARCHIVED' })
    .select('row.tags', 'tags')
    .getQueryAndParameters();
  const counted: Array<{ value: string; count: number }> = await manager.query(
    `SELECT tag AS value, count(*)::int AS count FROM (${sql}) listed CROSS JOIN LATERAL unnest(listed.tags) tag GROUP BY tag ORDER BY tag`,
    params,
  );
  return counted.map(({ value, count }) => ({ value, label: value, count }));
};

/**
 * The answers of the company's candidate fields that have options (single and multi select), counted per
 * option over the tab's applications; `fieldIds` are the fields the caller may filter by.
 */
const countCustomFields = async (
  manager: EntityManager,
  filter: CandidateListFilter,
  fieldIds: readonly string[],
): Promise<CustomFieldFilterOptions[]> => {
  if (fieldIds.length === 0) return [];
  const fields: Array<{ id: string; name: string; fieldType: string; options: string[] }> = await manager.query(
    `SELECT id, name, field_type AS "fieldType", options FROM custom_fields
      WHERE company_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL ORDER BY name`,
    [filter.companyId, fieldIds],
  );
  const results: CustomFieldFilterOptions[] = [];
  for (const field of fields) {
    const others = (filter.customFieldResponseFilters ?? []).filter((item) => item.fieldId !== field.id);
    const [sql, params] = filtered(manager, { ...filter, customFieldResponseFilters: others })
      .andWhere('row.status = :facetStatus', { facetStatus: filter.active ? 'ACTIVE' : 'ARCHIVED' })
      .select('row.application_id', 'id')
      .getQueryAndParameters();
    const counted: Array<{ value: string; count: number }> = await manager.query(
      `SELECT chosen AS value, count(DISTINCT listed.id)::int AS count
         FROM (${sql}) listed
         JOIN custom_field_values answer ON answer.application_id = listed.id AND answer.company_id = $${params.length + 1} AND answer.field_id = $${params.length + 2}
         CROSS JOIN LATERAL unnest(answer.value) chosen
        GROUP BY chosen`,
      [...params, filter.companyId, field.id],
    );
    const countOf = new Map(counted.map((row) => [row.value, row.count]));
    results.push({
      fieldId: field.id,
      name: field.name,
      fieldType: field.fieldType,
      options: field.options.map((option) => ({ value: option, label: option, count: countOf.get(option) ?? 0 })),
    });
  }
  return results;
};

/** Every filter's options with their counts under the other filters (spec 02 §3.9 "Filter options returned"). */
export const queryCandidateListFilterOptions = async (
  manager: EntityManager,
  filter: CandidateListFilter,
  customFieldIds: readonly string[],
): Promise<CandidateListFilterOptions> => {
  const tabs = await filtered(manager, filter)
    .select('row.status', 'status')
    .addSelect('count(*)::int', 'count')
    .groupBy('row.status')
    .getRawMany<{ status: string; count: number }>();
  const tabCount = (status: string) => ({ count: tabs.find((row) => row.status === status)?.count ?? 0, capped: false });
  const facets = Object.fromEntries(
    await Promise.all(Object.entries(FACETS).map(async ([name, facet]) => [name, await countFacet(manager, filter, facet)] as const)),
  ) as Record<keyof typeof FACETS, FilterOption[]>;
  const tags = await countTags(manager, filter);
  return {
    activeSearchCount: tabCount('ACTIVE'),
    archivedSearchCount: tabCount('ARCHIVED'),
    ...facets,
    tags,
    frequentTags: [...tags].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, FREQUENT_TAGS),
    stages: await countStages(manager, filter),
    customFields: await countCustomFields(manager, filter, customFieldIds),
  };
};
