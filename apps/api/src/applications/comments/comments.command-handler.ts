import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationErrors, parseMentions, type ApplicationState } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import type { Caller } from '../../identity/caller';
import { accessDenied } from '../../identity/caller-resolver';
import { JobAccess } from '../../identity/job-access';
import { idFromCommand } from '../../platform/command-id';
import { EVENT_STORE } from '../../platform/tokens';
import { handleApplicationCommand } from '../application-stream';
import { canSeeConfidential, MentionableTeam } from './comment-access';

/** A command's answer, with the comment it wrote or changed (the profile opens at it). */
export type CommentCommandResult = CommandResult & { commentId: string };

type Application = Extract<ApplicationState, { exists: true }>;

/**
 * A confidential comment is as if it were not there for a caller without confidential access (404); nor may
 * they write one they could not read back (403).
 */
const confidentialityFor = (caller: Caller, application: Application, wanted: boolean, parentCommentId: string | null): boolean => {
  const mayReadConfidential = canSeeConfidential(caller, application);
  const parent = parentCommentId ? application.comments[parentCommentId] : undefined;
  if (parent?.confidential && !mayReadConfidential) throw ApplicationErrors.commentNotFound();
  const confidential = wanted || Boolean(parent?.confidential);
  if (confidential && !mayReadConfidential) throw accessDenied();
  return confidential;
};

export class AddCommentCommand extends Command<CommentCommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly text: string,
    readonly confidential: boolean,
    readonly parentCommentId: string | null,
  ) {
    super();
  }
}

export class EditCommentCommand extends Command<CommentCommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly commentId: string,
    readonly text: string,
    readonly confidential: boolean,
  ) {
    super();
  }
}

export class DeleteCommentCommand extends Command<CommentCommandResult> {
  constructor(
    readonly caller: Caller,
    readonly commandId: string,
    readonly applicationId: string,
    readonly commentId: string,
  ) {
    super();
  }
}

/**
 * Anyone who may open the profile may comment on it (spec 02 §2.13), stage-limited collaborators only on the
 * applications in their stages. Mentions must name team members who can open it too.
 */
@CommandHandler(AddCommentCommand)
export class AddCommentCommandHandler implements ICommandHandler<AddCommentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly team: MentionableTeam,
  ) {}

  async execute(command: AddCommentCommand): Promise<CommentCommandResult> {
    const { caller, text, parentCommentId } = command;
    // Derived from the command id: a retried request (same Idempotency-Key) names the same comment.
    const commentId = idFromCommand(caller.companyId, command.commandId, 'comment');
    const result = await handleApplicationCommand(
      this.store,
      this.access,
      command,
      { permission: PERMISSIONS.candidatesProfilesView },
      async ({ application }) => {
        const confidential = confidentialityFor(caller, application, command.confidential, parentCommentId);
        await this.team.assertMentionable(caller, application, parseMentions(text), confidential);
        return { type: 'AddComment', data: { commentId, parentCommentId, text, confidential } };
      },
    );
    return { ...result, commentId };
  }
}

@CommandHandler(EditCommentCommand)
export class EditCommentCommandHandler implements ICommandHandler<EditCommentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly team: MentionableTeam,
  ) {}

  async execute(command: EditCommentCommand): Promise<CommentCommandResult> {
    const { caller, commentId, text } = command;
    const result = await handleApplicationCommand(
      this.store,
      this.access,
      command,
      { permission: PERMISSIONS.candidatesProfilesView },
      async ({ application }) => {
        const comment = application.comments[commentId];
        if (!comment || (comment.confidential && !canSeeConfidential(caller, application))) throw ApplicationErrors.commentNotFound();
        const confidential = confidentialityFor(caller, application, command.confidential, comment.parentCommentId);
        await this.team.assertMentionable(caller, application, parseMentions(text), confidential);
        return { type: 'EditComment', data: { commentId, text, confidential } };
      },
    );
    return { ...result, commentId };
  }
}

@CommandHandler(DeleteCommentCommand)
export class DeleteCommentCommandHandler implements ICommandHandler<DeleteCommentCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
  ) {}

  async execute(command: DeleteCommentCommand): Promise<CommentCommandResult> {
    const { caller, commentId } = command;
    const result = await handleApplicationCommand(
      this.store,
      this.access,
      command,
      { permission: PERMISSIONS.candidatesProfilesView },
      ({ application }) => {
        const comment = application.comments[commentId];
        if (comment?.confidential && !canSeeConfidential(caller, application)) throw ApplicationErrors.commentNotFound();
        return { type: 'DeleteComment', data: { commentId } };
      },
    );
    return { ...result, commentId };
  }
}
