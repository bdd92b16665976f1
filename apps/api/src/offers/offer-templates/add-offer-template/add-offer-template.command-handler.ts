import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { addOfferTemplate, OfferTemplateErrors } from '@ats/domain/offer-templates';
import type { BlobStore } from '@ats/infra/blob-store';
import { companyOfferTemplates } from '@ats/infra/db/offer-template-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';
import { BLOB_STORE } from '@ats/api/platform/tokens';
import { writingLetter } from '../offer-letter-blobs';
import type { ReadOfferLetter } from '../offer-letter-upload';

export class AddOfferTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly name: string,
    readonly letter: ReadOfferLetter | null,
  ) {
    super();
  }
}

/** `POST /company-offer-templates`: the policy decides on the name and the letter, then the letter is stored. */
@CommandHandler(AddOfferTemplateCommand)
export class AddOfferTemplateCommandHandler implements ICommandHandler<AddOfferTemplateCommand> {
  private readonly logger = new Logger('AddOfferTemplate');

  constructor(
    private readonly writer: RelationalWriter,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  execute({ caller, name, letter }: AddOfferTemplateCommand): Promise<{ id: string }> {
    return writingLetter(this.blobs, this.logger, caller.companyId, letter, (store) =>
      this.writer
        .run({
          load: async (manager) => ({ templates: await companyOfferTemplates(manager, caller.companyId) }),
          decide: (existing, context) => addOfferTemplate({ name, letter }, existing, caller, context),
          afterwards: async (_manager, row) => {
            await store();
            return { id: row.id };
          },
        })
        .catch(refuseOnUniqueViolation(OfferTemplateErrors.nameExists)),
    );
  }
}
