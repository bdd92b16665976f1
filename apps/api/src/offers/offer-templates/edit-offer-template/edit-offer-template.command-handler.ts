import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { editOfferTemplate, OfferTemplateErrors, ownOfferTemplate, type OfferTemplateInput } from '@ats/domain/offer-templates';
import type { BlobStore } from '@ats/infra/blob-store';
import { companyOfferTemplates, lockOfferTemplate } from '@ats/infra/db/offer-template-rows';
import { refuseOnUniqueViolation, RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '@ats/api/identity/caller';
import { BLOB_STORE } from '@ats/api/platform/tokens';
import { removeLetter, writingLetter } from '../offer-letter-blobs';
import type { ReadOfferLetter } from '../offer-letter-upload';

/** A change of the name and fillers (`letter` undefined), or of the letter alone (`name` undefined: kept). */
export class EditOfferTemplateCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly id: string,
    readonly change: { name?: string; placeholders?: OfferTemplateInput['placeholders']; letter?: ReadOfferLetter | null },
  ) {
    super();
  }
}

/**
 * `PUT /company-offer-templates/:id` and `PUT /company-offer-templates/:id/letter`: the policy decides, a new
 * letter is stored in the transaction, and the replaced letter's bytes are removed once it is committed.
 */
@CommandHandler(EditOfferTemplateCommand)
export class EditOfferTemplateCommandHandler implements ICommandHandler<EditOfferTemplateCommand> {
  private readonly logger = new Logger('EditOfferTemplate');

  constructor(
    private readonly writer: RelationalWriter,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ caller, id, change }: EditOfferTemplateCommand): Promise<{ id: string }> {
    const letter = change.letter === undefined ? undefined : change.letter;
    const { replacedLetterBlobId } = await writingLetter(this.blobs, this.logger, caller.companyId, letter ?? null, (store) =>
      this.writer
        .run({
          load: async (manager) => ({
            template: await lockOfferTemplate(manager, id),
            templates: await companyOfferTemplates(manager, caller.companyId),
          }),
          decide: (existing, context) => {
            // a new letter alone keeps the name; `null` here is an upload without a file
            const name = change.name ?? ownOfferTemplate(caller, existing.template).name;
            if (letter === null) throw OfferTemplateErrors.letterRequired();
            return editOfferTemplate({ id, name, placeholders: change.placeholders, letter }, existing, caller, context);
          },
          afterwards: async (_manager, result) => {
            await store();
            return result;
          },
        })
        .catch(refuseOnUniqueViolation(OfferTemplateErrors.nameExists)),
    );
    if (replacedLetterBlobId) await removeLetter(this.blobs, this.logger, caller.companyId, replacedLetterBlobId);
    return { id };
  }
}
