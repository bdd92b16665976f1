import type { DataSource } from 'typeorm';
import { v5 as uuidV5 } from 'uuid';
import {
  applicationEmailsDecider,
  ApplicationErrors,
  type ApplicationEmailCommand,
  type ApplicationEmailsState,
  type EmailSender,
  type EmailSent,
  type ScheduleEmail,
  type SendEmail,
} from '@ats/domain/applications';
import { fillPlaceholders } from '@ats/domain/email-templates/fill-placeholders';
import { SYSTEM_EMAIL_TEMPLATES } from '@ats/domain/email-templates/system-email-templates';
import type { EmailTemplateType } from '@ats/domain/email-templates/email-template-types';
import type { Stage } from '@ats/domain/jobs';
import { DomainError, streamId, type Actor } from '@ats/domain/shared';
import { decideAndAppend } from '../commands/handle-command';
import type { AtsConfig } from '../config';
import { CompanyEntity } from '../db/entities/company.entity';
import { EmailTemplateEntity } from '../db/entities/email-template.entity';
import type { EventStore } from '../event-store/event-store.port';
import { queueCandidateEmail } from './candidate-email-delivery';
import { emailSignatureOf } from './email-signature';
import { sanitiseTemplateBody } from './email-template-html';

export const emailTemplateNotFound = () => new DomainError('email-template-not-found', 'Email template not found', 'not-found');

export type Template = { id: string; subject: string; body: string; type: EmailTemplateType };

/** Who the placeholders' sender values name; the automation bot signs with the company's name. */
export type SenderDetails = { name: string; email: string | null };

/**
 * What every e-mail to a candidate goes through, whoever writes it (the composer, the archive action, a stage
 * automation): its template, its placeholders filled with the candidate's, job's, company's and sender's values
 * and the body sanitised; its sender's signature; then the e-mail decider on the application's stream, which
 * records the body with the signature below it; then, for what it recorded as sent, the outbox (with the thread's
 * reply address), whose text part is made from that body.
 *
 * The signature is taken when the e-mail is composed, with its placeholders: a scheduled e-mail is recorded
 * signed when it is scheduled and goes out as recorded, so the Emails tab shows before and after what the
 * candidate gets, and the sender saw that signature in the composer when scheduling; changing a profile later
 * does not rewrite e-mails already written. A bulk e-mail sent later is composed for each candidate when its
 * timer fires, so its signature, like its placeholders, is the one saved then.
 */
export class CandidateEmailComposer {
  constructor(
    private readonly store: EventStore,
    private readonly config: Pick<AtsConfig, 'publicUrl' | 'replyDomain'>,
    private readonly dataSource: DataSource,
  ) {}

  /** A company template of this company, or a system template; anything else is not found. */
  async template(companyId: string, templateId: string): Promise<Template> {
    const system = SYSTEM_EMAIL_TEMPLATES.find((template) => template.id === templateId);
    if (system) return system;
    const row = await this.dataSource.getRepository(EmailTemplateEntity).findOneBy({ id: templateId, companyId });
    if (!row) throw emailTemplateNotFound();
    return row;
  }

  /** The template of a type used unless another is picked: the company's default, else the system one. */
  async defaultTemplate(companyId: string, type: EmailTemplateType): Promise<Template | null> {
    const row = await this.dataSource.getRepository(EmailTemplateEntity).findOneBy({ companyId, type, isDefault: true });
    return row ?? SYSTEM_EMAIL_TEMPLATES.find((template) => template.type === type) ?? null;
  }

