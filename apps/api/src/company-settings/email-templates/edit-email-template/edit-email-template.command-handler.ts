import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { editEmailTemplate, EmailTemplateErrors, type EmailTemplateInput } from '@ats/domain/email-templates';
import { companyEmailTemplates, lockEmailTemplate } from '@ats/infra/db/email-template-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import { sanitiseTemplateBody } from '@ats/infra/mail/email-template-html';
import type { Caller } from '@ats/api/identity/caller';

export class EditEmailTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly input: EmailTemplateInput,
  ) {
    super();
  }
}

/** `PUT /company-email-templates/:id`: a company template, never a system one. */
@CommandHandler(EditEmailTemplateCommand)
export class EditEmailTemplateCommandHandler implements ICommandHandler<EditEmailTemplateCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id, input }: EditEmailTemplateCommand): Promise<{ id: string }> {
    const clean = { ...input, id, body: sanitiseTemplateBody(input.body ?? '') };
    return this.writer
      .run({
        load: async (manager) => ({
          template: await lockEmailTemplate(manager, id),
          templates: await companyEmailTemplates(manager, caller.companyId),
        }),
        decide: (existing, context) => editEmailTemplate(clean, existing, caller, context),
        afterwards: async (_manager, row) => ({ id: row.id }),
      })
      .catch(refuseOnUniqueViolation(EmailTemplateErrors.titleExists));
  }
}
