import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  addFeedbackTemplate,
  deleteFeedbackTemplate,
  editFeedbackTemplate,
  FeedbackTemplateErrors,
  type FeedbackTemplateInput,
} from '@ats/domain/feedback-templates';
import { DataSource } from 'typeorm';
import { companyFeedbackTemplates, lockFeedbackTemplate, setFeedbackReminderCadenceDays } from '@ats/infra/db/feedback-template-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../identity/caller';

type Answer = { id: string };

export class AddFeedbackTemplateCommand extends Command<Answer> {
  constructor(
    readonly caller: Caller,
    readonly input: FeedbackTemplateInput,
  ) {
    super();
  }
}

export class EditFeedbackTemplateCommand extends Command<Answer> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly input: FeedbackTemplateInput,
  ) {
    super();
  }
}

export class DeleteFeedbackTemplateCommand extends Command<Answer> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
  ) {
    super();
  }
}

/** `POST /feedback-templates`: `addFeedbackTemplate`'s rules; the unique index settles two concurrent adds. */
@CommandHandler(AddFeedbackTemplateCommand)
export class AddFeedbackTemplateCommandHandler implements ICommandHandler<AddFeedbackTemplateCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, input }: AddFeedbackTemplateCommand): Promise<Answer> {
    return this.writer
      .run({
        load: async (manager) => ({ templates: await companyFeedbackTemplates(manager, caller.companyId) }),
        decide: (existing, context) => addFeedbackTemplate(input, existing, caller, context),
        afterwards: async (_manager, row) => ({ id: row.id }),
      })
      .catch(refuseOnUniqueViolation(FeedbackTemplateErrors.nameExists));
  }
}

/** `PUT /feedback-templates/:id`: the whole template (another company's: 404). */
@CommandHandler(EditFeedbackTemplateCommand)
export class EditFeedbackTemplateCommandHandler implements ICommandHandler<EditFeedbackTemplateCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id, input }: EditFeedbackTemplateCommand): Promise<Answer> {
    return this.writer
      .run({
        load: async (manager) => ({
          template: await lockFeedbackTemplate(manager, id),
          templates: await companyFeedbackTemplates(manager, caller.companyId),
        }),
        decide: (existing, context) => editFeedbackTemplate({ ...input, id }, existing, caller, context),
        afterwards: async (_manager, row) => ({ id: row.id }),
      })
      .catch(refuseOnUniqueViolation(FeedbackTemplateErrors.nameExists));
  }
}

/** `DELETE /feedback-templates/:id` (another company's: 404). */
@CommandHandler(DeleteFeedbackTemplateCommand)
export class DeleteFeedbackTemplateCommandHandler implements ICommandHandler<DeleteFeedbackTemplateCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id }: DeleteFeedbackTemplateCommand): Promise<Answer> {
    return this.writer.run({
      load: async (manager) => ({ template: await lockFeedbackTemplate(manager, id) }),
      decide: (existing) => deleteFeedbackTemplate({ id }, existing, caller),
    });
  }
}

export class SetFeedbackReminderCadenceCommand extends Command<number> {
  constructor(
    readonly caller: Caller,
    readonly cadenceDays: number,
  ) {
    super();
  }
}

/** `PUT /feedback-reminder-settings`: the company's column, audited (as the company's offer setting is). */
@CommandHandler(SetFeedbackReminderCadenceCommand)
export class SetFeedbackReminderCadenceCommandHandler implements ICommandHandler<SetFeedbackReminderCadenceCommand> {
  constructor(private readonly dataSource: DataSource) {}

  execute({ caller, cadenceDays }: SetFeedbackReminderCadenceCommand): Promise<number> {
    return setFeedbackReminderCadenceDays(this.dataSource, caller, cadenceDays);
  }
}
