import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { CandidateOrigin } from '@ats/domain/applications';
import { ACCESS_TYPE_RESOLUTION, type TeamAccessType } from '@ats/domain/identity/team-members';
import type { StageStatus } from './stage-status';

/** An inclusive date range; either end may be open. */
export type DateRange = { from?: Date; to?: Date };

/**
 * A demographic filter: candidates whose value is any of `values`, plus those with none when `includeUnspecified`
 * (which widens a choice of values; without values nothing is filtered).
 * The gender value 'Others' (a filter's, spec 03 "Apply form") is any gender besides Male, Female and 'Prefer not to say'.
 */
export type DemographicFilter = { values: string[]; includeUnspecified: boolean };

/** One custom-field filter: applications whose response to the field holds any of `values`. */
export type CustomFieldResponseFilter = { fieldId: string; values: string[] };

/**
 * One candidate-response filter (spec 02 §3.9 `candidateResponseFilters`): applications whose completed
 * shortlisting / collect-information answers hold question `questionId` answered with any of `values`
 * (SINGLE_SELECT and text: equal; MULTI_SELECT: any chosen option; YES_NO: 'true' / 'false'), or, for
 * NUMERIC / CURRENCY questions, a number within [min, max] (either end open). Exactly one of the two forms.
 */
export type CandidateResponseFilter =
  | { questionId: string; values: string[]; min?: undefined; max?: undefined }
  | { questionId: string; values?: undefined; min?: number; max?: number };

/**
 * Which of the caller's applications the list may show (the profile's stage-limited access, spec 02 §3.13):
 * every stage of `wholeJobIds`, and the listed stages of other jobs. Null means no limit beyond the jobs.
 */
export type PermittedStages = { wholeJobIds: string[]; stages: Array<{ jobId: string; stageId: string }> } | null;

/** The filter object of spec 02 §3.9 as far as the read model has data behind it (all lists: any of). */
export type CandidateListCriteria = {
  statuses?: StageStatus[];
  archivalReasonIds?: string[];
  origin?: CandidateOrigin[];
  source?: string[];
  owners?: string[];
  /** Applications carrying any of these tags (the `tag` and `frequentTags` lists together). */
  tags?: string[];
  applicationIds?: string[];
  /** Left out of the list ('Select top 500' less the unticked). */
  unSelectedIds?: string[];
  phoneNumber?: string;
  applied?: DateRange;
  lastActivity?: DateRange;
  hired?: DateRange;
  jobPublished?: DateRange;
  jobStatuses?: string[];
  jobOwnerIds?: string[];
  /** The job's owner, recruiter or hiring manager. */
  teamMemberIds?: string[];
  /** Jobs whose team has a member of these access types (with `teamMemberIds`: one of those members). */
  accessTypeIds?: TeamAccessType[];
  locationIds?: string[];
  departmentIds?: string[];
  stagePipelineTemplateIds?: string[];
  customFieldResponseFilters?: CustomFieldResponseFilter[];
  /** Every item narrows (AND). */
  candidateResponseFilters?: CandidateResponseFilter[];
  /**
   * Where a confidential answer may be matched by `candidateResponseFilters`: the caller's confidential access per
   * job and stage (null: everywhere). Left unset, confidential answers never match, so that a filter cannot tell
   * a reader without confidential access what a confidential answer is (spec 02 §6.3).
   */
  confidentialAnswerStages?: PermittedStages;
  /** The candidate's referrer / sourcer (team member ids). */
  referredBy?: string[];
  sourcedBy?: string[];
  /** The agency that brought the application (agency ids; the row's own column, so another company's id matches nothing). */
  agency?: string[];
  /** Demographics (02 §3.9): any of the values, and those who gave none when `includeUnspecified`. */
  gender?: DemographicFilter;
  nationality?: DemographicFilter;
  countryOfResidence?: DemographicFilter;
  /** Applications with an interview (not cancelled) starting in the range. */
  interview?: DateRange;
  permittedStages?: PermittedStages;
  /** The applications of one bulk action (spec 01 §2.7 'View applications'): all, or those that failed or succeeded. */
  bulkAction?: { bulkActionId: string; applications: 'all' | 'failed' | 'success' };
};

const inList = <T extends ObjectLiteral>(query: SelectQueryBuilder<T>, column: string, name: string, values?: readonly unknown[]) => {
  if (values?.length) query.andWhere(`${column} IN (:...${name})`, { [name]: values });
};

