import { NativeConnection, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { AtsConfig } from '@ats/infra/config';
import { createDataSource } from '@ats/infra/db/data-source';
import { openEventStore } from '@ats/infra/runtime/open-event-store';
import { jobBoardAdapters } from '@ats/infra/job-boards/job-boards';
import { createAutoArchiveActivities } from '@ats/infra/temporal/activities';
import { createQuizActivities } from '@ats/infra/temporal/quiz.activities';
import { createCandidateQualificationActivities } from '@ats/infra/temporal/candidate-qualification.activities';
import { offerApprovalRequests } from '@ats/infra/temporal/offer-approval.activities';
import { createApprovalActivities, requisitionApprovalRequests } from '@ats/infra/temporal/approval.activities';
import { createAutoCloseActivities } from '@ats/infra/temporal/auto-close.activities';
import { createFeedbackReminderActivities } from '@ats/infra/temporal/feedback-reminder.activities';
import { createDailyDigestActivities } from '@ats/infra/temporal/daily-digest.activities';
import { createBulkActionActivities } from '@ats/infra/temporal/bulk-action.activities';
import { createBlobStore } from '@ats/infra/blob-store';
import { CandidateEmailComposer } from '@ats/infra/mail/candidate-email-composer';
import { createJobPostingActivities } from '@ats/infra/temporal/job-posting.activities';
import { createRejectionEmailActivities } from '@ats/infra/temporal/rejection-email.activities';
import { createStageInvitationActivities } from '@ats/infra/temporal/stage-invitation.activities';
import { createCandidateReminderActivities } from '@ats/infra/temporal/candidate-reminder.activities';
import { createHomeAssignmentActivities } from '@ats/infra/temporal/home-assignment.activities';
import { createRestageActivities } from '@ats/infra/temporal/restage.activities';
import { createScheduledEmailActivities } from '@ats/infra/temporal/scheduled-email.activities';
import { bundleWorkflows } from '@ats/infra/temporal/workflow-bundle';
import { startInboundMailListener } from '@ats/infra/mail/inbound-mail-listener';

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;
/** Bundling takes seconds: do it once per process. */
const workflowBundle = () => (bundle ??= bundleWorkflows());

/** The Temporal worker: runs the workflows and the activities that send their commands; beside it the inbound SMTP listener for replies. */
export const startWorkerApp = async (config: AtsConfig) => {
  const dataSource = createDataSource(config.databaseUrl, { poolSize: 5 });
  await dataSource.initialize();
  const store = await openEventStore(config);
  const connection = await NativeConnection.connect({ address: config.temporalAddress });
  const composer = new CandidateEmailComposer(store, config, dataSource);
  const worker = await Worker.create({
    connection,
    namespace: config.temporalNamespace,
    taskQueue: config.temporalTaskQueue,
    workflowBundle: await workflowBundle(),
    activities: {
      ...createAutoArchiveActivities(store, dataSource),
      ...createQuizActivities(store, dataSource),
      ...createCandidateQualificationActivities(store, dataSource),
      ...createAutoCloseActivities(store),
      ...createFeedbackReminderActivities(store, dataSource),
      ...createApprovalActivities({
        requisition: requisitionApprovalRequests(store, dataSource, { publicUrl: config.publicUrl }),
        offer: offerApprovalRequests(store, dataSource, { publicUrl: config.publicUrl }),
      }),
      ...createBulkActionActivities(store, {
        dataSource,
        blobs: createBlobStore(config.blobStore),
        composer,
        publicUrl: config.publicUrl,
      }),
      ...createRestageActivities(store, dataSource),
      ...createScheduledEmailActivities(store, dataSource, { replyDomain: config.replyDomain }),
      ...createRejectionEmailActivities(store, dataSource, config),
      ...createStageInvitationActivities(store, composer),
      ...createHomeAssignmentActivities(store),
      ...createCandidateReminderActivities(store, dataSource, config),
      ...createDailyDigestActivities(dataSource, { publicUrl: config.publicUrl }),
      ...createJobPostingActivities(
        store,
        jobBoardAdapters({
          publicUrl: config.publicUrl,
          simulated: { latencyMs: config.jobBoardLatencyMs, failureRate: config.jobBoardFailureRate },
        }),
      ),
    },
  });
  // Candidates' replies to their e-mail threads (ATS_MAIL_INBOUND_PORT; 0 turns the listener off).
  const inbound =
    config.mailInboundPort > 0
      ? await startInboundMailListener({
          dataSource,
          store,
          port: config.mailInboundPort,
          host: config.mailInboundHost,
          log: (message, error) => console.error(message, error ?? ''),
        })
      : null;
  const running = worker.run();
  return {
    worker,
    async stop() {
      await inbound?.stop();
      // Temporal's runtime shuts its workers down on SIGTERM and SIGINT as well; asking again while it drains
      // throws ("Not running. Current state: DRAINING"), so only a running worker is asked.
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await running;
      await connection.close();
      await store.close();
      await dataSource.destroy();
    },
  };
};
