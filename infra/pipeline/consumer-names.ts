import { PROJECTORS } from '@ats/projections';
import { RELAY_CHECKPOINT } from '../kafka/kafka-relay';
import { BULK_PROGRESS_PUSHER } from '../push/bulk-progress-push';
import { projectionCheckpointName } from '../projections/projection-runner';
import { processStarterCheckpointName } from '../temporal/process-starter';
import { PROCESSES } from '../temporal/processes';

/** The checkpoints the projector app keeps moving: what /api/health expects to see progress on. */
export const PIPELINE_CONSUMER_NAMES: readonly string[] = [
  ...PROJECTORS.map(projectionCheckpointName),
  RELAY_CHECKPOINT,
  BULK_PROGRESS_PUSHER,
  ...PROCESSES.map(processStarterCheckpointName),
];
