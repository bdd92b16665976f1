import { Injectable, Logger } from '@nestjs/common';
import type { EmailSender, JobSnapshot } from '@ats/domain/applications';
import type { Actor } from '@ats/domain/shared';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { rejectionDraft, sendAutomatedEmail, type Draft, type SenderDetails } from '@ats/infra/mail/candidate-email-composer';
import { idFromCommand } from '../../platform/command-id';
import type { Caller } from '../../identity/caller';
import { CandidateEmailComposer } from './candidate-email-composer';

/**
 * The e-mail an action sends on its own: the rejection e-mail the archive action asks for. It follows the
 * action's own command (the action is recorded first), under an e-mail id derived from its command id, so a
 * retried request sends nothing twice. A failure to send does not undo the action; it is logged and the e-mail
 * is not recorded. It answers the stream's revision after the e-mail (null when none was sent), which the action
 * answers in turn, so the caller's next expectedRevision counts the e-mail too. The drafts are infra/mail's,
 * which the worker's workflows use too. A stage's invitation e-mail is a process of its own
 * (infra/temporal/processes/stage-invitation.process.ts), started by the application's arrival in the stage.
 */
@Injectable()
export class AutomatedCandidateEmails {
  private readonly logger = new Logger('AutomatedCandidateEmails');

  constructor(private readonly composer: CandidateEmailComposer) {}

  /** Spec 02 §3.6 'Send email and reject': the stage's rejection template if it names one, else the company's default, else the system one. */
  async sendRejection(caller: Caller, commandId: string, applicationId: string, job: JobSnapshot, stageId: string): Promise<CommandResult | null> {
    const draft = await rejectionDraft(this.composer, caller.companyId, job.stages.find((candidate) => candidate.id === stageId));
    if (!draft) return null;
    const sender: EmailSender = { kind: 'user', id: caller.userId, name: caller.name };
    return this.send(caller.companyId, applicationId, `${commandId}:rejection-email`, sender, sender, { name: caller.name, email: caller.email }, job, draft);
  }

  private async send(
    companyId: string,
    applicationId: string,
    commandId: string,
    actor: Actor,
    sender: EmailSender,
    senderDetails: SenderDetails,
    job: JobSnapshot,
    draft: Draft,
  ): Promise<CommandResult | null> {
    try {
      const emailId = idFromCommand(companyId, commandId, 'candidate-email');
      const { result } = await sendAutomatedEmail(this.composer, { companyId, applicationId, commandId, emailId, actor, sender, senderDetails, job, draft });
      return result;
    } catch (error) {
      this.logger.error(`Could not send the automated e-mail ${commandId} to application ${applicationId}: ${String(error)}`);
      return null;
    }
  }
}
