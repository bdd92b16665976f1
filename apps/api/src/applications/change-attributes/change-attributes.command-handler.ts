import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationErrors, type CandidateOrigin } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { EVENT_STORE } from '../../platform/tokens';
import { handleApplicationCommand } from '../application-stream';
import { MentionableTeam } from '../comments/comment-access';

export class ChangeOwnerCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly ownerId: string,
    readonly expectedRevision: number,
  ) {
    super();
  }
}

/**
 * The candidate owner selector (spec 02 §2.13): with the profile's access, the caller names a new owner, who must
 * be a team member able to open this application's profile — the same team comments may mention.
 */
@CommandHandler(ChangeOwnerCommand)
export class ChangeOwnerCommandHandler implements ICommandHandler<ChangeOwnerCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly team: MentionableTeam,
  ) {}

  execute(command: ChangeOwnerCommand): Promise<CommandResult> {
    return handleApplicationCommand(this.store, this.access, command, { permission: PERMISSIONS.candidatesProfilesView }, async ({ application }) => {
      const members = await this.team.of(command.caller.companyId, application);
      const owner = members.find((member) => member.id === command.ownerId);
      // Another company's user, a deleted one, or one without access to the job: 400, nothing recorded.
      if (!owner) throw ApplicationErrors.ownerNotOnTeam();
      return { type: 'ChangeApplicationOwner', data: { owner: { id: owner.id, name: owner.name } } };
    });
  }
}

export class ChangeTagsCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly add: string[],
    readonly remove: string[],
    readonly expectedRevision: number,
  ) {
    super();
  }
}

/** Adds and removes the application's tags (spec 02 §3.7); the decider trims, bounds and de-duplicates them. */
@CommandHandler(ChangeTagsCommand)
export class ChangeTagsCommandHandler implements ICommandHandler<ChangeTagsCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  execute(command: ChangeTagsCommand): Promise<CommandResult> {
    return handleApplicationCommand(this.store, this.access, command, { permission: PERMISSIONS.candidatesProfilesView }, () => ({
      type: 'ChangeApplicationTags',
      data: { add: command.add, remove: command.remove },
    }));
  }
}

export class ChangeOriginSourceCommand extends Command<CommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly origin: CandidateOrigin | undefined,
    /** null clears the source; undefined keeps it. */
    readonly source: string | null | undefined,
    readonly expectedRevision: number,
  ) {
    super();
  }
}

/**
 * The profile's edit of one application's origin and source (spec 02 §3.7): the same domain command the bulk
 * 'change origin' and 'change source' run per item, so the decider's rules (trimming, nothing-changed) are shared.
 */
@CommandHandler(ChangeOriginSourceCommand)
export class ChangeOriginSourceCommandHandler implements ICommandHandler<ChangeOriginSourceCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  execute(command: ChangeOriginSourceCommand): Promise<CommandResult> {
    const { origin, source } = command;
    return handleApplicationCommand(this.store, this.access, command, { permission: PERMISSIONS.candidatesProfilesView }, () => ({
      type: 'ChangeApplicationOriginSource',
      data: { ...(origin === undefined ? {} : { origin }), ...(source === undefined ? {} : { source }) },
    }));
  }
}
