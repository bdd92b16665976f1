import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deletePipelineTemplate } from '@ats/domain/company-settings';
import { candidateCountsByTemplate, jobCountsBy, lockPipelineTemplate } from '@ats/infra/db/company-settings-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';

export class DeletePipelineTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
  ) {
    super();
  }
}

/**
 * `DELETE /pipeline-templates/:id`: not the default; not while jobs of the jobs read model use it or the
 * candidate list has candidates in such jobs.
 */
@CommandHandler(DeletePipelineTemplateCommand)
export class DeletePipelineTemplateCommandHandler implements ICommandHandler<DeletePipelineTemplateCommand> {
  constructor(private readonly writer: RelationalWriter) {}

  execute({ caller, id }: DeletePipelineTemplateCommand): Promise<{ id: string }> {
    return this.writer.run({
      load: async (manager) => ({
        template: await lockPipelineTemplate(manager, id),
        jobs: (await jobCountsBy(manager, caller.companyId, 'pipeline_template_id')).get(id) ?? 0,
        candidates: (await candidateCountsByTemplate(manager, caller.companyId)).get(id) ?? 0,
      }),
      decide: (existing) => deletePipelineTemplate({ id }, existing, caller),
    });
  }
}
