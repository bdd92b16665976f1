import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  replaceBrandImage,
  replaceCareerBanner,
  saveBranding,
  saveCareerPage,
  type BrandImageKind,
  type BrandingInput,
  type CareerPageInput,
} from '@ats/domain/branding';
import { DomainError } from '@ats/domain/shared';
import type { BlobStore } from '@ats/infra/blob-store';
import { RelationalWriter } from '@ats/infra/db/relational-write';
import type { Caller } from '../identity/caller';
import { BLOB_STORE } from '../platform/tokens';
import { BrandingReader, type CompanyOfBranding } from './branding-reader';
import { storeBrandImage } from './branding-images';

/** Another company's id names nothing the caller may change: 404, as if there were none. */
export const companyNotFound = () => new DomainError('company-not-found', 'Invalid company ID', 'not-found');

const ownCompany = async (reader: BrandingReader, caller: Caller, companyId: string): Promise<CompanyOfBranding> => {
  const company = companyId === caller.companyId ? await reader.company(companyId) : null;
  if (!company) throw companyNotFound();
  return company;
};

export class SaveBrandingCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly companyId: string,
    readonly input: BrandingInput,
  ) {
    super();
  }
}

@CommandHandler(SaveBrandingCommand)
export class SaveBrandingCommandHandler implements ICommandHandler<SaveBrandingCommand> {
  constructor(
    private readonly writer: RelationalWriter,
    private readonly reader: BrandingReader,
  ) {}

  async execute({ caller, companyId, input }: SaveBrandingCommand): Promise<{ id: string }> {
    const company = await ownCompany(this.reader, caller, companyId);
    const row = await this.writer.run({
      load: (manager) => this.reader.branding(company, manager, true),
      decide: (existing, context) => saveBranding(input, existing, caller, context),
    });
    return { id: row.id };
  }
}

export class ReplaceBrandImageCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly companyId: string,
    readonly kind: BrandImageKind | 'banner',
    readonly bytes: Buffer,
  ) {
    super();
  }
}

/** A new logo, square logo, favicon or career banner: the bytes go to the blob store, the row names them. */
@CommandHandler(ReplaceBrandImageCommand)
export class ReplaceBrandImageCommandHandler implements ICommandHandler<ReplaceBrandImageCommand> {
  constructor(
    private readonly writer: RelationalWriter,
    private readonly reader: BrandingReader,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ caller, companyId, kind, bytes }: ReplaceBrandImageCommand): Promise<{ id: string }> {
    const company = await ownCompany(this.reader, caller, companyId);
    const { blobId } = await storeBrandImage(this.blobs, company.id, bytes);
    try {
      if (kind === 'banner') {
        await this.writer.run({
          load: (manager) => this.reader.careerPage(company.id, manager, true),
          decide: (existing, context) => replaceCareerBanner(blobId, existing, caller, context),
        });
      } else {
        await this.writer.run({
          load: (manager) => this.reader.branding(company, manager, true),
          decide: (existing, context) => replaceBrandImage(kind, blobId, existing, caller, context),
        });
      }
    } catch (error) {
      await this.blobs.delete({ companyId: company.id, blobId });
      throw error;
    }
    return { id: company.id };
  }
}

export class SaveCareerPageCommand extends Command<{ id: string }> {
  constructor(
    readonly caller: Caller,
    readonly companyId: string,
    readonly input: CareerPageInput,
  ) {
    super();
  }
}

@CommandHandler(SaveCareerPageCommand)
export class SaveCareerPageCommandHandler implements ICommandHandler<SaveCareerPageCommand> {
  constructor(
    private readonly writer: RelationalWriter,
    private readonly reader: BrandingReader,
  ) {}

  async execute({ caller, companyId, input }: SaveCareerPageCommand): Promise<{ id: string }> {
    const company = await ownCompany(this.reader, caller, companyId);
    const row = await this.writer.run({
      load: (manager) => this.reader.careerPage(company.id, manager, true),
      decide: (existing, context) => saveCareerPage(input, existing, caller, context),
    });
    return { id: row.id };
  }
}
