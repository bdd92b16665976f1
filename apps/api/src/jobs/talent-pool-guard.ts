import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { JobErrors } from '@ats/domain/jobs';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { waitForProjection } from '@ats/infra/projections/projection-runner';
import { jobsProjector } from '@ats/projections/jobs/jobs.projector';
import { liveTalentPoolIds } from '@ats/projections/jobs/jobs.query';
import { EVENT_STORE } from '../platform/tokens';

/**
 * Spec 02 §2.2, §4.1: a company keeps one talent pool. The job decider sees one job's stream only, so the rule
 * is kept here, around the append that creates a talent pool:
 * - a transaction-scoped advisory lock per company serialises the company's talent-pool creations, so two
 *   requests at once cannot both find none (the lock is the concurrency guard; the event store may be
 *   another database, so no unique index can span "read, then append");
 * - holding it, the jobs read model is first brought up to the log's head, so a talent pool created a moment
 *   ago (by the request that held the lock before) is seen, then the read model is asked.
 * A retry of the same create (same command id, so the same job id) finds its own job and passes.
 *
 * Nothing in the transaction asks the pool for a second connection: the requests waiting for the lock each hold
 * one, and when they held them all, a holder waiting for another (the read model's checkpoint read through the
 * DataSource) waited until the waiters' lock_timeout failed them. The checkpoint is read on the transaction's own
 * connection; the append goes through the event store, which has connections of its own.
 */
@Injectable()
export class TalentPoolGuard {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async createOnce<T>(companyId: string, jobId: string, create: () => Promise<T>): Promise<T> {
    // Before the transaction, holding no connection meanwhile: the read model catches up with the log as it is
    // now, so that under the lock it is behind by at most what was appended since (usually nothing).
    await this.caughtUp(this.dataSource);
    return this.dataSource.transaction(async (manager) => {
      // Bounded, so a stuck holder cannot keep a request (and its connection) waiting for ever.
      await manager.query(`SET LOCAL lock_timeout = '10s'`);
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('ats:talent-pool'), hashtext($1))`, [companyId]);
      await this.caughtUp(manager);
      const existing = await liveTalentPoolIds(manager, companyId);
      if (existing.some((id) => id !== jobId)) throw JobErrors.talentPoolExists();
      return create();
    });
  }

  /** Waits (bounded) until the jobs read model has projected the log's head, reading through `source`. */
  private async caughtUp(source: DataSource | EntityManager): Promise<void> {
    if (!(await waitForProjection(source, jobsProjector, await this.store.headPosition()))) {
      throw new ServiceUnavailableException({ message: 'Please try again in a moment', errorCode: 'read-model-behind' });
    }
  }
}
