import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { FeedbackTemplateErrors, type FeedbackTemplateRow } from '@ats/domain/feedback-templates';
import { companyFeedbackTemplates, feedbackReminderCadenceDays } from '@ats/infra/db/feedback-template-rows';
import type { FeedbackTemplateResponseDto } from './feedback-template.response.dto';

export class ListFeedbackTemplatesQuery extends Query<FeedbackTemplateResponseDto[]> {
  constructor(readonly companyId: string) {
    super();
  }
}

export class FeedbackTemplateQuery extends Query<FeedbackTemplateResponseDto> {
  constructor(
    readonly companyId: string,
    readonly id: string,
  ) {
    super();
  }
}

const response = ({ id, name, scale, sections, updatedAt }: FeedbackTemplateRow): FeedbackTemplateResponseDto => ({
  id,
  name,
  scale,
  sections,
  skillsCount: sections.reduce((count, section) => count + section.skills.length, 0),
  updatedAt: updatedAt.toISOString(),
});

@QueryHandler(ListFeedbackTemplatesQuery)
export class ListFeedbackTemplatesQueryHandler implements IQueryHandler<ListFeedbackTemplatesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId }: ListFeedbackTemplatesQuery): Promise<FeedbackTemplateResponseDto[]> {
    return (await companyFeedbackTemplates(this.dataSource.manager, companyId)).map(response);
  }
}

/** One template of the caller's company; another company's answers 404. */
@QueryHandler(FeedbackTemplateQuery)
export class FeedbackTemplateQueryHandler implements IQueryHandler<FeedbackTemplateQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId, id }: FeedbackTemplateQuery): Promise<FeedbackTemplateResponseDto> {
    const found = (await companyFeedbackTemplates(this.dataSource.manager, companyId)).find((row) => row.id === id);
    if (!found) throw FeedbackTemplateErrors.notFound();
    return response(found);
  }
}

export class FeedbackReminderCadenceQuery extends Query<number> {
  constructor(readonly companyId: string) {
    super();
  }
}

@QueryHandler(FeedbackReminderCadenceQuery)
export class FeedbackReminderCadenceQueryHandler implements IQueryHandler<FeedbackReminderCadenceQuery> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ companyId }: FeedbackReminderCadenceQuery): Promise<number> {
    return feedbackReminderCadenceDays(this.dataSource.manager, companyId);
  }
}
