import type { DataSource } from 'typeorm';
import type { ApplicationEmailsState } from '@ats/domain/applications';
import { BOOKING_MESSAGES, BookingErrors, bookingLinkVariableRule } from '@ats/domain/interview-availability';
import { DomainError, type Actor } from '@ats/domain/shared';
import type { CandidateEmailComposer, SenderDetails } from '../mail/candidate-email-composer';
import { BOOKING_INVITE_TTL_DAYS, bookingInviteKey, bookingPagePath, insertBookingInvite, loadBookingLink, signBookingInvite } from './booking-rows';

const BOOKING_LINK_VARIABLE = /\{\{\s*bookingLink\s*\}\}/g;

export type BookingInviteAnswer = { inviteId: string; emailId: string; expiresAt: string; emailSent: boolean; revision: number };

/**
 * Self-scheduling's e-mail (the self-scheduling page and the bulk action alike): records an invite for the
 * application and sends the candidate the e-mail as the application's e-mail (thread, timeline, outbox), its
 * {{bookingLink}} — kept as written when templates are converted (spec 04) — filled with the signed, expiring
 * link to the booking page. Ids derive from the command id, so a retry records and sends nothing twice.
 * `authorize` checks the sender on the application as loaded and answers its job.
 */
export const sendBookingInvite = async (
  deps: { dataSource: DataSource; composer: CandidateEmailComposer; publicUrl: string },
  input: {
    companyId: string;
    applicationId: string;
    linkId: string;
    subject: string;
    body: string;
    commandId: string;
    inviteId: string;
    emailId: string;
    actor: Actor;
    sender: SenderDetails & { userId: string };
    authorize: (state: ApplicationEmailsState) => Promise<{ job: { name: string }; confidentialAccess: boolean }>;
  },
): Promise<BookingInviteAnswer> => {
  if (bookingLinkVariableRule(input.body)) throw new DomainError('booking-link-variable-missing', BOOKING_MESSAGES.bookingLinkVariable, 'validation');
  const link = await loadBookingLink(deps.dataSource.manager, input.companyId, input.linkId);
  if (!link) throw BookingErrors.linkNotFound();
  const sentAt = new Date();
  const expiresAt = new Date(sentAt.getTime() + BOOKING_INVITE_TTL_DAYS * 24 * 3600 * 1000);
  const { result, events } = await deps.composer.decide(input.companyId, input.applicationId, { actor: input.actor, commandId: input.commandId }, async (state) => {
    const { job, confidentialAccess } = await input.authorize(state);
    await insertBookingInvite(deps.dataSource.manager, {
      id: input.inviteId,
      companyId: input.companyId,
      linkId: link.id,
      applicationId: input.applicationId,
      sentBy: input.sender.userId,
      sentAt,
      expiresAt,
    });
    const token = signBookingInvite(await bookingInviteKey(deps.dataSource.manager), { inviteId: input.inviteId, companyId: input.companyId, expiresAt });
    const url = `${deps.publicUrl}${bookingPagePath(token)}`;
    const draft = { subject: input.subject, body: input.body.replace(BOOKING_LINK_VARIABLE, `<a href="${url}">${url}</a>`) };
    return {
      type: 'SendEmail',
      data: {
        emailId: input.emailId,
        cc: [],
        bcc: [],
        ...(await deps.composer.render(input.companyId, state, job, input.sender, draft)),
        attachmentFileIds: [],
        templateId: null,
        confidential: false,
        sender: { kind: 'user', id: input.sender.userId, name: input.sender.name },
        confidentialAccess,
        signature: await deps.composer.signature(input.companyId, { kind: 'user', id: input.sender.userId }),
      },
    };
  });
  return {
    inviteId: input.inviteId,
    emailId: input.emailId,
    expiresAt: expiresAt.toISOString(),
    emailSent: events.some((event) => event.type === 'EmailSent'),
    revision: result.revision,
  };
};
