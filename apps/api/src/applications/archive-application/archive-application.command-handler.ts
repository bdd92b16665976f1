import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { applicationDecider, ApplicationErrors } from '../../../../../domain/applications';
import { PERMISSIONS } from '../../../../../domain/identity';
import { handleCommand, type CommandResult } from '../../../../../infra/commands/handle-command';
import { ArchivalReasonEntity } from '../../../../../infra/db/entities/archival-reason.entity';
import type { EventStore } from '../../../../../infra/event-store/event-store.port';
import { actorOf, type Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { applicationStream, authorizeOnApplicationState } from '../application-stream';

export class ArchiveApplicationCommand {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly archivalReasonId: string,
    readonly sendRejectionEmail: boolean,
    readonly expectedRevision: number,
  ) {}
}

@CommandHandler(ArchiveApplicationCommand)
export class ArchiveApplicationCommandHandler implements ICommandHandler<ArchiveApplicationCommand, CommandResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  async execute(command: ArchiveApplicationCommand): Promise<CommandResult> {
    const { caller, commandId, applicationId, archivalReasonId, sendRejectionEmail, expectedRevision } = command;
    return handleCommand(
      this.store,
      applicationStream(applicationId),
      applicationDecider,
      async (state) => {
        // Archiving needs the stage permission (spec 02 §6.3) for the candidate's current stage.
        await authorizeOnApplicationState(this.store, this.access, caller, state, PERMISSIONS.candidatesStage);
        // Reasons are company configuration: another company's reason is no reason at all.
        const reason = await this.dataSource
          .getRepository(ArchivalReasonEntity)
          .findOneBy({ id: archivalReasonId, companyId: caller.companyId });
        if (!reason) throw ApplicationErrors.archivalReasonRequired();
        return {
          type: 'ArchiveApplication' as const,
          data: { archivalReasonId: reason.id, reason: reason.text, sendRejectionEmail },
        };
      },
      { companyId: caller.companyId, actor: actorOf(caller), commandId, expectedRevision },
    );
  }
}
