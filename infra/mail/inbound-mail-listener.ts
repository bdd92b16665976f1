import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import type { DataSource } from 'typeorm';
import { v5 as uuidV5 } from 'uuid';
import { applicationEmailsDecider, ApplicationErrors } from '@ats/domain/applications';
import { isDomainError, streamId } from '@ats/domain/shared';
import { decideAndAppend } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store.port';
import { threadOfEmail } from './candidate-email-delivery';
import { emailIdOfReplyToken, replySigningKey, replyTokenOfAddress } from './reply-address';

/** The largest reply accepted (SIZE in EHLO); a reply's text is kept, attachments are not. */
const MAX_REPLY_BYTES = 10 * 1024 * 1024;
// Fixed forever: reply ids derive from it, so a redelivered message is recorded once.
const REPLY_ID_NAMESPACE = '5d1f0c7a-3b2e-4e8f-a6c1-9b0d2e4f6a81';

type Thread = { emailId: string; companyId: string; applicationId: string };
type ReplySession = SMTPServerSession & { threads?: Thread[] };

export type InboundMailListener = { port: number; stop(): Promise<void> };

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/**
 * Receives candidates' replies (spec 02 §2.13 "replies synced"; 01 §3.8 REPLY_FROM_CANDIDATE): an SMTP server
 * (smtp-server) for mail to `reply+<token>@<reply domain>`, where the token is an e-mail's id signed with the
 * database's reply key. An unknown, forged or unsigned recipient is refused at RCPT (550), so nothing is
 * accepted for an address the product never gave out. Each accepted message is parsed (mailparser) and recorded
 * as EmailReplyReceived on the application the e-mail belongs to; a failure to record answers 451 so the sending
 * server retries. No AUTH, no relaying: it only ever delivers to the product's own threads.
 */
export const startInboundMailListener = async (options: {
  dataSource: DataSource;
  store: EventStore;
  port: number;
  host: string;
  log?: (message: string, error?: unknown) => void;
}): Promise<InboundMailListener> => {
  const { dataSource, store } = options;
  const log = options.log ?? (() => undefined);
  const key = await replySigningKey(dataSource.manager);

  const threadOf = async (address: SMTPServerAddress): Promise<Thread | null> => {
    const token = replyTokenOfAddress(address.address);
    const emailId = token ? emailIdOfReplyToken(key, token) : null;
    if (!emailId) return null;
    const thread = await threadOfEmail(dataSource, emailId);
    return thread && { emailId, ...thread };
  };

  const record = async (thread: Thread, message: Awaited<ReturnType<typeof simpleParser>>, raw: Buffer) => {
    const messageKey = message.messageId ?? createHash('sha256').update(raw).digest('hex');
    const replyId = uuidV5(`${thread.emailId}:${messageKey}`, REPLY_ID_NAMESPACE);
    await decideAndAppend(
      store,
      { id: streamId('application', thread.applicationId), entityId: thread.applicationId, notFound: ApplicationErrors.notFound },
      applicationEmailsDecider,
      {
        type: 'RecordEmailReply',
        data: {
          emailId: thread.emailId,
          replyId,
          from: message.from?.value[0]?.address ?? '',
          subject: message.subject ?? '',
          text: (message.text ?? '').trim(),
          receivedAt: new Date(),
        },
      },
      // The candidate answered; the listener only carries it. The reply id as the command id: redelivery appends nothing.
      { companyId: thread.companyId, actor: { kind: 'candidate', id: thread.applicationId, name: 'Candidate' }, commandId: `email-reply:${replyId}` },
    );
  };

  const server = new SMTPServer({
    name: 'ats-replies',
    banner: 'ATS reply listener',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_REPLY_BYTES,
    logger: false,
    onRcptTo(address, session: ReplySession, callback) {
      threadOf(address)
        .then((thread) => {
          if (!thread) return callback(smtpError('No such recipient', 550));
          session.threads = [...(session.threads ?? []), thread];
          callback();
        })
        .catch((error: unknown) => {
          log('inbound mail: could not look up a recipient', error);
          callback(smtpError('Try again later', 451));
        });
    },
    onData(stream, session: ReplySession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) return callback(smtpError('Message too large', 552));
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then(async (message) => {
            for (const thread of session.threads ?? []) await record(thread, message, raw);
            callback();
          })
          .catch((error: unknown) => {
            log('inbound mail: could not record a reply', error);
            // Refused by the domain (the application is gone): retrying would not help.
            callback(isDomainError(error) ? smtpError('No such recipient', 550) : smtpError('Try again later', 451));
          });
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log('inbound mail listener error', error));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
