import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import type { DataSource } from 'typeorm';
import { applicationEmailsDecider, ApplicationErrors, FILE_CONTENT_TYPES, FILE_EXTENSIONS, type EmailSent } from '@ats/domain/applications';
import { streamId } from '@ats/domain/shared';
import { decideAndAppend } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';
import { enqueueMail } from './mail-outbox';
import { replyAddress, replySigningKey } from './reply-address';

/** Where candidates' replies go: `reply+<token>@<replyDomain>`, received by the inbound listener (ATS_REPLY_DOMAIN). */
export type CandidateMailSettings = { replyDomain: string };

/**
 * The plain-text part of an HTML body: paragraphs and breaks as line breaks, tags gone, entities decoded in one
 * pass (entities), so a written '&lt;' stays '&lt;' and no-break spaces become spaces.
 */
export const plainTextOf = (html: string): string =>
  decodeHTML(
    sanitizeHtml(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, '\n'), {
      allowedTags: [],
      allowedAttributes: {},
    }),
  )
    .replace(/\u00a0/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const contentTypeOf = (fileName: string): string =>
  FILE_CONTENT_TYPES[FILE_EXTENSIONS.find((extension) => fileName.toLowerCase().endsWith(`.${extension}`)) ?? 'pdf'];

/**
 * Queues a recorded EmailSent in the outbox (ADR 0007) under the e-mail's own id, with its thread reply address
 * as Reply-To, and as attachments the application's files and its template's own (bytes read from the blob store at
 * delivery). Queuing the same e-mail again does nothing: a retried activity or request cannot mail twice. An e-mail
 * whose content was erased is not queued.
 */
export const queueCandidateEmail = async (
  dataSource: DataSource,
  companyId: string,
  email: EmailSent['data'],
  settings: CandidateMailSettings,
): Promise<void> => {
  const content = email.personal;
  if (!content) return;
  await dataSource.transaction(async (manager) => {
    const key = await replySigningKey(manager);
    // A template's own attachments go with every e-mail made from it (spec 03 "Email template": attachments).
    const templateFiles: Array<{ id: string; file_name: string; content_type: string }> = email.templateId
      ? await manager.query(
          `SELECT id, file_name, content_type FROM email_template_attachments WHERE template_id = $1 AND company_id = $2 ORDER BY uploaded_at, id`,
          [email.templateId, companyId],
        )
      : [];
    await manager.query(
      `INSERT INTO candidate_email_threads (email_id, company_id, application_id) VALUES ($1, $2, $3) ON CONFLICT (email_id) DO NOTHING`,
      [email.emailId, companyId, email.applicationId],
    );
    await enqueueMail(manager, {
      id: email.emailId,
      kind: 'CANDIDATE_EMAIL',
      companyId,
      to: content.to,
      cc: content.cc,
      bcc: content.bcc,
      subject: content.subject,
      html: content.body,
      text: plainTextOf(content.body),
      replyTo: replyAddress(key, email.emailId, settings.replyDomain),
      fromName: email.sender.kind === 'user' ? email.sender.name : null,
      attachments: [
        ...email.attachmentFileIds.map((fileId, index) => {
          const fileName = content.attachmentNames[index] || 'attachment.pdf';
          return { companyId, blobId: fileId, fileName, contentType: contentTypeOf(fileName) };
        }),
        ...templateFiles.map((file) => ({ companyId, blobId: file.id, fileName: file.file_name, contentType: file.content_type })),
      ],
    });
  });
};

/** The application a reply to this e-mail belongs to, or null for an e-mail never queued. */
export const threadOfEmail = async (dataSource: DataSource, emailId: string): Promise<{ companyId: string; applicationId: string } | null> => {
  const rows: Array<{ company_id: string; application_id: string }> = await dataSource.query(
    `SELECT company_id, application_id FROM candidate_email_threads WHERE email_id = $1`,
    [emailId],
  );
  return rows[0] ? { companyId: rows[0].company_id, applicationId: rows[0].application_id } : null;
};

/**
 * The outbox gave up on a candidate e-mail (spec 03 "Email": failed flag): EmailFailed on its application, once (the
 * e-mail's id names the command). Mail of other kinds, or never threaded, is left alone.
 */
export const recordCandidateEmailFailure = async (
  store: EventStore,
  dataSource: DataSource,
  mail: { id: string; kind: string; lastError: string },
): Promise<void> => {
  if (mail.kind !== 'CANDIDATE_EMAIL') return;
  const thread = await threadOfEmail(dataSource, mail.id);
  if (!thread) return;
  await decideAndAppend(
    store,
    { id: streamId('application', thread.applicationId), entityId: thread.applicationId, notFound: ApplicationErrors.notFound },
    applicationEmailsDecider,
    { type: 'RecordEmailFailure', data: { emailId: mail.id, reason: mail.lastError } },
    { companyId: thread.companyId, actor: { kind: 'automation', id: 'mail-sender', name: 'Mail sender' }, commandId: `email-failed:${mail.id}` },
  );
};
