import { condition, defineSignal, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import {
  AUTO_ARCHIVE_LEFT_STAGE_SIGNAL,
  type AutoArchiveActivities,
  type AutoArchiveInput,
  type AutoArchiveOutcome,
} from './auto-archive.types';

const { archiveUnresponsiveApplication } = proxyActivities<AutoArchiveActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

export const applicationLeftStage = defineSignal(AUTO_ARCHIVE_LEFT_STAGE_SIGNAL);

/**
 * Archive unresponsive candidates after N days (spec 02 §3.5): waits for the application to leave the
 * stage; if it has not left when the time is up, archives it with the reason "Unresponsive".
 */
export async function autoArchiveUnresponsive(input: AutoArchiveInput): Promise<AutoArchiveOutcome> {
  let left = false;
  setHandler(applicationLeftStage, () => {
    left = true;
  });
  if (await condition(() => left, input.delayMs)) return 'LEFT_STAGE';
  const { archived } = await archiveUnresponsiveApplication({ ...input, workflowId: workflowInfo().workflowId });
  return archived ? 'ARCHIVED' : 'NOTHING_TO_DO';
}
