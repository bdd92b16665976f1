import { applicationEvents, type ApplicationMovedToJob, type ApplicationMovedToStage, type ApplicationRestaged, type CandidateAddedToJob } from '@ats/domain/applications';
import { bulkActionEvents, bulkActionOfItemCommand, kindDeclaration, type BulkActionRequested } from '@ats/domain/bulk-actions';
import { jobDecider, jobEvents } from '@ats/domain/jobs';
import { streamId, type RecordedEvent } from '@ats/domain/shared';
import { stageInvitationWorkflowId, type StageInvitationInput } from '@ats/workflows/stage-invitation.types';
import { stageInvitation } from '@ats/workflows/stage-invitation.workflow';
import { defineProcess, type ProcessContext } from '../process-declaration';
import { ATS_APPLICATION_ID, ATS_JOB_ID } from '../search-attributes';

type StageInvitationEvent = CandidateAddedToJob | ApplicationMovedToStage | ApplicationMovedToJob | ApplicationRestaged;

/** The events by which an application enters a stage. */
const STAGE_INVITATION_EVENTS: ReadonlyArray<StageInvitationEvent['type']> = ['CandidateAddedToJob', 'ApplicationMovedToStage', 'ApplicationMovedToJob', 'ApplicationRestaged'];

const enteredStage = (event: StageInvitationEvent): string =>
  event.type === 'CandidateAddedToJob' ? event.data.stageId : event.data.toStageId;

/**
 * The stage an application's event puts it in when that stage's automation sends the invitation e-mail (the job as
 * its own stream says now), else null: an event that enters no stage, an archived application restaged.
 */
export const invitingArrival = async (
  event: RecordedEvent,
  readStream: ProcessContext['readStream'],
): Promise<{ jobId: string; jobName: string; stageId: string; stageName: string } | null> => {
  if (!applicationEvents.includes(event) || !STAGE_INVITATION_EVENTS.includes(event.type as StageInvitationEvent['type'])) return null;
  const arrival = event as RecordedEvent & StageInvitationEvent;
  // An archived application restaged was not waiting in a stage: it is not invited.
  if (arrival.type === 'ApplicationRestaged' && !arrival.data.active) return null;
  const stageId = enteredStage(arrival);
  const job = (await readStream(streamId('job', arrival.data.jobId)))
    .filter((stored) => jobEvents.includes(stored))
    .reduce(jobDecider.evolve, jobDecider.initialState());
  const stage = job.exists ? job.stages.find((candidate) => candidate.id === stageId) : undefined;
  if (!job.exists || !stage?.automations.invitationEmail) return null;
  return { jobId: arrival.data.jobId, jobName: job.name, stageId, stageName: stage.name };
};

/**
 * A bulk action's item sends the invitation only if its kind follows its move with one, as the user chose
 * ('send invitation e-mail' of bulk progress); an undo's moves send none.
 */
const bulkItemSendsInvitation = async (event: RecordedEvent, context: ProcessContext): Promise<boolean> => {
  const bulkActionId = bulkActionOfItemCommand(event.metadata.commandId);
  if (!bulkActionId) return true;
  const requested = (await context.readStream(streamId('bulk-action', bulkActionId))).find(
    (stored): stored is RecordedEvent & BulkActionRequested => bulkActionEvents.includes(stored) && stored.type === 'BulkActionRequested',
  );
  if (!requested || requested.data.kind === 'undo') return false;
  return kindDeclaration(requested.data.kind).followUpEmail?.(requested.data.parameters) === 'invitation';
};

/**
 * 'Invitation email (auto-send)' (spec 02 §3.5): an application entering a stage whose automation sends the
 * invitation — added to a job (by a person or by applying), moved to a stage (by a person, a bulk progress, the
 * auto-progress of qualified candidates), to another job, or by the job itself when its stage went away while the
 * candidate waited in it (restaged) — starts a
 * `stage-invitation:<applicationId>:<stageId>:<revision>` workflow, findable in the Temporal UI by job and
 * application, whose activity sends the e-mail once from the automation bot. A bulk progress whose user chose
 * not to send it, and an undo's moves back, start none.
 */
export const stageInvitationProcess = defineProcess<StageInvitationEvent, typeof stageInvitation>({
  name: 'stage-invitation',
  workflow: stageInvitation,
  canHandle: STAGE_INVITATION_EVENTS,
  async on(event, steps, context) {
    const arrival = await invitingArrival(event, context.readStream);
    if (!arrival) return [];
    if (!(await bulkItemSendsInvitation(event, context))) return [];
    const input: StageInvitationInput = {
      companyId: event.metadata.companyId,
      applicationId: event.data.applicationId,
      jobId: arrival.jobId,
      stageId: arrival.stageId,
      enteredRevision: event.revision,
      actor: event.metadata.actor,
    };
    return [
      steps.start(stageInvitationWorkflowId(input.applicationId, input.stageId, input.enteredRevision), [input], {
        searchAttributes: [
          { key: ATS_JOB_ID, value: input.jobId },
          { key: ATS_APPLICATION_ID, value: input.applicationId },
        ],
        memo: { stageName: arrival.stageName, jobName: arrival.jobName },
      }),
    ];
  },
});
