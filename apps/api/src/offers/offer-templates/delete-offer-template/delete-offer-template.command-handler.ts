import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deleteOfferTemplate } from '@ats/domain/offer-templates';
import type { BlobStore } from '@ats/infra/blob-store';
import { lockOfferTemplate } from '@ats/infra/db/offer-template-rows';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';
import { BLOB_STORE } from '@ats/api/platform/tokens';
import { removeLetter } from '../offer-letter-blobs';

export class DeleteOfferTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
  ) {
    super();
  }
}

/** `DELETE /company-offer-templates/:id`: the row, then (once committed) the letter's bytes. */
@CommandHandler(DeleteOfferTemplateCommand)
export class DeleteOfferTemplateCommandHandler implements ICommandHandler<DeleteOfferTemplateCommand> {
  private readonly logger = new Logger('DeleteOfferTemplate');

  constructor(
    private readonly writer: RelationalWriter,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ caller, id }: DeleteOfferTemplateCommand): Promise<{ id: string }> {
    const { letterBlobId } = await this.writer.run({
      load: async (manager) => ({ template: await lockOfferTemplate(manager, id) }),
      decide: (existing) => deleteOfferTemplate({ id }, existing, caller),
    });
    await removeLetter(this.blobs, this.logger, caller.companyId, letterBlobId);
    return { id };
  }
}
