import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ApplicationErrors, type JobSnapshot } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { ArchivalReasonEntity } from '@ats/infra/db/entities/archival-reason.entity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { handleApplicationCommand } from '../application-stream';
import { AutomatedCandidateEmails } from '../emails/automated-emails';

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
    private readonly emails: AutomatedCandidateEmails,
  ) {}

  async execute(command: ArchiveApplicationCommand): Promise<CommandResult> {
    const { caller, archivalReasonId, sendRejectionEmail } = command;
    let archived: { job: JobSnapshot; stageId: string } | undefined;
    // Archiving needs the stage permission (spec 02 §6.3) for the candidate's current stage.
    const result = await handleApplicationCommand(this.store, this.access, command, { permission: PERMISSIONS.candidatesStage }, async ({ job, application }) => {
      archived = { job, stageId: application.stageId };
      // Reasons are company configuration: another company's reason is no reason at all.
      const reason = await this.dataSource
        .getRepository(ArchivalReasonEntity)
        .findOneBy({ id: archivalReasonId, companyId: caller.companyId });
      if (!reason) throw ApplicationErrors.archivalReasonRequired();
      return { type: 'ArchiveApplication', data: { archivalReasonId: reason.id, reason: reason.text, sendRejectionEmail } };
    });
    // Recorded first, then sent (spec 02 §3.6 'Send email and reject'): the e-mail goes on the same stream.
    if (!sendRejectionEmail || !archived) return result;
    return (await this.emails.sendRejection(caller, command.commandId, command.applicationId, archived.job, archived.stageId)) ?? result;
  }
}
