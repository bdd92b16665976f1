import { setTimeout as delay } from 'node:timers/promises';
import { JOB_BOARDS } from '@ats/domain/job-postings';
import { JobBoardUnavailableError, type JobBoard } from './job-board.port';

export type SimulatedBoardOptions = {
  /** How long a posting takes (ATS_JOB_BOARD_LATENCY_MS). */
  latencyMs: number;
  /** The share of calls that fail, 0 to 1 (ATS_JOB_BOARD_FAILURE_RATE). */
  failureRate: number;
  random?: () => number;
};

/**
 * Stands in for the boards this installation has no contract with (professional network, job-search site,
 * search engine, aggregator): no network, a configurable latency and failure rate, so the retry and failure
 * path runs for real.
 */
export const simulatedJobBoard = ({ latencyMs, failureRate, random = Math.random }: SimulatedBoardOptions): JobBoard => ({
  async post(request) {
    if (latencyMs > 0) await delay(latencyMs);
    if (random() < failureRate) {
      throw new JobBoardUnavailableError(`${JOB_BOARDS[request.board].name} did not accept the job. Please try again later.`);
    }
    return { externalId: `simulated-${request.postingId}-${request.attempt}`, url: null };
  },
});
