import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { editPipelineTemplate, type PipelineTemplateInput } from '@ats/domain/company-settings';
import { lockPipelineTemplate } from '@ats/infra/db/company-settings-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class EditPipelineTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly input: PipelineTemplateInput,
  ) {
    super();
  }
}

/** `PUT /pipeline-templates/:id`: the name and the whole ordered stage list (another company's: 404). */
@CommandHandler(EditPipelineTemplateCommand)
export class EditPipelineTemplateCommandHandler implements ICommandHandler<EditPipelineTemplateCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id, input }: EditPipelineTemplateCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async (manager) => ({ template: await lockPipelineTemplate(manager, id) }),
      decide: (existing) => editPipelineTemplate(input, existing, caller),
      afterwards: async (_manager, row) => ({ id: row.id }),
    });
  }
}
