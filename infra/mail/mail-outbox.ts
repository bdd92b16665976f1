import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { MailOutboxEntity, type MailKind } from '../db/entities/mail-outbox.entity';

export type OutgoingMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  companyId?: string | null;
};

/** Queues an e-mail in the caller's transaction; the mail sender delivers it (infra/mail). */
export const enqueueMail = async (manager: EntityManager, mail: OutgoingMail): Promise<string> => {
  const id = randomUUID();
  await manager.getRepository(MailOutboxEntity).insert({
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
  });
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
