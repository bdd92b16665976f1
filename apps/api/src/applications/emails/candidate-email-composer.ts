import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  applicationEmailsDecider,
  type ApplicationEmailCommand,
  type ApplicationEmailsState,
  type EmailSender,
  type EmailSent,
} from '@ats/domain/applications';
import { fillPlaceholders } from '@ats/domain/email-templates/fill-placeholders';
import { SYSTEM_EMAIL_TEMPLATES } from '@ats/domain/email-templates/system-email-templates';
import type { EmailTemplateType } from '@ats/domain/email-templates/email-template-types';
import { DomainError, type Actor } from '@ats/domain/shared';
import type { AtsConfig } from '@ats/infra/config';
import { decideAndAppend } from '@ats/infra/commands/handle-command';
import { CompanyEntity } from '@ats/infra/db/entities/company.entity';
import { EmailTemplateEntity } from '@ats/infra/db/entities/email-template.entity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { queueCandidateEmail } from '@ats/infra/mail/candidate-email-delivery';
import { sanitiseTemplateBody } from '@ats/infra/mail/email-template-html';
import { ATS_CONFIG, EVENT_STORE } from '../../platform/tokens';
import { applicationStream } from '../application-stream';

export const emailTemplateNotFound = () => new DomainError('email-template-not-found', 'Email template not found', 'not-found');

type Template = { id: string; subject: string; body: string; type: EmailTemplateType };

/** Who the placeholders' sender values name; the automation bot signs with the company's name. */
export type SenderDetails = { name: string; email: string | null };

/**
 * What every e-mail to a candidate goes through, whoever writes it (the composer, the archive action, a stage
 * automation): its template, its placeholders filled with the candidate's, job's, company's and sender's values
 * and the body sanitised; then the e-mail decider on the application's stream; then, for what it recorded as
 * sent, the outbox (with the thread's reply address).
 */
@Injectable()
export class CandidateEmailComposer {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ATS_CONFIG) private readonly config: AtsConfig,
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
      careerPageLink: `${this.config.publicUrl}/careers`,
      candidatePortalLink: `${this.config.publicUrl}/candidate`,
    };
    return {
      subject: fillPlaceholders(draft.subject, values, { html: false }),
      body: sanitiseTemplateBody(fillPlaceholders(draft.body, values, { html: true })),
    };
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
    const decided = await decideAndAppend(this.store, applicationStream(applicationId), applicationEmailsDecider, command, {
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

export const AUTOMATION_SENDER: EmailSender = { kind: 'automation', id: 'automation-bot', name: 'Automation' };
