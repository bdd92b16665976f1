import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { JobErrors } from '@ats/domain/jobs';
import { jobPostingJsonLd } from '@ats/domain/job-postings/job-posting-json-ld';
import { DomainError } from '@ats/domain/shared';
import type { AtsConfig } from '@ats/infra/config';
import {
  careerJobFilterOptions,
  careerTalentPool,
  findCareerCompany,
  findCareerCompanyById,
  findCareerJob,
  listCareerJobs,
  type CareerJobFilters,
} from '@ats/projections/jobs/career-page.query';
import { BrandingReader, careerBannerUrl, publicBrandingOf } from '../../branding/branding-reader';
import { ATS_CONFIG } from '../../platform/tokens';
import type { CareerJobResponseDto, CareerJobsResponseDto, CareerPageResponseDto } from './career-page.response.dto';

const noCareerPage = () => new DomainError('career-page-not-found', 'Career page not found', 'not-found');

export class CareerPageQuery extends Query<CareerPageResponseDto> {
  constructor(
    readonly careerName: string,
    readonly filters: CareerJobFilters,
    readonly page: number,
    readonly take: number,
  ) {
    super();
  }
}

export class CompanyJobsQuery extends Query<CareerJobsResponseDto> {
  constructor(
    readonly companyId: string,
    readonly filters: CareerJobFilters,
    readonly page: number,
    readonly take: number,
  ) {
    super();
  }
}

export class CareerJobQuery extends Query<CareerJobResponseDto> {
  constructor(
    readonly careerName: string,
    readonly jobId: string,
  ) {
    super();
  }
}

@QueryHandler(CareerPageQuery)
export class CareerPageQueryHandler implements IQueryHandler<CareerPageQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly branding: BrandingReader,
  ) {}

  async execute({ careerName, filters, page, take }: CareerPageQuery): Promise<CareerPageResponseDto> {
    const company = await findCareerCompany(this.dataSource.manager, careerName);
    if (!company) throw noCareerPage();
    const manager = this.dataSource.manager;
    const { items, total } = await listCareerJobs(manager, company.id, filters, page, take);
    const brand = await this.branding.effectiveBranding((await this.branding.company(company.id))!);
    const content = await this.branding.effectiveCareerPage(company.id);
    return {
      company,
      items,
      total,
      page,
      take,
      branding: publicBrandingOf(brand),
      content: { title: content.title, subtitle: content.subtitle, videoEmbedUrl: content.videoEmbedUrl, bannerUrl: careerBannerUrl(content) },
      filters: await careerJobFilterOptions(manager, company.id),
      talentPoolJobId: await careerTalentPool(manager, company.id),
    };
  }
}

/** The public jobs API keyed by company ID (spec 03 §2.4): for a company's own careers site. */
@QueryHandler(CompanyJobsQuery)
export class CompanyJobsQueryHandler implements IQueryHandler<CompanyJobsQuery> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ companyId, filters, page, take }: CompanyJobsQuery): Promise<CareerJobsResponseDto> {
    const company = await findCareerCompanyById(this.dataSource.manager, companyId);
    if (!company) throw noCareerPage();
    const { items, total } = await listCareerJobs(this.dataSource.manager, company.id, filters, page, take);
    return { company, items, total, page, take };
  }
}

@QueryHandler(CareerJobQuery)
export class CareerJobQueryHandler implements IQueryHandler<CareerJobQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
    private readonly branding: BrandingReader,
  ) {}

  async execute({ careerName, jobId }: CareerJobQuery): Promise<CareerJobResponseDto> {
    const company = await findCareerCompany(this.dataSource.manager, careerName);
    if (!company) throw noCareerPage();
    const job = await findCareerJob(this.dataSource.manager, company.id, jobId);
    if (!job) throw JobErrors.notFound();
    const { autoCloseOn, ...page } = job;
    // Search engines list only what can still be applied for.
    const jsonLd =
      job.open && job.publishedAt
        ? jobPostingJsonLd({
            jobId: job.id,
            title: job.title,
            description: [job.description, job.mustHaveRequirements, job.perksAndBenefits].filter(Boolean).join('\n\n'),
            datePosted: new Date(job.publishedAt).toISOString(),
            validThrough: autoCloseOn,
            positionType: job.positionType,
            workType: job.workType,
            company: { name: company.name },
            location: job.locationName ? { city: job.locationName } : null,
            url: `${this.config.publicUrl}/careers/${encodeURIComponent(company.careerName)}/job/${job.id}`,
          })
        : null;
    const brand = await this.branding.effectiveBranding((await this.branding.company(company.id))!);
    return { ...page, company, branding: publicBrandingOf(brand), jsonLd };
  }
}
