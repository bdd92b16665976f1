import { deciderSpecification, testContext } from '../testing/decider-specification';
import type { ComposedEmail } from './application-email.commands';
import { applicationEmailsDecider } from './application-email.decider';
import type { EmailScheduled, EmailSent } from './application-email.events';
import { EMAIL_LIMITS, EMAIL_MESSAGES } from './application-email.rules';
import type { FileUploaded } from './application-file.events';
import { FILE_CONTENT_TYPES } from './application-file.rules';
import { describeApplicationEvent } from './history';
import { candidateAddedToJob } from './application.fixtures';

const NOW = new Date('2026-01-05T09:00:00Z');
const spec = deciderSpecification(applicationEmailsDecider, testContext({ now: NOW }));

const added = candidateAddedToJob({ ownerId: 'owner-1', ownerName: 'Omar Saleh' });

const file = (fileId: string, overrides: Partial<FileUploaded['data']> = {}): FileUploaded => ({
  type: 'FileUploaded',
  data: {
    applicationId: 'app-1',
    candidateId: 'cand-1',
    fileId,
    contentType: FILE_CONTENT_TYPES.pdf,
    extension: 'pdf',
    sizeBytes: 2048,
    confidential: false,
    uploadedByCandidate: false,
    personal: { fileName: `${fileId}.pdf` },
    ...overrides,
  },
});

const composed = (overrides: Partial<ComposedEmail> = {}): ComposedEmail => ({
  emailId: 'email-1',
  cc: [],
  bcc: [],
  subject: 'Your interview',
  body: '<p>Hello Layla</p>',
  attachmentFileIds: [],
  templateId: null,
  confidential: false,
  sender: { kind: 'user', id: 'user-1', name: 'Rania Haddad' },
  confidentialAccess: false,
  signature: null,
  ...overrides,
});

const facts = (overrides: Partial<EmailSent['data']> = {}) => ({
  applicationId: 'app-1',
  candidateId: 'cand-1',
  jobId: 'job-1',
  emailId: 'email-1',
  sender: { kind: 'user' as const, id: 'user-1', name: 'Rania Haddad' },
  templateId: null,
  confidential: false,
  attachmentFileIds: [],
  personal: { to: 'layla@example.com', cc: [], bcc: [], subject: 'Your interview', body: '<p>Hello Layla</p>', attachmentNames: [] },
  ...overrides,
});

const sent = (overrides: Partial<EmailSent['data']> = {}): EmailSent => ({ type: 'EmailSent', data: { ...facts(), scheduled: false, ...overrides } });
const SEND_AT = '2026-01-06T08:00:00.000Z';
const scheduled: EmailScheduled = { type: 'EmailScheduled', data: { ...facts(), sendAt: SEND_AT } };

