import type { DataSource } from 'typeorm';
import { applicationDecider, applicationEvents } from '@ats/domain/applications';
import { jobDecider, jobEvents } from '@ats/domain/jobs';
import { streamId } from '@ats/domain/shared';
import type { RejectionEmailActivities } from '@ats/workflows/rejection-email.types';
import type { AtsConfig } from '../config';
import type { EventStore } from '../event-store/event-store.port';
import { CandidateEmailComposer, rejectionDraft, sendWorkflowEmail } from '../mail/candidate-email-composer';

/**
 * The rejection-email workflow's send: the stage's rejection e-mail from the automation bot, through the same
 * composer and outbox as every e-mail to a candidate. Nothing when the application is no longer archived by the
 * archive the workflow follows (unarchived, archived again, deleted), or was erased. The command id is the
 * workflow id, so a retried activity sends nothing twice.
 */
export const createRejectionEmailActivities = (
  store: EventStore,
  dataSource: DataSource,
  config: Pick<AtsConfig, 'publicUrl' | 'replyDomain'>,
): RejectionEmailActivities => {
  const composer = new CandidateEmailComposer(store, config, dataSource);
  return {
    async sendRejectionEmail(input) {
      const stream = await store.readStream(streamId('application', input.applicationId));
      const known = stream.filter((event) => applicationEvents.includes(event));
      const application = known.reduce(applicationDecider.evolve, applicationDecider.initialState());
      const lastArchive = known.filter((event) => event.type === 'ApplicationArchived').at(-1);
      const sentBefore = stream.some((event) => event.metadata.commandId === input.workflowId);
      const stillArchived =
        application.exists && !application.deleted && application.status === 'ARCHIVED' && lastArchive?.revision === input.archivedRevision;
      // A retry of an attempt that sent it: the composer recognises the command and sends nothing twice.
      if (!stillArchived && !sentBefore) return { sent: false };
      const job = (await store.readStream(streamId('job', input.jobId)))
        .filter((event) => jobEvents.includes(event))
        .reduce(jobDecider.evolve, jobDecider.initialState());
      const stage = job.exists ? job.stages.find((candidate) => candidate.id === input.stageId) : undefined;
      const draft = await rejectionDraft(composer, input.companyId, stage);
      if (!draft || !job.exists) return { sent: false };
      const actor = { kind: 'automation' as const, id: input.workflowId, name: input.workflowId };
      return { sent: await sendWorkflowEmail(composer, { ...input, actor, job: { name: job.name }, draft }) };
    },
  };
};
