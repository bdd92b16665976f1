import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

export type MailStatus = 'PENDING' | 'SENT' | 'FAILED';
export type MailKind = 'OTP' | 'INVITE' | 'SIGNUP_OTP' | 'NOTIFICATION' | 'JOB_PROMOTION' | 'CANDIDATE_EMAIL';

/** A file sent with a mail: its bytes stay in the blob store under (companyId, blobId). */
export type MailAttachment = { companyId: string; blobId: string; fileName: string; contentType: string };

/**
 * Outgoing e-mail, written in the transaction of whatever caused it; a sender loop delivers it with retries,
 * so no e-mail is lost when SMTP is down.
 */
@Entity({ name: 'mail_outbox' })
export class MailOutboxEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id', nullable: true }) companyId!: string | null;
  @Column('text') kind!: MailKind;
  @Column('text', { name: 'to_address' }) toAddress!: string;
  @Column('text') subject!: string;
  @Column('text', { name: 'text_body' }) textBody!: string;
  @Column('text', { name: 'html_body', nullable: true }) htmlBody!: string | null;
  @Column('text', { default: 'PENDING' }) status!: MailStatus;
  @Column('int', { default: 0 }) attempts!: number;
  @Column('timestamptz', { name: 'next_attempt_at' }) nextAttemptAt!: Date;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
  @Column('text', { name: 'cc_addresses', array: true, default: () => "'{}'" }) ccAddresses!: string[];
  @Column('text', { name: 'bcc_addresses', array: true, default: () => "'{}'" }) bccAddresses!: string[];
  /** Where the recipient's answer goes (a candidate e-mail's thread reply address). */
  @Column('text', { name: 'reply_to', nullable: true }) replyTo!: string | null;
  /** Shown as the sender's display name beside the product's address. */
  @Column('text', { name: 'from_name', nullable: true }) fromName!: string | null;
  @Column('jsonb', { default: () => "'[]'" }) attachments!: MailAttachment[];
}
