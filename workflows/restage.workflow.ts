import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { RestageActivities, RestageInput, RestageOutcome } from './restage.types';

const PAGE = 50;

const { applicationsToRestage, restageApplications } = proxyActivities<RestageActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

/**
 * Moves the candidates out of stages a job deleted or no longer has (spec 02 §4.3: 'Move candidates and delete
 * stage', a changed pipeline template). Page by page until none is left in an old stage: no application can
 * enter one any more (the job's stream refuses it), so the set only shrinks and the loop ends.
 */
export async function restageCandidates(input: RestageInput): Promise<RestageOutcome> {
  const { workflowId } = workflowInfo();
  let restaged = 0;
  let afterPosition = input.afterPosition;
  for (;;) {
    const batch = await applicationsToRestage({ ...input, afterPosition, limit: PAGE });
    if (batch.length === 0) return { restaged };
    const { moved, position } = await restageApplications({ companyId: input.companyId, cause: input.cause, workflowId, batch });
    restaged += moved;
    afterPosition = position ?? afterPosition;
  }
}
