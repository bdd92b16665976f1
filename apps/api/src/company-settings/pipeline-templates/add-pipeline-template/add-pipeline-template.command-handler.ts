import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addPipelineTemplate, type PipelineTemplateInput } from '@ats/domain/company-settings';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class AddPipelineTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly input: PipelineTemplateInput,
  ) {
    super();
  }
}

/** `POST /pipeline-templates`: `addPipelineTemplate`'s rules. */
@CommandHandler(AddPipelineTemplateCommand)
export class AddPipelineTemplateCommandHandler implements ICommandHandler<AddPipelineTemplateCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, input }: AddPipelineTemplateCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async () => ({}),
      decide: (existing, context) => addPipelineTemplate(input, existing, caller, context),
      afterwards: async (_manager, { id }) => ({ id }),
    });
  }
}
