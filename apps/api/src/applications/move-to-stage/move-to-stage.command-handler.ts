import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { handleApplicationCommand } from '../application-stream';
import { StageInvitationAnswer } from '../stage-invitation/stage-invitation-answer';

export class MoveToStageCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly stageId: string,
    readonly expectedRevision: number,
  ) {
    super();
  }
}

@CommandHandler(MoveToStageCommand)
export class MoveToStageCommandHandler implements ICommandHandler<MoveToStageCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly invitation: StageInvitationAnswer,
  ) {}

  async execute(command: MoveToStageCommand): Promise<CommandResult> {
    const { stageId } = command;
    // Moving needs the stage permission for the stage the candidate leaves and the one they enter.
    const result = await handleApplicationCommand(
      this.store,
      this.access,
      command,
      { permission: PERMISSIONS.candidatesStage, alsoStageIds: [stageId] },
      ({ job }) => ({ type: 'MoveApplicationToStage', data: { job, stageId } }),
    );
    // The stage's invitation e-mail, from the automation bot (spec 02 §3.5), is its own process: answered after it.
    return this.invitation.after(command.applicationId, result);
  }
}