  /** Subject and body with the placeholders filled in; the body sanitised as template bodies are. */
  async render(
    companyId: string,
    state: ApplicationEmailsState,
    job: { name: string },
    sender: SenderDetails,
    draft: { subject: string; body: string },
  ): Promise<{ subject: string; body: string }> {
    const company = await this.dataSource.getRepository(CompanyEntity).findOneBy({ id: companyId });
    const candidate = state.candidate;
    const application = state.application.exists ? state.application : null;
    // The company's own career page: /careers alone is the staff app's redirect (03 §2.3).
    const careerPage = company?.careerName ? `${this.config.publicUrl}/careers/${encodeURIComponent(company.careerName)}` : this.config.publicUrl;
    const values = {
      candidateFirstName: candidate?.firstName,
      candidateLastName: candidate?.lastName,
      candidateFullName: candidate ? `${candidate.firstName} ${candidate.lastName}`.trim() : undefined,
      candidateEmail: candidate?.email,
      jobTitle: job.name,
      stageName: application?.stageName,
      companyName: company?.name,
      senderFirstName: sender.name.split(' ')[0],
      senderFullName: sender.name,
      senderEmail: sender.email ?? undefined,
      careerPageLink: careerPage,
      // The candidate's task hub for this application (they sign in there with a code to their address).
      candidatePortalLink: application
        ? `${this.config.publicUrl}/candidate-journey/${application.candidateId}/${application.jobId}/${application.applicationId}`
        : careerPage,
    };
    return {
      subject: fillPlaceholders(draft.subject, values, { html: false }),
      body: sanitiseTemplateBody(fillPlaceholders(draft.body, values, { html: true })),
    };
  }

  /** The plain-text signature `sender`'s e-mails end with now (domain/applications/application-email.signature); null for none. */
  async signature(companyId: string, sender: Pick<EmailSender, 'kind' | 'id'>): Promise<string | null> {
    return (await emailSignatureOf(this.dataSource, companyId, sender))?.text ?? null;
  }

  /**
   * Decides `command(state)` on the application's e-mails and appends it; queues what was sent. A retried
   * command (same command id) appends nothing and re-queues nothing new.
   */
  async decide(
    companyId: string,
    applicationId: string,
    envelope: { actor: Actor; commandId: string },
    command: (state: ApplicationEmailsState) => Promise<ApplicationEmailCommand>,
  ) {
    const stream = { id: streamId('application', applicationId), entityId: applicationId, notFound: ApplicationErrors.notFound };
    const decided = await decideAndAppend(this.store, stream, applicationEmailsDecider, command, {
      companyId,
      ...envelope,
    });
    await this.queueSent(companyId, decided.events);
    return decided;
  }

  async queueSent(companyId: string, events: Array<{ type: string; data: unknown }>): Promise<void> {
    for (const event of events) {
      if (event.type === 'EmailSent') {
        await queueCandidateEmail(this.dataSource, companyId, event.data as EmailSent['data'], { replyDomain: this.config.replyDomain });
      }
    }
  }
}

/** The composer's form as written (spec 03 "Email composer"), its placeholders not yet filled. */
export type ComposerDraft = {
  templateId: string | null;
  subject: string;
  body: string;
  cc: string[];
  bcc: string[];
  /** The application's files. */
  attachmentFileIds: string[];
  confidential: boolean;
  /** ISO 8601: send at that time instead of now. */
  scheduledAt: string | null;
};

/**
 * The command a composed e-mail becomes, whoever wrote it — one candidate's Emails tab, or each item of a bulk
 * e-mail: its template checked, its placeholders filled for this application, then SendEmail, or ScheduleEmail
 * (a Temporal timer of its own, cancellable) when it is to go later. The decider judges the rest.
 */
export const composedEmailCommand = async (
  composer: CandidateEmailComposer,
  input: {
    companyId: string;
    state: ApplicationEmailsState;
    job: { name: string };
    emailId: string;
    sender: EmailSender;
    senderDetails: SenderDetails;
    confidentialAccess: boolean;
    draft: ComposerDraft;
  },
): Promise<SendEmail | ScheduleEmail> => {
  const { draft } = input;
  if (draft.templateId) await composer.template(input.companyId, draft.templateId);
  const rendered = await composer.render(input.companyId, input.state, input.job, input.senderDetails, { subject: draft.subject, body: draft.body });
  const composed = {
    emailId: input.emailId,
    cc: draft.cc,
    bcc: draft.bcc,
    ...rendered,
    attachmentFileIds: draft.attachmentFileIds,
    templateId: draft.templateId,
    confidential: draft.confidential,
    sender: input.sender,
    confidentialAccess: input.confidentialAccess,
    signature: await composer.signature(input.companyId, input.sender),
  };
  return draft.scheduledAt ? { type: 'ScheduleEmail', data: { ...composed, sendAt: new Date(draft.scheduledAt) } } : { type: 'SendEmail', data: composed };
};

