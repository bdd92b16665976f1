import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteEmailTemplate } from '@ats/domain/email-templates';
import { jobsUsingEmailTemplate, lockEmailTemplate } from '@ats/infra/db/email-template-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../../../identity/caller';

export class DeleteEmailTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
  ) {
    super();
  }
}

/**
 * `DELETE /company-email-templates/:id`: refused for a default template and while a stage automation of a
 * job in the jobs read model names it (spec 03 §8).
 */
@CommandHandler(DeleteEmailTemplateCommand)
export class DeleteEmailTemplateCommandHandler implements ICommandHandler<DeleteEmailTemplateCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id }: DeleteEmailTemplateCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async (manager) => ({
        template: await lockEmailTemplate(manager, id),
        usedByAutomations: await jobsUsingEmailTemplate(manager, caller.companyId, id),
      }),
      decide: (existing) => deleteEmailTemplate({ id }, existing, caller),
    });
  }
}
