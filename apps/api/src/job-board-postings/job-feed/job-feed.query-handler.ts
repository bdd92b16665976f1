import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { DomainError } from '@ats/domain/shared';
import type { AtsConfig } from '@ats/infra/config';
import { renderJobFeed } from '@ats/infra/job-boards/xml-feed.board';
import { companyFeed } from '@ats/projections/job-postings/job-board-postings.query';
import { ATS_CONFIG } from '../../platform/tokens';

export const feedNotFound = () => new DomainError('job-feed-not-found', 'Job feed not found', 'not-found');

/** A company's XML job feed: the XML text. */
export class JobFeedQuery extends Query<string> {
  constructor(readonly companyId: string) {
    super();
  }
}

@QueryHandler(JobFeedQuery)
export class JobFeedQueryHandler implements IQueryHandler<JobFeedQuery> {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
  ) {}

  async execute({ companyId }: JobFeedQuery): Promise<string> {
    const feed = await companyFeed(this.dataSource.manager, companyId, 'xml-feed');
    if (!feed) throw feedNotFound();
    const careers = `${this.config.publicUrl}/careers/${encodeURIComponent(feed.careerName ?? companyId)}`;
    return renderJobFeed({
      publisher: feed.companyName,
      publisherUrl: careers,
      builtAt: new Date(),
      jobs: feed.jobs.map((job) => ({ ...job, url: `${careers}/job/${job.jobId}` })),
    });
  }
}
