import { assertNever, type CandidatePersonalDetails, type DecisionContext, type Decider, type DomainEvent } from '../shared';
import { applicationDecider } from './application.decider';
import { ApplicationErrors } from './application.errors';
import { applicationEvents, type ApplicationEvent } from './application.events';
import {
  evolveApplicationFiles,
  initialApplicationFilesState,
  visibleFile,
  type ApplicationFilesState,
} from './application-file.decider';
import { applicationFileEvents, type ApplicationFileEvent } from './application-file.events';
import type { ApplicationEmailCommand, ComposedEmail } from './application-email.commands';
import { applicationEmailEvents, type ApplicationEmailEvent, type EmailContent, type EmailSender } from './application-email.events';
import { composedEmailError, EMAIL_LIMITS, EmailErrors } from './application-email.rules';
import { withSignature } from './application-email.signature';

export type EmailStatus = 'SCHEDULED' | 'SENT' | 'CANCELLED' | 'FAILED';

/** What deciding needs of an e-mail; a scheduled one keeps its content to be sent as written. */
export type ApplicationEmail = {
  emailId: string;
  status: EmailStatus;
  confidential: boolean;
  sender: EmailSender;
  templateId: string | null;
  attachmentFileIds: string[];
  sendAt: string | null;
  personal: EmailContent | null;
  replyIds: string[];
};

/**
 * Besides files and e-mails, the candidate as the application's first event names them (the recipient and the
 * placeholders' values; null once erased) and the owner (told of replies to the automation bot's mail).
 */
export type ApplicationEmailsState = ApplicationFilesState & {
  candidate: CandidatePersonalDetails | null;
  ownerId: string | null;
  emails: Record<string, ApplicationEmail>;
};

export const initialApplicationEmailsState = (): ApplicationEmailsState => ({
  ...initialApplicationFilesState(),
  candidate: null,
  ownerId: null,
  emails: {},
});

type AnyApplicationEvent = ApplicationEvent | ApplicationFileEvent | ApplicationEmailEvent;

const withEmail = (state: ApplicationEmailsState, emailId: string, change: (email: ApplicationEmail) => ApplicationEmail) => {
  const email = state.emails[emailId];
  return email ? { ...state, emails: { ...state.emails, [emailId]: change(email) } } : state;
};

export const evolveApplicationEmails = (state: ApplicationEmailsState, event: AnyApplicationEvent | DomainEvent): ApplicationEmailsState => {
  if (applicationEvents.includes(event) && event.type === 'CandidateAddedToJob') {
    return { ...state, ...evolveApplicationFiles(state, event), candidate: event.data.personal, ownerId: event.data.ownerId };
  }
  if (applicationEvents.includes(event) || applicationFileEvents.includes(event)) {
    return { ...state, ...evolveApplicationFiles(state, event) };
  }
  if (!applicationEmailEvents.includes(event)) return state;
  switch (event.type) {
    case 'EmailSent':
    case 'EmailScheduled': {
      const { data } = event;
      if (event.type === 'EmailSent' && state.emails[data.emailId]) {
        return withEmail(state, data.emailId, (email) => ({ ...email, status: 'SENT' }));
      }
      return {
        ...state,
        emails: {
          ...state.emails,
          [data.emailId]: {
            emailId: data.emailId,
            status: event.type === 'EmailSent' ? 'SENT' : 'SCHEDULED',
            confidential: data.confidential,
            sender: data.sender,
            templateId: data.templateId,
            attachmentFileIds: data.attachmentFileIds,
            sendAt: event.type === 'EmailScheduled' ? event.data.sendAt : null,
            personal: data.personal,
            replyIds: [],
          },
        },
      };
    }
    case 'ScheduledEmailCancelled':
      return withEmail(state, event.data.emailId, (email) => ({ ...email, status: 'CANCELLED' }));
    case 'EmailFailed':
      return withEmail(state, event.data.emailId, (email) => ({ ...email, status: 'FAILED' }));
    case 'EmailReplyReceived':
      return withEmail(state, event.data.emailId, (email) => ({ ...email, replyIds: [...email.replyIds, event.data.replyId] }));
  }
};

const requireApplication = (state: ApplicationEmailsState) => {
  if (!state.application.exists || state.application.deleted) throw ApplicationErrors.notFound();
  return state.application;
};

/** The e-mail the caller may act on: a confidential one is, without confidential access, not there. */
const visibleEmail = (state: ApplicationEmailsState, emailId: string, confidentialAccess: boolean): ApplicationEmail => {
  const email = state.emails[emailId];
  if (!email || (email.confidential && !confidentialAccess)) throw EmailErrors.notFound();
  return email;
};

