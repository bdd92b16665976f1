import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ApplicationEmailsState } from '@ats/domain/applications';
import { hasPermission, PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { authorizeOnApplicationState } from '../application-stream';
import { composedEmailCommand } from '@ats/infra/mail/candidate-email-composer';
import { CandidateEmailComposer } from './candidate-email-composer';
import type { SendEmailRequestDto } from './emails.request.dto';

export type EmailCommandResult = CommandResult & { emailId: string };

/** Whether the caller sees confidential e-mails and files of this application (spec 02 §6.3). */
export const confidentialAccessOf = (caller: Caller, authorized: { job: { jobId: string }; application: { stageId: string } }): boolean =>
  hasPermission(caller, PERMISSIONS.candidatesConfidential, { jobRoleId: authorized.job.jobId, stageId: authorized.application.stageId });

export class SendCandidateEmailCommand extends Command<EmailCommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly email: SendEmailRequestDto,
  ) {
    super();
  }
}

/** Send now, or schedule (spec 02 §2.13 Emails tab): needs "move stages & send emails" for the candidate's stage. */
@CommandHandler(SendCandidateEmailCommand)
export class SendCandidateEmailCommandHandler implements ICommandHandler<SendCandidateEmailCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly composer: CandidateEmailComposer,
  ) {}

  async execute({ caller, commandId, applicationId, email }: SendCandidateEmailCommand): Promise<EmailCommandResult> {
    // Derived from the command id: a retried request (same Idempotency-Key) names the same e-mail.
    const emailId = idFromCommand(caller.companyId, commandId, 'candidate-email');
    const { result } = await this.composer.decide(
      caller.companyId,
      applicationId,
      { actor: actorOf(caller), commandId },
      async (state: ApplicationEmailsState) => {
        const authorized = await authorizeOnApplicationState(this.store, this.access, caller, state.application, PERMISSIONS.candidatesEmails);
        return composedEmailCommand(this.composer, {
          companyId: caller.companyId,
          state,
          job: authorized.job,
          emailId,
          sender: { kind: 'user', id: caller.userId, name: caller.name },
          senderDetails: caller,
          confidentialAccess: confidentialAccessOf(caller, authorized),
          draft: {
            templateId: email.templateId ?? null,
            subject: email.subject,
            body: email.body,
            cc: email.cc ?? [],
            bcc: email.bcc ?? [],
            attachmentFileIds: email.attachmentFileIds ?? [],
            confidential: email.confidential ?? false,
            scheduledAt: email.scheduledAt ?? null,
          },
        });
      },
    );
    return { ...result, emailId };
  }
}

export class CancelScheduledEmailCommand extends Command<EmailCommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly emailId: string,
  ) {
    super();
  }
}

/** Cancels a scheduled e-mail; its workflow's timer is cancelled by the scheduled-email process. */
@CommandHandler(CancelScheduledEmailCommand)
export class CancelScheduledEmailCommandHandler implements ICommandHandler<CancelScheduledEmailCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly composer: CandidateEmailComposer,
  ) {}

  async execute({ caller, commandId, applicationId, emailId }: CancelScheduledEmailCommand): Promise<EmailCommandResult> {
    const { result } = await this.composer.decide(caller.companyId, applicationId, { actor: actorOf(caller), commandId }, async (state) => {
      const authorized = await authorizeOnApplicationState(this.store, this.access, caller, state.application, PERMISSIONS.candidatesEmails);
      return { type: 'CancelScheduledEmail', data: { emailId, confidentialAccess: confidentialAccessOf(caller, authorized) } };
    });
    return { ...result, emailId };
  }
}
