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
