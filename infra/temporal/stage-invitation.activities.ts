import { applicationDecider, applicationEvents } from '@ats/domain/applications';
import { jobDecider, jobEvents } from '@ats/domain/jobs';
import { streamId } from '@ats/domain/shared';
import type { StageInvitationActivities } from '@ats/workflows/stage-invitation.types';
import type { EventStore } from '../event-store/event-store.port';
import { sendWorkflowEmail, stageInvitationDraft, type CandidateEmailComposer } from '../mail/candidate-email-composer';

/**
 * The stage-invitation workflow's send: the stage's invitation e-mail from the automation bot, through the same
 * composer and outbox as every e-mail to a candidate (so it is on the Emails tab), its actor whoever put the
 * application in the stage. The command id is the workflow id and the e-mail id derived from it, so a retried
 * activity sends nothing twice. Nothing for an application deleted or erased meanwhile.
 */
export const createStageInvitationActivities = (store: EventStore, composer: CandidateEmailComposer): StageInvitationActivities => ({
  async sendStageInvitation(input) {
    const stream = await store.readStream(streamId('application', input.applicationId));
    // A retry of an attempt that sent it: reported as sent; the composer would append nothing again.
    if (stream.some((event) => event.metadata.commandId === input.workflowId && event.type === 'EmailSent')) return { sent: true };
    const application = stream.filter((event) => applicationEvents.includes(event)).reduce(applicationDecider.evolve, applicationDecider.initialState());
    if (!application.exists || application.deleted) return { sent: false };
    const job = (await store.readStream(streamId('job', input.jobId)))
      .filter((event) => jobEvents.includes(event))
      .reduce(jobDecider.evolve, jobDecider.initialState());
    if (!job.exists) return { sent: false };
    const draft = await stageInvitationDraft(composer, input.companyId, job.stages.find((stage) => stage.id === input.stageId));
    if (!draft) return { sent: false };
    const sent = await sendWorkflowEmail(composer, { ...input, job: { name: job.name }, draft });
    return { sent };
  },
});
