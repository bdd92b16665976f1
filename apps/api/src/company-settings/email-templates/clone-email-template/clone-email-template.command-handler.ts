import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cloneEmailTemplate, EmailTemplateErrors, systemEmailTemplate } from '@ats/domain/email-templates';
import { companyEmailTemplates, lockEmailTemplate } from '@ats/infra/db/email-template-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../../../identity/caller';

export class CloneEmailTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly title: string,
  ) {
    super();
  }
}

/** `POST /company-email-templates/:id/clone`: a company copy of a company or system template. */
@CommandHandler(CloneEmailTemplateCommand)
export class CloneEmailTemplateCommandHandler implements ICommandHandler<CloneEmailTemplateCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id, title }: CloneEmailTemplateCommand): Promise<{ id: string }> {
    return this.writer
      .run({
        load: async (manager) => ({
          template: systemEmailTemplate(id) ? null : await lockEmailTemplate(manager, id),
          templates: await companyEmailTemplates(manager, caller.companyId),
        }),
        decide: (existing, context) => cloneEmailTemplate({ id, title }, existing, caller, context),
        afterwards: async (_manager, row) => ({ id: row.id }),
      })
      .catch(refuseOnUniqueViolation(EmailTemplateErrors.titleExists));
  }
}
