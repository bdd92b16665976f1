import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { candidateListProjector } from '@ats/projections/candidate-list/candidate-list.projector';
import { countJobApplications, stageCounts } from '@ats/projections/jobs/jobs.query';
import { ReadModelFreshness } from '../platform/read-model-freshness';
import { EVENT_STORE } from '../platform/tokens';

/**
 * How many applications a job (or one of its stages) holds, for the refusals that need none. The candidate
 * list is first brought up to everything written before the question (the log's head), so an application
 * added a moment ago is counted; one added after it finds the job or stage gone and is refused itself.
 */
@Injectable()
export class JobApplicationCounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  private async upToDate(): Promise<void> {
    await this.freshness.waitFor(candidateListProjector, String(await this.store.headPosition()));
  }

  async ofJob(companyId: string, jobId: string, stageId?: string): Promise<number> {
    await this.upToDate();
    return countJobApplications(this.dataSource.manager, companyId, jobId, stageId);
  }

  /** Applications per stage id of the job (stages without any are absent). */
  async perStage(companyId: string, jobId: string): Promise<Record<string, number>> {
    await this.upToDate();
    const counts = await stageCounts(this.dataSource.manager, companyId, jobId);
    return Object.fromEntries(counts.map((count) => [count.stageId, count.total]));
  }

  ofStage(companyId: string, jobId: string, stageId: string): Promise<number> {
    return this.ofJob(companyId, jobId, stageId);
  }
}
