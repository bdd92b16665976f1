import { DomainError } from '../shared';
import { decision, type RelationalDecision, type WriteContext } from '../shared/relational-decision';
import type { ExistingJobState } from './job.state';

/** The e-mail that asks a team member to share a job (spec 02 §2.6 'Invite the team by email to promote the job'). */
export type JobPromotionMail = {
  kind: 'job-promotion';
  to: string;
  firstName: string;
  companyId: string;
  jobTitle: string;
  /** The public job page (career page) or the employee portal, where the job can be shared from. */
  jobPath: string;
  invitedBy: string;
  message: string | null;
};

export type PromotionMember = { id: string; email: string; firstName: string; companyId: string | null; deletedAt: Date | null };

export const MAX_PROMOTION_RECIPIENTS = 100;

export const PromoteJobErrors = {
  notPublished: () => new DomainError('job-not-published', 'Publish the job before inviting the team to promote it', 'conflict'),
  noRecipients: () => new DomainError('promotion-recipients-required', 'Please select at least one team member'),
  unknownMember: () => new DomainError('promotion-member-unknown', 'Please select a member of your team'),
} as const;

/**
 * Who is asked to promote a published job, and the link they share: the career page when the job is there,
 * else the employee portal. Members of another company, deleted ones and unknown ids are refused, not skipped.
 */
export const promoteJob = (
  input: { userIds: string[]; message: string | null },
  existing: { job: ExistingJobState; careerName: string; members: PromotionMember[] },
  caller: { userId: string; companyId: string; name: string },
  _context: WriteContext,
): RelationalDecision<Record<never, never>, JobPromotionMail, { invited: number }> => {
  const { job } = existing;
  if (job.status !== 'PUBLISHED' || !job.publication) throw PromoteJobErrors.notPublished();
  const ids = [...new Set(input.userIds)];
  if (ids.length === 0) throw PromoteJobErrors.noRecipients();
  const members = ids.map((id) => existing.members.find((member) => member.id === id));
  if (members.some((member) => !member || member.companyId !== caller.companyId || member.deletedAt)) throw PromoteJobErrors.unknownMember();
  const jobPath = job.publication.careerPage
    ? `/careers/${encodeURIComponent(existing.careerName)}/job/${job.jobId}`
    : '/recruiter/employee-portal';
  const message = input.message?.trim() || null;
  return decision(
    { invited: members.length },
    {
      mail: (members as PromotionMember[]).map((member) => ({
        kind: 'job-promotion' as const,
        to: member.email,
        firstName: member.firstName,
        companyId: caller.companyId,
        jobTitle: job.details.displayName || job.name,
        jobPath,
        invitedBy: caller.name,
        message,
      })),
    },
  );
};
