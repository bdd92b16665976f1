import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { JobErrors } from '@ats/domain/jobs';
import { jobPostingJsonLd } from '@ats/domain/job-postings/job-posting-json-ld';
import { DomainError } from '@ats/domain/shared';
import type { AtsConfig } from '@ats/infra/config';
import { findCareerCompany, findCareerJob, listCareerJobs } from '@ats/projections/jobs/career-page.query';
import { ATS_CONFIG } from '../../platform/tokens';
import type { CareerJobResponseDto, CareerPageResponseDto } from './career-page.response.dto';

const noCareerPage = () => new DomainError('career-page-not-found', 'Career page not found', 'not-found');

export class CareerPageQuery extends Query<CareerPageResponseDto> {
  constructor(
    readonly careerName: string,
    readonly search: string,
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
  constructor(private readonly dataSource: DataSource) {}

  async execute({ careerName, search, page, take }: CareerPageQuery): Promise<CareerPageResponseDto> {
    const company = await findCareerCompany(this.dataSource.manager, careerName);
    if (!company) throw noCareerPage();
    const { items, total } = await listCareerJobs(this.dataSource.manager, company.id, search, page, take);
    return { company: { name: company.name, careerName: company.careerName }, items, total, page, take };
  }
}

@QueryHandler(CareerJobQuery)
export class CareerJobQueryHandler implements IQueryHandler<CareerJobQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
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
    return { ...page, company: { name: company.name, careerName: company.careerName }, jsonLd };
  }
}