export const AUTOMATION_SENDER: EmailSender = { kind: 'automation', id: 'automation-bot', name: 'Automation' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stage automations' drafts (spec 02 §3.5), shared by the API's actions and the worker's workflows so an
 * e-mail reads the same whoever sends it. Rejection: the stage's named template, else the company's default,
 * else the system one.
 */
export const rejectionDraft = async (composer: CandidateEmailComposer, companyId: string, stage: Stage | undefined): Promise<Draft | null> => {
  const named = stage?.automations.rejectionEmail?.template;
  const template =
    (named && UUID.test(named) ? await composer.template(companyId, named).catch(() => null) : null) ??
    (await composer.defaultTemplate(companyId, 'REJECTION_EMAIL'));
  return template && { subject: template.subject, body: template.body, templateId: template.id };
};

/** Invitation: nothing unless the stage's automation sends it; its own text if it has one, else the stage-invitation template. */
export const stageInvitationDraft = async (composer: CandidateEmailComposer, companyId: string, stage: Stage | undefined): Promise<Draft | null> => {
  if (!stage?.automations.invitationEmail) return null;
  const task = stage.tasks.find((candidate) => candidate.type === 'AUTO_SEND_INVITATION_EMAIL');
  const own = task?.type === 'AUTO_SEND_INVITATION_EMAIL' && task.subject.trim() && task.body.trim() ? task : null;
  if (own) return { subject: own.subject, body: own.body, templateId: null };
  const template = await composer.defaultTemplate(companyId, 'STAGE_INVITE_TEMPLATE');
  return template && { subject: template.subject, body: template.body, templateId: template.id };
};

export type Draft = { subject: string; body: string; templateId: string | null };

/** An automation's e-mail as sent: rendered for the application, then the SendEmail command under `commandId`. */
export const sendAutomatedEmail = (
  composer: CandidateEmailComposer,
  input: {
    companyId: string;
    applicationId: string;
    commandId: string;
    emailId: string;
    actor: Actor;
    sender: EmailSender;
    senderDetails: SenderDetails;
    job: { name: string };
    draft: Draft;
  },
) =>
  composer.decide(input.companyId, input.applicationId, { actor: input.actor, commandId: input.commandId }, async (state) => ({
    type: 'SendEmail',
    data: {
      emailId: input.emailId,
      cc: [],
      bcc: [],
      ...(await composer.render(input.companyId, state, input.job, input.senderDetails, input.draft)),
      attachmentFileIds: [],
      templateId: input.draft.templateId,
      confidential: false,
      sender: input.sender,
      confidentialAccess: false,
      signature: await composer.signature(input.companyId, input.sender),
    },
  }));

/**
 * A workflow's own e-mail (the rejection N days on, a stage's invitation): from the automation bot, its command id
 * the workflow id and its e-mail id derived from it, so a retried activity sends nothing twice. Answers whether it
 * was sent; refused for good (the candidate's personal data erased: no one to send to), it is not, and retrying
 * would not change that.
 */
export const sendWorkflowEmail = async (
  composer: CandidateEmailComposer,
  input: { companyId: string; applicationId: string; workflowId: string; actor: Actor; job: { name: string }; draft: Draft },
): Promise<boolean> => {
  const sending = sendAutomatedEmail(composer, {
    companyId: input.companyId,
    applicationId: input.applicationId,
    commandId: input.workflowId,
    emailId: automatedEmailId(input.companyId, input.workflowId),
    actor: input.actor,
    sender: AUTOMATION_SENDER,
    senderDetails: { name: 'Automation', email: null },
    job: input.job,
    draft: input.draft,
  });
  const decided = await sending.catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  return decided?.events.some((event) => event.type === 'EmailSent') ?? false;
};

const AUTOMATED_EMAIL_NAMESPACE = 'a8f3c1d2-6b4e-4f7a-9c2d-1e5b7f9a3c64';

/** The id of the e-mail an automation's command sends: the same for a retried command, so nothing goes twice. */
export const automatedEmailId = (companyId: string, commandId: string): string => uuidV5(`${companyId}:${commandId}`, AUTOMATED_EMAIL_NAMESPACE);