const inRange = <T extends ObjectLiteral>(query: SelectQueryBuilder<T>, column: string, name: string, range?: DateRange) => {
  if (range?.from) query.andWhere(`${column} >= :${name}From`, { [`${name}From`]: range.from });
  if (range?.to) query.andWhere(`${column} <= :${name}To`, { [`${name}To`]: range.to });
};

/** A member's access type in SQL, resolved from `member.roles` in the domain's order (`accessTypeOf`). */
const ACCESS_TYPE_SQL = `(CASE ${ACCESS_TYPE_RESOLUTION.order
  .map((_, index) => `WHEN CAST(:accessRole${index} AS text) = ANY(member.roles) THEN CAST(:accessType${index} AS text)`)
  .join(' ')} ELSE CAST(:accessTypeOtherwise AS text) END)`;
const ACCESS_TYPE_PARAMS: ObjectLiteral = Object.fromEntries([
  ...ACCESS_TYPE_RESOLUTION.order.flatMap(({ role, accessType }, index) => [
    [`accessRole${index}`, role],
    [`accessType${index}`, accessType],
  ]),
  ['accessTypeOtherwise', ACCESS_TYPE_RESOLUTION.otherwise],
]);

/**
 * The job-side filters (status, people, location, department, template, published date) as one semi-join on
 * the jobs read model: a company has few jobs, so the matching ids are found first and the rows by their index.
 */
const jobCriteria = (criteria: CandidateListCriteria): { sql: string; params: ObjectLiteral } | null => {
  const where: string[] = [];
  const params: ObjectLiteral = {};
  const list = (condition: string, name: string, values?: readonly string[]) => {
    if (!values?.length) return;
    where.push(condition.replace('$', `:...${name}`));
    params[name] = values;
  };
  list('job.status IN ($)', 'listJobStatuses', criteria.jobStatuses);
  list('job.owner_id IN ($)', 'listJobOwnerIds', criteria.jobOwnerIds);
  if (criteria.teamMemberIds?.length) {
    where.push('(job.owner_id IN (:...listTeam) OR job.recruiter_id IN (:...listTeam) OR job.hiring_manager_id IN (:...listTeam))');
    params.listTeam = criteria.teamMemberIds;
  }
  if (criteria.accessTypeIds?.length) {
    const team = criteria.teamMemberIds?.length ? ' AND member.id IN (:...listTeam)' : '';
    where.push(
      `EXISTS (SELECT 1 FROM users member WHERE member.company_id = :companyId
         AND member.id IN (job.owner_id, job.recruiter_id, job.hiring_manager_id)${team}
         AND ${ACCESS_TYPE_SQL} IN (:...listAccessTypes))`,
    );
    Object.assign(params, ACCESS_TYPE_PARAMS, { listAccessTypes: criteria.accessTypeIds });
  }
  list('job.location_id IN ($)', 'listLocationIds', criteria.locationIds);
  list('job.department_id IN ($)', 'listDepartmentIds', criteria.departmentIds);
  list('job.pipeline_template_id IN ($)', 'listTemplateIds', criteria.stagePipelineTemplateIds);
  if (criteria.jobPublished?.from) {
    where.push('job.published_at >= :listPublishedFrom');
    params.listPublishedFrom = criteria.jobPublished.from;
  }
  if (criteria.jobPublished?.to) {
    where.push('job.published_at <= :listPublishedTo');
    params.listPublishedTo = criteria.jobPublished.to;
  }
  if (where.length === 0) return null;
  return {
    // The company as the bound parameter, not row.company_id: a correlated sub-select is not turned into a semi-join.
    sql: `row.job_id IN (SELECT job.id FROM rm_jobs job WHERE job.company_id = :companyId AND ${where.join(' AND ')})`,
    params,
  };
};

const KNOWN_GENDERS = ['Male', 'Female', 'Prefer not to say'];

/**
 * The candidate-side filters (referrer, sourcer, demographics) as one semi-join on the candidates read model
 * (ADR 0016: the candidate's own details live there, one row per candidate, not per application).
 */
