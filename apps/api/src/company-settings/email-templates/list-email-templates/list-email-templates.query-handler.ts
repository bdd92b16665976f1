import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { SYSTEM_EMAIL_TEMPLATES } from '@ats/domain/email-templates';
import { companyEmailTemplates, companyTemplateAttachments, userNames } from '@ats/infra/db/email-template-rows';
import type { EmailTemplateResponseDto } from '../email-template.response.dto';

export class ListEmailTemplatesQuery extends Query<EmailTemplateResponseDto[]> {
  constructor(readonly companyId: string) {
    super();
  }
}

/** The company's templates by title, then the system templates. */
@QueryHandler(ListEmailTemplatesQuery)
export class ListEmailTemplatesQueryHandler implements IQueryHandler<ListEmailTemplatesQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId }: ListEmailTemplatesQuery): Promise<EmailTemplateResponseDto[]> {
    const { manager } = this.dataSource;
    const own = await companyEmailTemplates(manager, companyId);
    const attachments = new Map<string, EmailTemplateResponseDto['attachments']>();
    for (const { id, templateId, fileName, contentType, sizeBytes } of await companyTemplateAttachments(
      manager,
      companyId,
    ))
      attachments.set(templateId, [...(attachments.get(templateId) ?? []), { id, fileName, contentType, sizeBytes }]);
    const names = await userNames(
      manager,
      own.map((row) => row.updatedBy),
    );
    return [
      ...own.map(({ id, title, subject, body, type, isDefault, updatedAt, updatedBy }) => ({
        id,
        title,
        subject,
        body,
        type,
        source: 'COMPANY' as const,
        isDefault,
        updatedAt: updatedAt.toISOString(),
        updatedByName: names.get(updatedBy) || null,
        attachments: attachments.get(id) ?? [],
      })),
      ...SYSTEM_EMAIL_TEMPLATES.map((template) => ({
        ...template,
        source: 'SYSTEM' as const,
        isDefault: false,
        updatedAt: null,
        updatedByName: null,
        attachments: [],
      })),
    ];
  }
}
