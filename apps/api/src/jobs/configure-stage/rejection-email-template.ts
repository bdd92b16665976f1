import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SYSTEM_EMAIL_TEMPLATES } from '@ats/domain/email-templates/system-email-templates';
import { AutomationErrors } from '@ats/domain/jobs/stage-automations';
import { EmailTemplateEntity } from '@ats/infra/db/entities/email-template.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spec 02 §3.5: the rejection e-mail automation names a template by id; it must be a system template or one
 * of the caller's company (another company's id, or free text, is refused before anything is recorded).
 */
@Injectable()
export class RejectionEmailTemplates {
  constructor(private readonly dataSource: DataSource) {}

  async assertOfCompany(companyId: string, templateId: string): Promise<void> {
    if (SYSTEM_EMAIL_TEMPLATES.some((template) => template.id === templateId)) return;
    const known =
      UUID.test(templateId) &&
      (await this.dataSource.getRepository(EmailTemplateEntity).existsBy({ id: templateId, companyId }));
    if (!known) throw AutomationErrors.rejectionTemplateUnknown();
  }
}
