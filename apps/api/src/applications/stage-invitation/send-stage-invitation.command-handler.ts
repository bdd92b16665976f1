import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider } from '@ats/domain/applications';
import { loadAggregate, type CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { loadJob } from '../../jobs/job-stream';
import { EVENT_STORE } from '../../platform/tokens';
import { applicationStream, snapshotOf } from '../application-stream';
import { AutomatedCandidateEmails } from '../emails/automated-emails';

/**
 * The invitation e-mail of the stage an application has just entered (spec 02 §3.5 'Invitation email
 * (auto-send)'), sent after the action that put it there, which the caller has already authorised and
 * recorded: adding a candidate, adding them to another job. Answers `recorded` when nothing was sent.
 */
export class SendStageInvitationCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly recorded: CommandResult,
  ) {
    super();
  }
}

@CommandHandler(SendStageInvitationCommand)
export class SendStageInvitationCommandHandler implements ICommandHandler<SendStageInvitationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly emails: AutomatedCandidateEmails,
  ) {}

  async execute({ caller, commandId, recorded }: SendStageInvitationCommand): Promise<CommandResult> {
    const loaded = await loadAggregate(this.store, applicationStream(recorded.id).id, applicationDecider, caller.companyId);
    const application = loaded?.state;
    if (!application?.exists || application.deleted) return recorded;
    const job = snapshotOf(await loadJob(this.store, caller.companyId, application.jobId));
    return (await this.emails.sendStageInvitation(caller.companyId, commandId, recorded.id, job, application.stageId, actorOf(caller))) ?? recorded;
  }
}
