import type { EntityManager } from 'typeorm';
import type { FixedAttendee, InterviewStatus, MeetingType, SkillScore } from '@ats/domain/interviews';

export const INTERVIEW_VIEWS = ['ALL', 'MINE', 'PENDING_FEEDBACK'] as const;
export type InterviewView = (typeof INTERVIEW_VIEWS)[number];
export const INTERVIEW_WHEN = ['UPCOMING', 'COMPLETED'] as const;
export type InterviewWhen = (typeof INTERVIEW_WHEN)[number];

export type InterviewListItem = {
  interviewId: string;
  applicationId: string;
  jobId: string;
  jobName: string | null;
  candidateName: string | null;
  title: string;
  location: string;
  description: string | null;
  organizerId: string;
  interviewerIds: string[];
  feedbackBy: string[];
  fixedAttendees: FixedAttendee[];
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  durationMinutes: number;
  meetingType: MeetingType;
  meetingLink: string | null;
  feedbackTemplateId: string | null;
  bookingLinkId: string | null;
  status: InterviewStatus;
  noShow: boolean;
  invitationUid: string;
  invitationSequence: number;
  scheduledBy: string;
  scheduledAt: Date;
  revision: number;
};

const SELECT = `SELECT i.interview_id AS "interviewId", i.application_id AS "applicationId", i.job_id AS "jobId", c.job_name AS "jobName",
          NULLIF(trim(concat_ws(' ', c.first_name, c.last_name)), '') AS "candidateName",
          i.title, i.location, i.description, i.organizer_id AS "organizerId", i.interviewer_ids AS "interviewerIds",
          i.feedback_by AS "feedbackBy", i.fixed_attendees AS "fixedAttendees", i.starts_at AS "startsAt", i.ends_at AS "endsAt",
          i.time_zone AS "timeZone", i.duration_minutes AS "durationMinutes", i.meeting_type AS "meetingType",
          i.meeting_link AS "meetingLink", i.feedback_template_id AS "feedbackTemplateId", i.booking_link_id AS "bookingLinkId",
          i.status, i.no_show AS "noShow", i.invitation_uid AS "invitationUid", i.invitation_sequence AS "invitationSequence",
          i.scheduled_by AS "scheduledBy", i.scheduled_at AS "scheduledAt", i.revision
     FROM rm_interviews i LEFT JOIN rm_candidate_list c ON c.application_id = i.application_id`;

/** One interview of the company, or null. */
export const interviewRow = async (manager: EntityManager, companyId: string, interviewId: string): Promise<InterviewListItem | null> =>
  ((await manager.query(`${SELECT} WHERE i.company_id = $1 AND i.interview_id = $2`, [companyId, interviewId])) as InterviewListItem[])[0] ?? null;

/** An application's interviews, soonest first (the profile's Interviews tab, cancelled ones included). */
export const interviewsOfApplication = async (manager: EntityManager, companyId: string, applicationId: string): Promise<InterviewListItem[]> =>
  (await manager.query(`${SELECT} WHERE i.company_id = $1 AND i.application_id = $2 ORDER BY i.starts_at DESC`, [companyId, applicationId])) as InterviewListItem[];

/**
 * The interviews dashboard (spec 03 §2.1): ALL of the jobs the reader sees (`jobIds` null: every job) and
 * those they interview in; MINE, those they interview in or organise; PENDING_FEEDBACK, past or completed
 * interviews they interviewed in without feedback yet. UPCOMING are scheduled and not over; COMPLETED,
 * completed or over. Cancelled interviews are in neither list.
 */
export const dashboardInterviews = async (
  manager: EntityManager,
  filter: { companyId: string; userId: string; jobIds: readonly string[] | null; view: InterviewView; when: InterviewWhen; now: Date; page: number; take: number },
): Promise<{ items: InterviewListItem[]; total: number }> => {
  // $1 company, $2 reader, $3 now; ALL adds $4, the jobs the reader sees (null: every job)
  const viewClause = {
    ALL: `($4::uuid[] IS NULL OR i.job_id = ANY($4::uuid[]) OR $2::uuid = ANY(i.interviewer_ids))`,
    MINE: `($2::uuid = ANY(i.interviewer_ids) OR i.organizer_id = $2::uuid)`,
    PENDING_FEEDBACK: `($2::uuid = ANY(i.interviewer_ids) AND NOT ($2::uuid = ANY(i.feedback_by)) AND (i.status = 'COMPLETED' OR i.ends_at < $3))`,
  }[filter.view];
  const whenClause =
    filter.view === 'PENDING_FEEDBACK'
      ? `i.status <> 'CANCELLED'`
      : filter.when === 'UPCOMING'
        ? `i.status = 'SCHEDULED' AND i.ends_at >= $3`
        : `(i.status = 'COMPLETED' OR (i.status = 'SCHEDULED' AND i.ends_at < $3))`;
  const where = `WHERE i.company_id = $1 AND ${viewClause} AND ${whenClause}`;
  const order = filter.when === 'UPCOMING' && filter.view !== 'PENDING_FEEDBACK' ? 'i.starts_at ASC' : 'i.starts_at DESC';
  const params: unknown[] = [filter.companyId, filter.userId, filter.now, ...(filter.view === 'ALL' ? [filter.jobIds] : [])];
  const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM rm_interviews i ${where}`, params)) as Array<{ total: number }>;
  const limit = params.length + 1;
  const items = (await manager.query(`${SELECT} ${where} ORDER BY ${order}, i.interview_id LIMIT $${limit} OFFSET $${limit + 1}`, [
    ...params,
    filter.take,
    (filter.page - 1) * filter.take,
  ])) as InterviewListItem[];
  return { items, total };
};

export type InterviewFeedbackItem = {
  interviewerId: string;
  feedbackTemplateId: string | null;
  scores: SkillScore[];
  notes: string | null;
  confidentialNotes: string | null;
  proceedToNextStage: boolean;
  totalScore: number;
  totalPercentage: number;
  submittedAt: Date;
};

/** Every feedback given on an interview, first given first. */
export const feedbackOfInterview = async (manager: EntityManager, companyId: string, interviewId: string): Promise<InterviewFeedbackItem[]> =>
  (await manager.query(
    `SELECT interviewer_id AS "interviewerId", feedback_template_id AS "feedbackTemplateId", scores, notes,
            confidential_notes AS "confidentialNotes", proceed_to_next_stage AS "proceedToNextStage",
            total_score AS "totalScore", total_percentage AS "totalPercentage", submitted_at AS "submittedAt"
       FROM rm_interview_feedback WHERE company_id = $1 AND interview_id = $2 ORDER BY submitted_at, interviewer_id`,
    [companyId, interviewId],
  )) as InterviewFeedbackItem[];
