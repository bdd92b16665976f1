import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource, type EntityManager } from 'typeorm';
import { isLockedStage, SettingsErrors, type PipelineTemplateRow } from '@ats/domain/company-settings';
import { candidateCountsByTemplate, companyPipelineTemplates, jobCountsBy } from '@ats/infra/db/company-settings-rows';
import type { PipelineTemplateResponseDto } from './pipeline-template.response.dto';

export class ListPipelineTemplatesQuery extends Query<PipelineTemplateResponseDto[]> {
  constructor(readonly companyId: string) {
    super();
  }
}

export class GetPipelineTemplateQuery extends Query<PipelineTemplateResponseDto> {
  constructor(
    readonly companyId: string,
    readonly id: string,
  ) {
    super();
  }
}

/** The company's templates, default first, with their stages and the jobs and candidates using each. */
const templatesOf = async (manager: EntityManager, companyId: string): Promise<PipelineTemplateResponseDto[]> => {
  const jobs = await jobCountsBy(manager, companyId, 'pipeline_template_id');
  const candidates = await candidateCountsByTemplate(manager, companyId);
  return (await companyPipelineTemplates(manager, companyId)).map(
    ({ id, name, isDefault, stageNames }: PipelineTemplateRow) => ({
      id,
      name,
      isDefault,
      stages: stageNames.map((stage) => ({ name: stage, locked: isLockedStage(stage) })),
      jobsCount: jobs.get(id) ?? 0,
      candidatesCount: candidates.get(id) ?? 0,
    }),
  );
};

@QueryHandler(ListPipelineTemplatesQuery)
export class ListPipelineTemplatesQueryHandler implements IQueryHandler<ListPipelineTemplatesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ companyId }: ListPipelineTemplatesQuery): Promise<PipelineTemplateResponseDto[]> {
    return templatesOf(this.dataSource.manager, companyId);
  }
}

/** One template of the caller's company; another company's answers 404. */
@QueryHandler(GetPipelineTemplateQuery)
export class GetPipelineTemplateQueryHandler implements IQueryHandler<GetPipelineTemplateQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId, id }: GetPipelineTemplateQuery): Promise<PipelineTemplateResponseDto> {
    const template = (await templatesOf(this.dataSource.manager, companyId)).find((each) => each.id === id);
    if (!template) throw SettingsErrors.templateNotFound();
    return template;
  }
}
