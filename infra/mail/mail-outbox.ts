import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { MailOutboxEntity, type MailAttachment, type MailKind } from '../db/entities/mail-outbox.entity';

export type OutgoingMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
  /**
   * The mail's own id, when the cause has one (a candidate e-mail's id): queuing the same id again does
   * nothing, so a retried send cannot mail twice.
   */
  id?: string;
  cc?: string[];
  bcc?: string[];
  replyTo?: string | null;
  fromName?: string | null;
  attachments?: MailAttachment[];
};

/** Queues an e-mail in the caller's transaction; the mail sender delivers it (infra/mail). */
export const enqueueMail = async (manager: EntityManager, mail: OutgoingMail): Promise<string> => {
  const id = mail.id ?? randomUUID();
  const normalise = (addresses: string[] | undefined) => (addresses ?? []).map((address) => address.trim().toLowerCase());
  await manager
    .createQueryBuilder()
    .insert()
    .into(MailOutboxEntity)
    .values({
      id,
      companyId: mail.companyId ?? null,
      kind: mail.kind,
      toAddress: mail.to.trim().toLowerCase(),
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      status: 'PENDING',
      attempts: 0,
      nextAttemptAt: new Date(),
      lastError: null,
      sentAt: null,
      ccAddresses: normalise(mail.cc),
      bccAddresses: normalise(mail.bcc),
      replyTo: mail.replyTo ?? null,
      fromName: mail.fromName ?? null,
      attachments: mail.attachments ?? [],
    })
    .orIgnore()
    .execute();
  return id;
};

/** Outgoing mail, newest first, optionally to one address: what the development mailbox shows. */
export const listOutgoingMail = async (
  manager: EntityManager,
  options: { to?: string; page: number; take: number },
) => {
  const to = options.to?.trim().toLowerCase();
  const [rows, total] = await manager.getRepository(MailOutboxEntity).findAndCount({
    where: to ? { toAddress: to } : {},
    order: { createdAt: 'DESC', id: 'DESC' },
    skip: (options.page - 1) * options.take,
    take: options.take,
  });
  return {
    messages: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      status: row.status,
      createdAt: row.createdAt,
    })),
    total,
  };
};
