import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { CandidateListFilter, PermittedStages } from '@ats/projections/candidate-list/candidate-list.query';
import { queryCandidateListFilterOptions } from '@ats/projections/candidate-list/candidate-list-options.query';
import { findJob } from '@ats/projections/jobs/jobs.query';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { candidateListReadModels } from './candidate-list-read-models';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import { assertFilterableCustomFields, candidateListScope, filterableCustomFieldIds } from './candidate-list-scope';
import type { CandidateListFilterOptionsResponseDto } from './candidate-list-filters.response.dto';
import { candidateResponseQuestions, type CandidateResponseQuestion } from './candidate-response-questions';

export class CandidateListFilterOptionsQuery extends Query<CandidateListFilterOptionsResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly filter: Omit<CandidateListFilter, 'companyId' | 'page' | 'take'>,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

/** The list's filter options with their counts, over what the caller's list may show (the same scope). */
@QueryHandler(CandidateListFilterOptionsQuery)
export class CandidateListFilterOptionsQueryHandler implements IQueryHandler<CandidateListFilterOptionsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, filter, afterPosition }: CandidateListFilterOptionsQuery): Promise<CandidateListFilterOptionsResponseDto> {
    await Promise.all(candidateListReadModels(filter, true).map((projector) => this.freshness.waitFor(projector, afterPosition)));
    const manager = this.dataSource.manager;
    const fieldIds = await filterableCustomFieldIds(manager, caller);
    assertFilterableCustomFields(filter.customFieldResponseFilters, fieldIds);
    const scope = await candidateListScope(manager, this.access, caller, { confidentialAnswers: true });
    const options = await queryCandidateListFilterOptions(manager, { ...filter, ...scope, companyId: caller.companyId, page: 1, take: 1 }, fieldIds);
    const candidateResponses = await this.questionsOf(caller, filter.jobRoleIds, scope.jobIds, scope.confidentialAnswerStages ?? null);
    return { ...options, candidateResponseFilter: candidateResponses.length > 0, candidateResponses };
  }

  /**
   * The layout's candidate-response section (spec 02 §3.9 `candidateResponseFilter`): a question id means something
   * within one job only, so the questions are offered when exactly one job, one the caller sees, is selected.
   */
  private async questionsOf(
    caller: Caller,
    jobRoleIds: readonly string[] | undefined,
    visibleJobIds: readonly string[] | null,
    confidential: PermittedStages,
  ): Promise<CandidateResponseQuestion[]> {
    if (jobRoleIds?.length !== 1) return [];
    const jobId = jobRoleIds[0]!;
    if (visibleJobIds !== null && !visibleJobIds.includes(jobId)) return [];
    const job = await findJob(this.dataSource.manager, caller.companyId, jobId);
    return job ? candidateResponseQuestions(job.id, job.stages, confidential) : [];
  }
}
