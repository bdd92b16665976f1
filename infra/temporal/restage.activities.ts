import type { DataSource } from 'typeorm';
import { applicationDecider, ApplicationErrors, type ApplicationRestaged } from '@ats/domain/applications';
import { jobDecider, jobEvents, type Stage } from '@ats/domain/jobs';
import { DomainError, streamId } from '@ats/domain/shared';
import { candidateListProjector } from '@ats/projections/candidate-list/candidate-list.projector';
import { applicationsInStages } from '@ats/projections/candidate-list/candidate-list.query';
import type { RestageActivities } from '@ats/workflows/restage.types';
import { decideAndAppend } from '../commands/handle-command';
import type { AtsConfig } from '../config';
import type { EventStore } from '../event-store/event-store.port';
import { AUTOMATION_SENDER, automatedEmailId, CandidateEmailComposer, sendAutomatedEmail, stageInvitationDraft } from '../mail/candidate-email-composer';
import { waitForProjection } from '../projections/projection-runner';

/**
 * The restage workflow's activities: who is still in an old stage (the candidate list), and a command per move,
 * followed by the new stage's invitation e-mail when its automation sends one (spec 02 §3.5: entering a stage
 * sends it, whoever moved the candidate there).
 */
export const createRestageActivities = (
  store: EventStore,
  dataSource: DataSource,
  mail: Pick<AtsConfig, 'publicUrl' | 'replyDomain'>,
): RestageActivities => {
  const composer = new CandidateEmailComposer(store, mail, dataSource);
  const invite = async (companyId: string, commandId: string, restaged: ApplicationRestaged['data'], jobs: Map<string, Promise<{ name: string; stages: Stage[] } | null>>) => {
    if (!restaged.active) return;
    if (!jobs.has(restaged.jobId)) {
      jobs.set(
        restaged.jobId,
        store.readStream(streamId('job', restaged.jobId)).then((events) => {
          const job = events.filter((event) => jobEvents.includes(event)).reduce(jobDecider.evolve, jobDecider.initialState());
          return job.exists ? { name: job.name, stages: job.stages } : null;
        }),
      );
    }
    const job = await jobs.get(restaged.jobId);
    const draft = job && (await stageInvitationDraft(composer, companyId, job.stages.find((stage) => stage.id === restaged.toStageId)));
    if (!job || !draft) return;
    const emailCommandId = `${commandId}:invitation-email`;
    const sending = sendAutomatedEmail(composer, {
      companyId,
      applicationId: restaged.applicationId,
      commandId: emailCommandId,
      emailId: automatedEmailId(companyId, emailCommandId),
      actor: { kind: 'automation', id: commandId, name: commandId },
      sender: AUTOMATION_SENDER,
      senderDetails: { name: 'Automation', email: null },
      job,
      draft,
    });
    // Refused for good (the candidate erased: no one to write to): the move stands, retrying would not send it.
    await sending.catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
    });
  };
  return {
  async applicationsToRestage(input) {
    // Until the list has read the job's change, it could miss an application that was there: retried by Temporal.
    if (!(await waitForProjection(dataSource, candidateListProjector, BigInt(input.afterPosition), 20_000))) {
      throw new Error(`the candidate list has not reached position ${input.afterPosition} yet`);
    }
    const byStage = new Map(input.moves.map((move) => [move.fromStageId, move]));
    const rows = await applicationsInStages(dataSource.manager, input.companyId, input.jobId, [...byStage.keys()], input.limit);
    return rows.flatMap((row) => {
      const move = byStage.get(row.stageId);
      return move ? [{ applicationId: row.applicationId, move }] : [];
    });
  },

  async restageApplications({ companyId, cause, workflowId, batch }) {
    let moved = 0;
    const jobs = new Map<string, Promise<{ name: string; stages: Stage[] } | null>>();
    let position: string | null = null;
    for (const { applicationId, move } of batch) {
      const { events, result } = await decideAndAppend(
        store,
        { id: streamId('application', applicationId), entityId: applicationId, notFound: ApplicationErrors.notFound },
        applicationDecider,
        { type: 'RestageApplication', data: { fromStageId: move.fromStageId, toStageId: move.toStageId, toStageName: move.toStageName, cause } },
        {
          companyId,
          actor: { kind: 'automation', id: workflowId, name: workflowId },
          // One command per application and workflow: a retried activity appends nothing twice.
          commandId: `${workflowId}:${applicationId}`,
        },
      );
      const restaged = events.find((event) => event.type === 'ApplicationRestaged');
      if (restaged) {
        moved += 1;
        // A retried activity finds its own command and re-sends nothing (the e-mail's command id is fixed).
        await invite(companyId, `${workflowId}:${applicationId}`, restaged.data as ApplicationRestaged['data'], jobs);
      }
      if (position === null || BigInt(result.position) > BigInt(position)) position = result.position;
    }
    return { moved, position };
  },
};
};
