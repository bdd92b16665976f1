import { escapeHtml } from '../email-templates/fill-placeholders';
import type { EmailSender } from './application-email.events';

/** Whose signature an e-mail ends with: the sending user's own (spec 03 "Profile"), or the company's (spec 03 "Branding"). */
export type EmailSignatureSource = 'user' | 'company';

export type EmailSignature = { text: string; source: EmailSignatureSource };

/**
 * Which signature an e-mail to a candidate ends with. A user's e-mail (the Emails tab, scheduled, a bulk e-mail,
 * the archive action's rejection, an offer, a booking invite) ends with the sender's own signature, else the
 * company's; the automation bot's (rejection after N days, a stage's invitation, reminders) with the company's,
 * the bot having no person to sign for it. Both are plain text, empty for none; null when neither is set.
 */
export const signatureFor = (
  sender: Pick<EmailSender, 'kind'>,
  saved: { user: string | null | undefined; company: string | null | undefined },
): EmailSignature | null => {
  const own = sender.kind === 'user' ? saved.user?.trim() : undefined;
  if (own) return { text: own, source: 'user' };
  const company = saved.company?.trim();
  return company ? { text: company, source: 'company' } : null;
};

/**
 * The signature as HTML: one paragraph, its text escaped (a signature is plain text, never markup: `<script>`
 * arrives as text) and each line break kept as a `<br>`. It opens with the conventional "-- " line (RFC 3676
 * §4.3), which mail clients recognise to set the signature apart and leave it out of a quoted reply; the
 * text part of the mail, made from the HTML, keeps it as a line of its own.
 */
export const signatureHtml = (text: string): string => `<p>-- <br>${text.split(/\r\n|\r|\n/).map(escapeHtml).join('<br>')}</p>`;

/** A sanitised HTML body with the signature appended below it; as it is without one. */
export const withSignature = (body: string, signature: string | null): string => (signature ? `${body}${signatureHtml(signature)}` : body);