describe('application e-mails decider', () => {
  describe('send', () => {
    it('sends to the candidate’s address with the content in the personal (encrypted) part', () => {
      spec.given([added]).when({ type: 'SendEmail', data: composed() }).then([sent()]);
    });

    it('refuses a missing subject or body with the spec’s words, and too large content', () => {
      spec.given([added]).when({ type: 'SendEmail', data: composed({ subject: '  ' }) }).thenRefuses('email-subject-required', 'Please input email subject');
      spec.given([added]).when({ type: 'SendEmail', data: composed({ body: '<p> </p>' }) }).thenRefuses('email-body-required', EMAIL_MESSAGES.bodyRequired);
      spec
        .given([added])
        .when({ type: 'SendEmail', data: composed({ body: `<p>${'a'.repeat(EMAIL_LIMITS.bodyMaxLength)}</p>` }) })
        .thenRefuses('email-too-large', EMAIL_MESSAGES.tooLarge);
    });

    it('takes valid Cc and Bcc addresses only, and a bounded number of them', () => {
      spec.given([added]).when({ type: 'SendEmail', data: composed({ cc: ['not-an-address'] }) }).thenRefuses('email-invalid-copy', 'Please add valid email');
      spec.given([added]).when({ type: 'SendEmail', data: composed({ bcc: ['a@b.c'] }) }).thenRefuses('email-invalid-copy', 'Please add valid email');
      const many = Array.from({ length: EMAIL_LIMITS.maxCopies + 1 }, (_, index) => `person${index}@example.com`);
      spec.given([added]).when({ type: 'SendEmail', data: composed({ cc: many }) }).thenRefuses('email-too-many-copies');
      spec
        .given([added])
        .when({ type: 'SendEmail', data: composed({ cc: ['hr@example.com'], bcc: ['audit@example.com'] }) })
        .then([sent({ personal: { ...facts().personal!, cc: ['hr@example.com'], bcc: ['audit@example.com'] } })]);
    });

    it('attaches only files of this application the sender may see, below the size limit', () => {
      spec
        .given([added, file('cv')])
        .when({ type: 'SendEmail', data: composed({ attachmentFileIds: ['cv', 'cv'] }) })
        .then([sent({ attachmentFileIds: ['cv'], personal: { ...facts().personal!, attachmentNames: ['cv.pdf'] } })]);
      spec.given([added]).when({ type: 'SendEmail', data: composed({ attachmentFileIds: ['elsewhere'] }) }).thenRefuses('email-attachment-not-found');
      spec
        .given([added, file('secret', { confidential: true })])
        .when({ type: 'SendEmail', data: composed({ attachmentFileIds: ['secret'] }) })
        .thenRefuses('email-attachment-not-found');
      const big = 4 * 1024 * 1024;
      spec
        .given([added, file('a', { sizeBytes: big }), file('b', { sizeBytes: big }), file('c', { sizeBytes: big })])
        .when({ type: 'SendEmail', data: composed({ attachmentFileIds: ['a', 'b', 'c'] }) })
        .thenRefuses('email-attachments-too-large', 'Attachment size must be below 10 MB');
    });

    it('is confidential only with confidential access; the automation bot may send', () => {
      spec.given([added]).when({ type: 'SendEmail', data: composed({ confidential: true }) }).thenRefuses('confidential-access-required');
      spec.given([added]).when({ type: 'SendEmail', data: composed({ confidential: true, confidentialAccess: true }) }).then([sent({ confidential: true })]);
      const bot = { kind: 'automation' as const, id: 'archive', name: 'Automation' };
      spec.given([added]).when({ type: 'SendEmail', data: composed({ sender: bot }) }).then([sent({ sender: bot })]);
    });

    it('records the body with the signature below it, as the candidate receives it; the body alone must say something', () => {
      const signature = 'Rania Haddad\n<b>Acme</b>';
      const signed = '<p>Hello Layla</p><p>-- <br>Rania Haddad<br>&lt;b&gt;Acme&lt;/b&gt;</p>';
      spec.given([added]).when({ type: 'SendEmail', data: composed({ signature }) }).then([sent({ personal: { ...facts().personal!, body: signed } })]);
      spec
        .given([added])
        .when({ type: 'ScheduleEmail', data: { ...composed({ signature }), sendAt: new Date(SEND_AT) } })
        .then([{ ...scheduled, data: { ...scheduled.data, personal: { ...facts().personal!, body: signed } } }]);
      spec.given([added]).when({ type: 'SendEmail', data: composed({ body: '<p> </p>', signature }) }).thenRefuses('email-body-required', EMAIL_MESSAGES.bodyRequired);
    });

    it('needs an application with a candidate address, and a fresh e-mail id', () => {
      spec.given([]).when({ type: 'SendEmail', data: composed() }).thenRefuses('application-not-found');
      spec.given([{ ...added, data: { ...added.data, personal: null } }]).when({ type: 'SendEmail', data: composed() }).thenRefuses('email-recipient-required');
      spec.given([added, sent()]).when({ type: 'SendEmail', data: composed() }).thenRefuses('email-already-exists');
    });
  });

  describe('schedule, cancel and the timer', () => {
    it('schedules for a time in the future only', () => {
      spec.given([added]).when({ type: 'ScheduleEmail', data: { ...composed(), sendAt: new Date(SEND_AT) } }).then([scheduled]);
      spec.given([added]).when({ type: 'ScheduleEmail', data: { ...composed(), sendAt: NOW } }).thenRefuses('email-schedule-in-past', EMAIL_MESSAGES.scheduleInPast);
      spec
        .given([added])
        .when({ type: 'ScheduleEmail', data: { ...composed(), sendAt: new Date(NOW.getTime() - 60_000) } })
        .thenRefuses('email-schedule-in-past');
    });

    it('sends a scheduled e-mail as written when the timer fires, once', () => {
      spec.given([added, scheduled]).when({ type: 'SendScheduledEmail', data: { emailId: 'email-1' } }).then([sent({ scheduled: true })]);
      spec.given([added, scheduled, sent({ scheduled: true })]).when({ type: 'SendScheduledEmail', data: { emailId: 'email-1' } }).thenNothingHappens();
    });

    it('cancels only a scheduled e-mail; a cancelled one is never sent', () => {
      const cancelled = { type: 'ScheduledEmailCancelled' as const, data: { applicationId: 'app-1', jobId: 'job-1', emailId: 'email-1', confidential: false } };
      spec.given([added, scheduled]).when({ type: 'CancelScheduledEmail', data: { emailId: 'email-1', confidentialAccess: false } }).then([cancelled]);
      spec.given([added, scheduled, cancelled]).when({ type: 'SendScheduledEmail', data: { emailId: 'email-1' } }).thenNothingHappens();
      spec
        .given([added, scheduled, cancelled])
        .when({ type: 'CancelScheduledEmail', data: { emailId: 'email-1', confidentialAccess: false } })
        .thenRefuses('email-not-scheduled', EMAIL_MESSAGES.notScheduled);
      spec.given([added, sent()]).when({ type: 'CancelScheduledEmail', data: { emailId: 'email-1', confidentialAccess: false } }).thenRefuses('email-not-scheduled');
      spec.given([added]).when({ type: 'CancelScheduledEmail', data: { emailId: 'nope', confidentialAccess: true } }).thenRefuses('email-not-found');
    });

    it('records a failure when the candidate was erased while the e-mail waited', () => {
      const erased = { ...scheduled, data: { ...scheduled.data, personal: null } };
      spec
        .given([added, erased])
        .when({ type: 'SendScheduledEmail', data: { emailId: 'email-1' } })
        .then([
          {
            type: 'EmailFailed',
            data: { applicationId: 'app-1', jobId: 'job-1', emailId: 'email-1', confidential: false, reason: 'The candidate’s personal data was erased' },
          },
        ]);
    });
  });

  describe('replies', () => {
    const reply = { type: 'RecordEmailReply' as const, data: { emailId: 'email-1', replyId: 'r-1', from: 'layla@example.com', subject: 'Re: Your interview', text: 'Thanks!', receivedAt: NOW } };

    it('records a reply to a sent e-mail, for its sender, once', () => {
      const received = {
        type: 'EmailReplyReceived' as const,
        data: {
          applicationId: 'app-1',
          candidateId: 'cand-1',
          jobId: 'job-1',
          emailId: 'email-1',
          replyId: 'r-1',
          confidential: false,
          notifyUserId: 'user-1',
          receivedAt: NOW.toISOString(),
          personal: { from: 'layla@example.com', subject: 'Re: Your interview', text: 'Thanks!' },
        },
      };
      spec.given([added, sent()]).when(reply).then([received]);
      spec.given([added, sent(), received]).when(reply).thenNothingHappens();
      // The automation bot's mail: the candidate's owner is told.
      spec
        .given([added, sent({ sender: { kind: 'automation', id: 'archive', name: 'Automation' } })])
        .when(reply)
        .then([{ ...received, data: { ...received.data, notifyUserId: 'owner-1' } }]);
    });

    it('refuses a reply to an e-mail never sent', () => {
      spec.given([added, scheduled]).when(reply).thenRefuses('email-not-found');
      spec.given([added]).when(reply).thenRefuses('email-not-found');
    });
  });

  it('reads in the history with the subject, hidden from readers without confidential access', () => {
    const actor = { kind: 'user' as const, id: 'user-1', name: 'Rania Haddad' };
    expect(describeApplicationEvent(sent(), actor).summary).toBe('Rania Haddad sent the candidate "Your interview"');
    const secret = describeApplicationEvent(sent({ confidential: true }), actor);
    expect(secret.summary).toBe('Rania Haddad sent the candidate a confidential e-mail');
    expect(secret.details).toMatchObject({ type: 'EmailSent', subject: null });
    expect(describeApplicationEvent(scheduled, actor).summary).toBe(`Rania Haddad scheduled "Your interview" for ${SEND_AT}`);
    expect(describeApplicationEvent(sent({ personal: null }), actor).details).toMatchObject({ subject: null, erased: true });
  });
});
