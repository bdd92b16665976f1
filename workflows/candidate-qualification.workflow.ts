import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type {
  ArchiveUnderQualifiedInput,
  CandidateQualificationActivities,
  ProgressQualifiedInput,
  QualificationOutcome,
} from './candidate-qualification.types';

const { archiveUnderQualifiedApplication, progressQualifiedApplication } = proxyActivities<CandidateQualificationActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

/**
 * 'Auto-archive under-qualified candidates' (spec 02 §3.5): a task of the stage judged the candidate not
 * qualified; the application is archived with this workflow as the actor, unless it has left the stage.
 * The activity's command carries the workflow id, so a retried activity appends nothing twice.
 */
export async function archiveUnderQualified(input: ArchiveUnderQualifiedInput): Promise<QualificationOutcome> {
  const { archived } = await archiveUnderQualifiedApplication({ ...input, workflowId: workflowInfo().workflowId });
  return archived ? 'ACTED' : 'NOTHING_TO_DO';
}

/** 'Auto-progress qualified candidates' (spec 02 §3.5): every pre-screening task of the stage done and passed → the next stage. */
export async function progressQualified(input: ProgressQualifiedInput): Promise<QualificationOutcome> {
  const { progressed } = await progressQualifiedApplication({ ...input, workflowId: workflowInfo().workflowId });
  return progressed ? 'ACTED' : 'NOTHING_TO_DO';
}
