import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ApplicationErrors } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { ArchivalReasonEntity } from '@ats/infra/db/entities/archival-reason.entity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { handleApplicationCommand } from '../application-stream';

export class ArchiveApplicationCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly archivalReasonId: string,
    readonly sendRejectionEmail: boolean,
    readonly expectedRevision: number,
  ) {
    super();
  }
}

@CommandHandler(ArchiveApplicationCommand)
export class ArchiveApplicationCommandHandler implements ICommandHandler<ArchiveApplicationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly access: JobAccess,
  ) {}

  execute(command: ArchiveApplicationCommand): Promise<CommandResult> {
    const { caller, archivalReasonId, sendRejectionEmail } = command;
    // Archiving needs the stage permission (spec 02 §6.3) for the candidate's current stage.
    return handleApplicationCommand(this.store, this.access, command, { permission: PERMISSIONS.candidatesStage }, async () => {
      // Reasons are company configuration: another company's reason is no reason at all.
      const reason = await this.dataSource
        .getRepository(ArchivalReasonEntity)
        .findOneBy({ id: archivalReasonId, companyId: caller.companyId });
      if (!reason) throw ApplicationErrors.archivalReasonRequired();
      return { type: 'ArchiveApplication', data: { archivalReasonId: reason.id, reason: reason.text, sendRejectionEmail } };
    });
  }
}
