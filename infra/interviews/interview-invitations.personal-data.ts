import type { EntityManager } from 'typeorm';
import type { PersonalDataHolder } from '@ats/projections/personal-data-holder';
import { withoutAttendeesBeyond } from './interview-invitation';

export type InvitationMail = { companyId: string; mailId: string; interviewId: string; applicationId: string; invitationUid: string; blobId: string };

/** Notes one mail of an interview's invitation (in the transaction that queues it); a retried queueing is a no-op. */
export const recordInvitationMail = async (manager: EntityManager, mail: InvitationMail): Promise<void> => {
  await manager.query(
    `INSERT INTO interview_invitation_mails (company_id, mail_id, interview_id, application_id, invitation_uid, blob_id)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [mail.companyId, mail.mailId, mail.interviewId, mail.applicationId, mail.invitationUid, mail.blobId],
  );
};

/**
 * An interview invitation names the candidate and the fixed attendees, in the outbox mails (sent or not), in
 * the invite.ics blob they attach, and in the built-in calendar's copy of the event in each team member's
 * calendar. The mails and blobs go; the calendar events stay (the team's time is still taken) without the
 * attendees beyond the company's users. Events in external CalDAV calendars are beyond this database.
 */
export const interviewInvitationsPersonalData: PersonalDataHolder = {
  name: 'interview-invitations',
  async blobs(manager, { companyId, applicationIds }) {
    if (applicationIds.length === 0) return [];
    const rows: Array<{ blobId: string }> = await manager.query(
      `SELECT DISTINCT blob_id AS "blobId" FROM interview_invitation_mails WHERE company_id = $1 AND application_id = ANY($2::uuid[])`,
      [companyId, applicationIds],
    );
    return rows.map(({ blobId }) => ({ companyId, blobId }));
  },
  async scrub(manager, { companyId, applicationIds }) {
    if (applicationIds.length === 0) return;
    const uids: Array<{ uid: string }> = await manager.query(
      `SELECT DISTINCT invitation_uid AS uid FROM interview_invitation_mails WHERE company_id = $1 AND application_id = ANY($2::uuid[])`,
      [companyId, applicationIds],
    );
    await manager.query(
      `DELETE FROM mail_outbox WHERE company_id = $1
          AND id IN (SELECT mail_id FROM interview_invitation_mails WHERE company_id = $1 AND application_id = ANY($2::uuid[]))`,
      [companyId, applicationIds],
    );
    await manager.query(`DELETE FROM interview_invitation_mails WHERE company_id = $1 AND application_id = ANY($2::uuid[])`, [companyId, applicationIds]);
    if (uids.length === 0) return;
    const team: Array<{ email: string }> = await manager.query(`SELECT email FROM users WHERE company_id = $1`, [companyId]);
    const keep = new Set(team.map(({ email }) => email.toLowerCase()));
    const events: Array<{ userId: string; uid: string; ics: string }> = await manager.query(
      `SELECT user_id AS "userId", uid, ics FROM calendar_events WHERE company_id = $1 AND uid = ANY($2::text[]) FOR UPDATE`,
      [companyId, uids.map(({ uid }) => uid)],
    );
    for (const event of events) {
      await manager.query(`UPDATE calendar_events SET ics = $4, updated_at = now() WHERE company_id = $1 AND user_id = $2 AND uid = $3`, [
        companyId,
        event.userId,
        event.uid,
        withoutAttendeesBeyond(event.ics, keep),
      ]);
    }
  },
};
