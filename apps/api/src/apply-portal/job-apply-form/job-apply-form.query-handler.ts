import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { applyFormCustomFields } from '@ats/projections/career-portal/apply-portal.query';
import { BrandingReader, publicBrandingOf } from '../../branding/branding-reader';
import { EVENT_STORE } from '../../platform/tokens';
import { loadApplyJob } from '../apply-portal-job';
import type { JobApplyFormResponseDto } from './job-apply-form.response.dto';

export class JobApplyFormQuery extends Query<JobApplyFormResponseDto> {
  constructor(readonly jobId: string) {
    super();
  }
}

/** The apply form of a job on a career page (spec 02 §3.2): public, as the job page is. */
@QueryHandler(JobApplyFormQuery)
export class JobApplyFormQueryHandler implements IQueryHandler<JobApplyFormQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly branding: BrandingReader,
  ) {}

  async execute({ jobId }: JobApplyFormQuery): Promise<JobApplyFormResponseDto> {
    const { companyId, job, open } = await loadApplyJob(this.dataSource.manager, this.store, jobId);
    const company = (await this.branding.company(companyId))!;
    const { linkedInLink, portfolioLink, askGender, askNationality, customFieldIds } = job.applicationForm;
    return {
      jobId: job.jobId,
      title: job.details.displayName || job.name,
      open,
      companyName: company.name,
      careerName: company.careerName,
      branding: publicBrandingOf(await this.branding.effectiveBranding(company)),
      form: { linkedInLink, portfolioLink, askGender, askNationality },
      customFields: await applyFormCustomFields(this.dataSource.manager, companyId, customFieldIds),
    };
  }
}
