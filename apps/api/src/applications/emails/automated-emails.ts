import { Injectable, Logger } from '@nestjs/common';
import type { EmailSender, JobSnapshot } from '@ats/domain/applications';
import type { Actor } from '@ats/domain/shared';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { idFromCommand } from '../../platform/command-id';
import type { Caller } from '../../identity/caller';
import { AUTOMATION_SENDER, CandidateEmailComposer } from './candidate-email-composer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The e-mails actions send on their own: the rejection e-mail the archive action asks for, and a stage's
 * invitation e-mail when a candidate enters a stage whose automation sends it. They follow the action's own
 * command (the action is recorded first), under an e-mail id derived from its command id, so a retried request
 * sends nothing twice. A failure to send does not undo the action; it is logged and the e-mail is not recorded.
 * Each answers the stream's revision after the e-mail (null when none was sent), which the action answers in turn,
 * so the caller's next expectedRevision counts the e-mail too.
 */
@Injectable()
export class AutomatedCandidateEmails {
  private readonly logger = new Logger('AutomatedCandidateEmails');

  constructor(private readonly composer: CandidateEmailComposer) {}

  /** Spec 02 §3.6 'Send email and reject': the stage's rejection template if it names one, else the company's default, else the system one. */
  async sendRejection(caller: Caller, commandId: string, applicationId: string, job: JobSnapshot, stageId: string): Promise<CommandResult | null> {
    const stage = job.stages.find((candidate) => candidate.id === stageId);
    const named = stage?.automations.rejectionEmail?.template;
    const template =
      (named && UUID.test(named) ? await this.composer.template(caller.companyId, named).catch(() => null) : null) ??
      (await this.composer.defaultTemplate(caller.companyId, 'REJECTION_EMAIL'));
    if (!template) return null;
    const sender: EmailSender = { kind: 'user', id: caller.userId, name: caller.name };
    return this.send(caller.companyId, applicationId, `${commandId}:rejection-email`, { kind: 'user', id: caller.userId, name: caller.name }, sender, caller, job, {
      ...template,
      templateId: template.id,
    });
  }

  /** Spec 02 §3.5 'auto-send invitation email': the stage's own invitation text if it has one, else the stage-invitation template. */
  async sendStageInvitation(companyId: string, commandId: string, applicationId: string, job: JobSnapshot, stageId: string, actor: Actor): Promise<CommandResult | null> {
    const stage = job.stages.find((candidate) => candidate.id === stageId);
    if (!stage?.automations.invitationEmail) return null;
    const task = stage.tasks.find((candidate) => candidate.type === 'AUTO_SEND_INVITATION_EMAIL');
    const own = task?.type === 'AUTO_SEND_INVITATION_EMAIL' && task.subject.trim() && task.body.trim() ? task : null;
    const template = own ? null : await this.composer.defaultTemplate(companyId, 'STAGE_INVITE_TEMPLATE');
    const draft = own ? { subject: own.subject, body: own.body, templateId: null } : template && { ...template, templateId: template.id };
    if (!draft) return null;
    return this.send(companyId, applicationId, `${commandId}:invitation-email`, actor, AUTOMATION_SENDER, { name: 'Automation', email: null }, job, draft);
  }

  private async send(
    companyId: string,
    applicationId: string,
    commandId: string,
    actor: Actor,
    sender: EmailSender,
    senderDetails: { name: string; email: string | null },
    job: JobSnapshot,
    draft: { subject: string; body: string; templateId: string | null },
  ): Promise<CommandResult | null> {
    try {
      const { result } = await this.composer.decide(companyId, applicationId, { actor, commandId }, async (state) => ({
        type: 'SendEmail',
        data: {
          emailId: idFromCommand(companyId, commandId, 'candidate-email'),
          cc: [],
          bcc: [],
          ...(await this.composer.render(companyId, state, job, senderDetails, draft)),
          attachmentFileIds: [],
          templateId: draft.templateId,
          confidential: false,
          sender,
          confidentialAccess: false,
        },
      }));
      return result;
    } catch (error) {
      this.logger.error(`Could not send the automated e-mail ${commandId} to application ${applicationId}: ${String(error)}`);
      return null;
    }
  }
}
