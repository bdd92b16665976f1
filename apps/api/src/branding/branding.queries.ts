import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { brandImageBlob, type BrandImageKind } from '@ats/domain/branding';
import { DomainError } from '@ats/domain/shared';
import type { AtsConfig } from '@ats/infra/config';
import type { BlobStore } from '@ats/infra/blob-store';
import type { Caller } from '../identity/caller';
import { ATS_CONFIG, BLOB_STORE } from '../platform/tokens';
import { BrandingReader, careerBannerUrl, publicBrandingOf } from './branding-reader';
import { readBrandImage } from './branding-images';
import { companyNotFound } from './branding.commands';
import type { BrandingResponseDto, CareerPageSettingsResponseDto } from './branding.response.dto';

export class GetBrandingQuery extends Query<BrandingResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly companyId: string,
  ) {
    super();
  }
}

@QueryHandler(GetBrandingQuery)
export class GetBrandingQueryHandler implements IQueryHandler<GetBrandingQuery> {
  constructor(private readonly reader: BrandingReader) {}

  async execute({ caller, companyId }: GetBrandingQuery): Promise<BrandingResponseDto> {
    const company = companyId === caller.companyId ? await this.reader.company(companyId) : null;
    if (!company) throw companyNotFound();
    const row = await this.reader.effectiveBranding(company);
    return { companyId: company.id, ...publicBrandingOf(row), emailSignature: row.emailSignature, updatedAt: row.updatedAt };
  }
}

export class GetCareerPageSettingsQuery extends Query<CareerPageSettingsResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly companyId: string,
  ) {
    super();
  }
}

/** Career page settings (spec 03 §2.4): the hosted page's link, the company ID for the jobs API, the content. */
@QueryHandler(GetCareerPageSettingsQuery)
export class GetCareerPageSettingsQueryHandler implements IQueryHandler<GetCareerPageSettingsQuery> {
  constructor(
    private readonly reader: BrandingReader,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
  ) {}

  async execute({ caller, companyId }: GetCareerPageSettingsQuery): Promise<CareerPageSettingsResponseDto> {
    const company = companyId === caller.companyId ? await this.reader.company(companyId) : null;
    if (!company) throw companyNotFound();
    const page = await this.reader.effectiveCareerPage(company.id);
    return {
      companyId: company.id,
      careerName: company.careerName,
      careerPageLink: company.careerName ? `${this.config.publicUrl}/careers/${encodeURIComponent(company.careerName)}` : null,
      jobsApiUrl: `${this.config.publicUrl}/api/careers/company/${company.id}/jobs`,
      title: page.title,
      subtitle: page.subtitle,
      videoUrl: page.videoUrl,
      videoEmbedUrl: page.videoEmbedUrl,
      bannerUrl: careerBannerUrl(page),
    };
  }
}

export class ReadBrandImageQuery extends Query<{ bytes: Buffer; contentType: string }> {
  constructor(
    readonly companyId: string,
    readonly kind: BrandImageKind | 'banner',
  ) {
    super();
  }
}

const imageNotFound = () => new DomainError('image-not-found', 'The page you are looking for is not found', 'not-found');

/** A brand image for public pages: anyone may read a company's logo, favicon or banner. */
@QueryHandler(ReadBrandImageQuery)
export class ReadBrandImageQueryHandler implements IQueryHandler<ReadBrandImageQuery> {
  constructor(
    private readonly reader: BrandingReader,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async execute({ companyId, kind }: ReadBrandImageQuery): Promise<{ bytes: Buffer; contentType: string }> {
    const company = await this.reader.company(companyId);
    if (!company) throw imageNotFound();
    const blobId =
      kind === 'banner' ? ((await this.reader.careerPage(company.id))?.bannerBlobId ?? null) : brandImageBlob(await this.reader.effectiveBranding(company), kind);
    const image = await readBrandImage(this.blobs, company.id, blobId);
    if (!image) throw imageNotFound();
    return image;
  }
}
