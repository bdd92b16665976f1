import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addEmailTemplate, EmailTemplateErrors, type EmailTemplateInput } from '@ats/domain/email-templates';
import { companyEmailTemplates } from '@ats/infra/db/email-template-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import { sanitiseTemplateBody } from '@ats/infra/mail/email-template-html';
import type { Caller } from '@ats/api/identity/caller';

export class AddEmailTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly input: EmailTemplateInput,
  ) {
    super();
  }
}

/** `POST /company-email-templates`: the body sanitised, then `addEmailTemplate`'s rules. */
@CommandHandler(AddEmailTemplateCommand)
export class AddEmailTemplateCommandHandler implements ICommandHandler<AddEmailTemplateCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, input }: AddEmailTemplateCommand): Promise<{ id: string }> {
    const clean = { ...input, body: sanitiseTemplateBody(input.body ?? '') };
    return this.writer
      .run({
        load: async (manager) => ({ templates: await companyEmailTemplates(manager, caller.companyId) }),
        decide: (existing, context) => addEmailTemplate(clean, existing, caller, context),
        afterwards: async (_manager, { id }) => ({ id }),
      })
      .catch(refuseOnUniqueViolation(EmailTemplateErrors.titleExists));
  }
}
