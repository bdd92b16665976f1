import { PERMISSIONS } from '@ats/domain/identity';
import { JobPostingErrors, jobPostingsDecider, type JobPostingCommand, type PostedJob } from '@ats/domain/job-postings';
import { handleCommand, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { jobPostingsStream } from '@ats/infra/temporal/job-posting.activities';
import { actorOf, type Caller } from '../identity/caller';
import type { JobAccess } from '../identity/job-access';
import { loadJob, type ExistingJob } from '../jobs/job-stream';

/** Posting to job boards is publishing the job: the permission the publish tab needs. */
export const POSTING_PERMISSION = PERMISSIONS.jobsPublish;

/** What the posting rules read of the job: its status, whether it is on the career page, its location and description. */
export const postedJob = (job: ExistingJob): PostedJob => ({
  status: job.status,
  careerPage: Boolean(job.publication?.careerPage),
  hasLocation: Boolean(job.details.locationId),
  descriptionLength: job.details.description.trim().length,
});

/**
 * A user's command on a job's board postings: 404 unless the caller sees the job (`notFound` names what was
 * asked for), 403 without the publish permission on it, then the command made from the job as its own stream
 * says now, appended to the job's postings stream. Answers the posting's id.
 */
export const handlePostingCommand = async (
  store: EventStore,
  access: JobAccess,
  target: { caller: Caller; commandId: string; jobId: string; postingId: string },
  command: (job: ExistingJob) => JobPostingCommand,
  notFound: () => Error = JobPostingErrors.notFound,
): Promise<CommandResult> => {
  const { caller, commandId, jobId, postingId } = target;
  const job = await loadJob(store, caller.companyId, jobId).catch(() => {
    throw notFound();
  });
  access.assertPermitted(caller, job, POSTING_PERMISSION, [], notFound);
  const result = await handleCommand(store, jobPostingsStream(jobId), jobPostingsDecider, command(job), {
    companyId: caller.companyId,
    actor: actorOf(caller),
    commandId,
  });
  return { ...result, id: postingId };
};