const candidateCriteria = (criteria: CandidateListCriteria): { sql: string; params: ObjectLiteral } | null => {
  const where: string[] = [];
  const params: ObjectLiteral = {};
  const list = (column: string, name: string, values?: readonly string[]) => {
    if (!values?.length) return;
    where.push(`candidate.${column} IN (:...${name})`);
    params[name] = values;
  };
  list('referred_by_id', 'listReferredBy', criteria.referredBy);
  list('sourced_by_id', 'listSourcedBy', criteria.sourcedBy);
  const demographic = (column: string, name: string, filter: DemographicFilter | undefined, others = false) => {
    // 'Include unspecified' widens a choice of values; on its own it filters nothing.
    if (!filter || filter.values.length === 0) return;
    const any: string[] = [];
    const values = filter.values.filter((value) => !(others && value === 'Others'));
    if (values.length) {
      any.push(`candidate.${column} IN (:...${name})`);
      params[name] = values;
    }
    if (others && filter.values.includes('Others')) {
      any.push(`candidate.${column} NOT IN (:...${name}Known)`);
      params[`${name}Known`] = KNOWN_GENDERS;
    }
    if (filter.includeUnspecified) any.push(`candidate.${column} IS NULL`);
    where.push(`(${any.join(' OR ')})`);
  };
  demographic('gender', 'listGender', criteria.gender, true);
  demographic('nationality', 'listNationality', criteria.nationality);
  demographic('country_of_residence', 'listCountryOfResidence', criteria.countryOfResidence);
  if (where.length === 0) return null;
  return {
    sql: `row.candidate_id IN (SELECT candidate.candidate_id FROM rm_candidates candidate WHERE candidate.company_id = :companyId AND ${where.join(' AND ')})`,
    params,
  };
};

/** `(row.job_id, row.stage_id)` within `stages`, as SQL over parameters named after `name`. */
const withinStages = (stages: NonNullable<PermittedStages>, name: string): { sql: string; params: ObjectLiteral } => ({
  sql: `(row.job_id = ANY(:${name}WholeJobs::uuid[]) OR (row.job_id, row.stage_id) IN (SELECT * FROM unnest(:${name}StageJobs::uuid[], :${name}StageIds::text[])))`,
  params: {
    [`${name}WholeJobs`]: stages.wholeJobIds,
    [`${name}StageJobs`]: stages.stages.map((stage) => stage.jobId),
    [`${name}StageIds`]: stages.stages.map((stage) => stage.stageId),
  },
});

/**
 * One candidate-response filter as an EXISTS over the application's completed QUESTIONS responses and their
 * answers. The containment test (`result @> …`) lets the GIN index on `result` find the responses that answer the
 * question at all; the answer's value is then compared as text (any of `values`) or as a number (the range).
 * A confidential answer counts only where the caller has confidential access at the application's current stage
 * (the profile's rule for reading it), never otherwise.
 */
const applyCandidateResponseFilter = <T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  filter: CandidateResponseFilter,
  index: number,
  confidential: PermittedStages | undefined,
) => {
  const name = `listResponse${index}`;
  const params: ObjectLiteral = {
    [`${name}Question`]: filter.questionId,
    [`${name}Contains`]: JSON.stringify({ kind: 'QUESTIONS', answers: [{ questionId: filter.questionId }] }),
  };
  const where = [
    'response.company_id = :companyId',
    'response.application_id = row.application_id',
    "response.status = 'COMPLETED'",
    `response.result @> :${name}Contains::jsonb`,
    `answer->>'questionId' = :${name}Question`,
  ];
  if (filter.values) {
    // MULTI_SELECT answers are arrays (any chosen option matches); every other answer is one scalar, read as text.
    where.push(
      `(CASE jsonb_typeof(answer->'value') WHEN 'array' THEN ARRAY(SELECT jsonb_array_elements_text(answer->'value')) ELSE ARRAY[answer->>'value'] END) && :${name}Values::text[]`,
    );
    params[`${name}Values`] = filter.values;
  } else {
    // CASE: the cast must never see another question's text (AND does not fix the order of evaluation).
    const number = `(CASE WHEN jsonb_typeof(answer->'value') = 'number' THEN (answer->>'value')::numeric END)`;
    where.push(`${number} IS NOT NULL`);
    if (filter.min !== undefined) {
      where.push(`${number} >= :${name}Min`);
      params[`${name}Min`] = filter.min;
    }
    if (filter.max !== undefined) {
      where.push(`${number} <= :${name}Max`);
      params[`${name}Max`] = filter.max;
    }
  }
  if (confidential === undefined) where.push(`answer->'confidential' IS DISTINCT FROM 'true'::jsonb`);
  else if (confidential !== null) {
    const stages = withinStages(confidential, `${name}Confidential`);
    where.push(`(answer->'confidential' IS DISTINCT FROM 'true'::jsonb OR ${stages.sql})`);
    Object.assign(params, stages.params);
  }
  query.andWhere(
    `EXISTS (SELECT 1 FROM rm_candidate_task_responses response CROSS JOIN LATERAL jsonb_array_elements(response.result->'answers') answer
       WHERE ${where.join(' AND ')})`,
    params,
  );
};

