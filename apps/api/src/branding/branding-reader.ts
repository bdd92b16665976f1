import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { defaultBranding, emptyCareerPage, faviconHref, type BrandingRow, type CareerPageRow } from '@ats/domain/branding';
import { CareerPageEntity, CompanyBrandingEntity } from '@ats/infra/db/entities/company-branding.entity';
import { CompanyEntity } from '@ats/infra/db/entities/company.entity';

export type CompanyOfBranding = { id: string; name: string; language: string; careerName: string | null };

/** What public pages show of a company's brand: names, colour, language and where its images are. */
export type PublicBranding = {
  brandName: string;
  primaryColour: string;
  language: 'en' | 'ar';
  logoUrl: string | null;
  squareLogoUrl: string | null;
  /** The company favicon with its cache-busting timestamp, or the default /favicon.ico. */
  faviconUrl: string;
};

const imageUrl = (companyId: string, kind: string, version: string | null) =>
  version ? `/api/branding/${companyId}/images/${kind}?v=${encodeURIComponent(version)}` : null;

export const publicBrandingOf = (row: BrandingRow): PublicBranding => ({
  brandName: row.brandName,
  primaryColour: row.primaryColour,
  language: row.language,
  logoUrl: imageUrl(row.id, 'logo', row.logoBlobId),
  squareLogoUrl: imageUrl(row.id, 'square-logo', row.squareLogoBlobId),
  faviconUrl: faviconHref(row.faviconBlobId ? `/api/branding/${row.id}/images/favicon` : null, row.faviconUpdatedAt),
});

export const careerBannerUrl = (row: CareerPageRow): string | null =>
  row.bannerBlobId ? `/api/career-page/${row.id}/banner?v=${row.bannerBlobId}` : null;

/** Reads branding and career-page rows, with what a company shows before it saved any. */
@Injectable()
export class BrandingReader {
  constructor(private readonly dataSource: DataSource) {}

  async company(companyId: string, manager: EntityManager = this.dataSource.manager): Promise<CompanyOfBranding | null> {
    const company = await manager.getRepository(CompanyEntity).findOneBy({ id: companyId });
    return company ? { id: company.id, name: company.name, language: company.language, careerName: company.careerName } : null;
  }

  /** The saved row (null before the first save) and the defaults it starts from. */
  async branding(company: CompanyOfBranding, manager: EntityManager = this.dataSource.manager, lock = false) {
    const row = await manager
      .getRepository(CompanyBrandingEntity)
      .findOne({ where: { id: company.id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    return { row: row as BrandingRow | null, fallback: defaultBranding(company) };
  }

  async effectiveBranding(company: CompanyOfBranding): Promise<BrandingRow> {
    const { row, fallback } = await this.branding(company);
    return row ?? fallback;
  }

  async careerPage(companyId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<CareerPageRow | null> {
    const row = await manager
      .getRepository(CareerPageEntity)
      .findOne({ where: { id: companyId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    return row as CareerPageRow | null;
  }

  async effectiveCareerPage(companyId: string): Promise<CareerPageRow> {
    return (await this.careerPage(companyId)) ?? emptyCareerPage(companyId);
  }
}
