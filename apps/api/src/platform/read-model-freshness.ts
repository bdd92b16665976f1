import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { waitForProjection } from '../../../../infra/projections/projection-runner';
import type { Projector } from '../../../../projections/projector';

/**
 * Read-your-writes: a query that passes `afterPosition` (from a command's answer) waits, at most a few
 * seconds, until the read model has processed that position.
 */
@Injectable()
export class ReadModelFreshness {
  constructor(private readonly dataSource: DataSource) {}

  async waitFor(projector: Projector, afterPosition: string | undefined): Promise<void> {
    if (!afterPosition || !/^\d+$/.test(afterPosition)) return;
    await waitForProjection(this.dataSource, projector, BigInt(afterPosition));
  }
}