/** Checks a composed e-mail against the rules and the application's files; answers what the events carry. */
const checkedEmail = (state: ApplicationEmailsState, email: ComposedEmail) => {
  const application = requireApplication(state);
  if (state.emails[email.emailId]) throw EmailErrors.alreadyExists();
  const problem = composedEmailError(email);
  if (problem) throw problem;
  const to = state.candidate?.email.trim();
  if (!to) throw EmailErrors.recipientRequired();
  if (email.confidential && !email.confidentialAccess) throw EmailErrors.confidentialAccess();
  const fileIds = [...new Set(email.attachmentFileIds)];
  if (fileIds.length > EMAIL_LIMITS.maxAttachments) throw EmailErrors.tooManyAttachments();
  const files = fileIds.map((fileId) => {
    try {
      return visibleFile(state, fileId, email.confidentialAccess);
    } catch {
      throw EmailErrors.attachmentNotFound();
    }
  });
  const totalBytes = files.reduce((sum, file) => sum + file.sizeBytes, 0);
  if (totalBytes >= EMAIL_LIMITS.attachmentsMaxMb * 1024 * 1024) throw EmailErrors.attachmentsTooLarge();
  return {
    applicationId: application.applicationId,
    candidateId: application.candidateId,
    jobId: application.jobId,
    emailId: email.emailId,
    sender: email.sender,
    templateId: email.templateId,
    confidential: email.confidential,
    attachmentFileIds: fileIds,
    personal: {
      to,
      cc: email.cc.map((address) => address.trim()),
      bcc: email.bcc.map((address) => address.trim()),
      subject: email.subject.trim(),
      // Recorded as the candidate receives it: what the Emails tab shows is what was sent.
      body: withSignature(email.body, email.signature),
      attachmentNames: files.map((file) => file.fileName ?? ''),
    },
  };
};

export const decideApplicationEmails = (
  command: ApplicationEmailCommand,
  state: ApplicationEmailsState,
  context: DecisionContext,
): ApplicationEmailEvent[] => {
  // A timer that outlived its deleted application (its workflow is cancelled with it): nothing to send, no retry.
  if (command.type === 'SendScheduledEmail' && state.application.exists && state.application.deleted) return [];
  const application = requireApplication(state);
  switch (command.type) {
    case 'SendEmail':
      return [{ type: 'EmailSent', data: { ...checkedEmail(state, command.data), scheduled: false } }];
    case 'ScheduleEmail': {
      const facts = checkedEmail(state, command.data);
      if (!(command.data.sendAt.getTime() > context.now.getTime())) throw EmailErrors.scheduleInPast();
      return [{ type: 'EmailScheduled', data: { ...facts, sendAt: command.data.sendAt.toISOString() } }];
    }
    case 'CancelScheduledEmail': {
      const email = visibleEmail(state, command.data.emailId, command.data.confidentialAccess);
      if (email.status !== 'SCHEDULED') throw EmailErrors.notScheduled();
      return [
        {
          type: 'ScheduledEmailCancelled',
          data: { applicationId: application.applicationId, jobId: application.jobId, emailId: email.emailId, confidential: email.confidential },
        },
      ];
    }
    case 'SendScheduledEmail': {
      const email = state.emails[command.data.emailId];
      // Cancelled meanwhile, or sent by an earlier attempt: the timer's race with the cancel is expected.
      if (!email || email.status !== 'SCHEDULED') return [];
      const base = { applicationId: application.applicationId, jobId: application.jobId, emailId: email.emailId, confidential: email.confidential };
      if (!email.personal) {
        // Erased while it waited: there is nothing left to send nor anyone to send it to.
        return [{ type: 'EmailFailed', data: { ...base, reason: 'The candidate’s personal data was erased' } }];
      }
      return [
        {
          type: 'EmailSent',
          data: {
            ...base,
            candidateId: application.candidateId,
            sender: email.sender,
            templateId: email.templateId,
            attachmentFileIds: email.attachmentFileIds,
            personal: email.personal,
            scheduled: true,
          },
        },
      ];
    }
    case 'RecordEmailFailure': {
      const email = state.emails[command.data.emailId];
      if (!email) throw EmailErrors.notFound();
      if (email.status === 'FAILED' || email.status === 'CANCELLED') return [];
      return [
        {
          type: 'EmailFailed',
          data: {
            applicationId: application.applicationId,
            jobId: application.jobId,
            emailId: email.emailId,
            confidential: email.confidential,
            reason: command.data.reason.slice(0, 500),
          },
        },
      ];
    }
    case 'RecordEmailReply': {
      const email = state.emails[command.data.emailId];
      if (!email || email.status === 'SCHEDULED' || email.status === 'CANCELLED') throw EmailErrors.notFound();
      if (email.replyIds.includes(command.data.replyId)) return [];
      return [
        {
          type: 'EmailReplyReceived',
          data: {
            applicationId: application.applicationId,
            candidateId: application.candidateId,
            jobId: application.jobId,
            emailId: email.emailId,
            replyId: command.data.replyId,
            confidential: email.confidential,
            notifyUserId: email.sender.kind === 'user' ? email.sender.id : state.ownerId,
            receivedAt: command.data.receivedAt.toISOString(),
            personal: {
              from: command.data.from.slice(0, 320),
              subject: command.data.subject.slice(0, EMAIL_LIMITS.subjectMaxLength),
              text: command.data.text.slice(0, EMAIL_LIMITS.replyMaxLength),
            },
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
};

/**
 * E-mails to the candidate as a decider over the application's own stream: it folds the application's and the
 * files' events (existence, job, owner, which files may be attached) and the e-mail events.
 */
export const applicationEmailsDecider: Decider<ApplicationEmailsState, ApplicationEmailCommand, AnyApplicationEvent> = {
  initialState: initialApplicationEmailsState,
  evolve: evolveApplicationEmails,
  decide: decideApplicationEmails,
  upcast: applicationDecider.upcast,
};
