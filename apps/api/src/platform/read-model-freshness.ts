import { applyDecorators, BadRequestException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { ApiPropertyOptional, ApiQuery } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { DataSource } from 'typeorm';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { hasProjected, waitForProjection } from '@ats/infra/projections/projection-runner';
import type { Projector } from '@ats/projections/projector';
import { EVENT_STORE } from './tokens';

/** A global position: a decimal of at most 19 digits (a signed 64-bit integer). */
const POSITION = /^\d{1,19}$/;
const POSITION_MESSAGE = 'afterPosition must be a position a command answered';
const afterPositionSchema = {
  type: 'string',
  pattern: POSITION.source,
  maxLength: 19,
  description: 'The position a command answered: the query waits (a few seconds at most) until its read model has passed it',
} as const;

/** The `afterPosition` query parameter of a DTO. */
export const AfterPosition = () =>
  applyDecorators(ApiPropertyOptional(afterPositionSchema), IsOptional(), Matches(POSITION, { message: POSITION_MESSAGE }));

/** Documents an `afterPosition` read with `@Query('afterPosition')`; ReadModelFreshness checks it. */
export const ApiAfterPosition = () => ApiQuery({ name: 'afterPosition', required: false, schema: afterPositionSchema });

export const READ_MODEL_BEHIND_MESSAGE = 'This page is still catching up with your latest change. Please try again in a moment.';

/**
 * The read model did not reach the caller's position within the wait: 503 with Retry-After, never an answer
 * that silently leaves out what the caller just did (the web retries it, docs/api.md).
 */
export const readModelBehind = () =>
  new ServiceUnavailableException({ message: READ_MODEL_BEHIND_MESSAGE, errorCode: 'read-model-behind', retryAfterSeconds: 1 });

/**
 * Read-your-writes: a query that passes `afterPosition` (from a command's answer) waits, at most a few
 * seconds, until the read model has processed that position, else answers 503 (`readModelBehind`). A position
 * that is no decimal, or that no command has reached yet, is refused at once: waiting for it could only time out.
 */
@Injectable()
export class ReadModelFreshness {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** How long a query waits for its read model before answering 503. */
  waitMs = 5000;

  async waitFor(projector: Projector, afterPosition: string | undefined): Promise<void> {
    if (afterPosition === undefined) return;
    if (typeof afterPosition !== 'string' || !POSITION.test(afterPosition)) {
      throw new BadRequestException({ message: POSITION_MESSAGE, errorCode: 'validation' });
    }
    const position = BigInt(afterPosition);
    // The usual case costs one checkpoint read; the log's head is asked only when the read model is behind.
    if (await hasProjected(this.dataSource, projector, position)) return;
    if (position > (await this.store.headPosition())) {
      // Its own code, so a client holding a position from a store since reset can forget it and retry.
      throw new BadRequestException({ message: POSITION_MESSAGE, errorCode: 'after-position-beyond-head' });
    }
    if (!(await waitForProjection(this.dataSource, projector, position, this.waitMs))) throw readModelBehind();
  }
}