/** Narrows `query` (aliased `row`, the candidate list) by every criterion set; unset ones do not filter. */
export const applyCandidateListCriteria = <T extends ObjectLiteral>(query: SelectQueryBuilder<T>, criteria: CandidateListCriteria) => {
  inList(query, 'row.stage_status', 'listStatuses', criteria.statuses);
  inList(query, 'row.archival_reason_id', 'listArchivalReasonIds', criteria.archivalReasonIds);
  inList(query, 'row.origin', 'listOrigins', criteria.origin);
  inList(query, 'row.source', 'listSources', criteria.source);
  inList(query, 'row.owner_id', 'listOwners', criteria.owners);
  inList(query, 'row.agency_id', 'listAgencies', criteria.agency);
  // Overlap (&&) is what the GIN index on tags answers.
  if (criteria.tags?.length) query.andWhere('row.tags && :listTags::text[]', { listTags: criteria.tags });
  inList(query, 'row.application_id', 'listApplicationIds', criteria.applicationIds);
  if (criteria.unSelectedIds?.length) query.andWhere('row.application_id NOT IN (:...listUnSelected)', { listUnSelected: criteria.unSelectedIds });
  const digits = criteria.phoneNumber?.replace(/\D/g, '');
  if (digits) query.andWhere('row.phone_digits LIKE :listPhone', { listPhone: `%${digits}%` });
  inRange(query, 'row.applied_at', 'listApplied', criteria.applied);
  inRange(query, 'row.last_activity_at', 'listLastActivity', criteria.lastActivity);
  inRange(query, 'row.hired_at', 'listHired', criteria.hired);
  const jobs = jobCriteria(criteria);
  if (jobs) query.andWhere(jobs.sql, jobs.params);
  const candidates = candidateCriteria(criteria);
  if (candidates) query.andWhere(candidates.sql, candidates.params);
  if (criteria.interview?.from || criteria.interview?.to) {
    const where = ["interview.company_id = :companyId", "interview.status <> 'CANCELLED'"];
    if (criteria.interview.from) where.push('interview.starts_at >= :listInterviewFrom');
    if (criteria.interview.to) where.push('interview.starts_at <= :listInterviewTo');
    query.andWhere(`row.application_id IN (SELECT interview.application_id FROM rm_interviews interview WHERE ${where.join(' AND ')})`, {
      listInterviewFrom: criteria.interview.from,
      listInterviewTo: criteria.interview.to,
    });
  }
  criteria.customFieldResponseFilters?.forEach((filter, index) => {
    // Each field narrows on its own (all fields); within one, any of its values.
    query.andWhere(
      `EXISTS (SELECT 1 FROM custom_field_values answer WHERE answer.company_id = row.company_id
         AND answer.application_id = row.application_id AND answer.field_id = :listField${index} AND answer.value && :listFieldValues${index}::text[])`,
      { [`listField${index}`]: filter.fieldId, [`listFieldValues${index}`]: filter.values },
    );
  });
  criteria.candidateResponseFilters?.forEach((filter, index) => applyCandidateResponseFilter(query, filter, index, criteria.confidentialAnswerStages));
  if (criteria.bulkAction) {
    const outcomes = { all: ['SUCCEEDED', 'SKIPPED', 'FAILED'], failed: ['FAILED'], success: ['SUCCEEDED', 'SKIPPED'] }[criteria.bulkAction.applications];
    query.andWhere(
      `row.application_id IN (SELECT item.application_id FROM rm_bulk_action_items item
         WHERE item.company_id = :companyId AND item.bulk_action_id = :listBulkActionId AND item.outcome = ANY(:listBulkOutcomes::text[]))`,
      { listBulkActionId: criteria.bulkAction.bulkActionId, listBulkOutcomes: outcomes },
    );
  }
  const permitted = criteria.permittedStages;
  if (permitted) {
    if (permitted.wholeJobIds.length === 0 && permitted.stages.length === 0) query.andWhere('FALSE');
    else {
      const stages = withinStages(permitted, 'list');
      query.andWhere(stages.sql, stages.params);
    }
  }
  return query;
};
