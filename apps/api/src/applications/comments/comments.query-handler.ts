import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { PERMISSIONS } from '@ats/domain/identity';
import type { EventStore } from '@ats/infra/event-store/event-store.port';
import { commentsProjector } from '@ats/projections/comments/comments.projector';
import { queryApplicationComments } from '@ats/projections/comments/comments.query';
import type { Caller } from '../../identity/caller';
import { JobAccess } from '../../identity/job-access';
import { ReadModelFreshness } from '../../platform/read-model-freshness';
import { EVENT_STORE } from '../../platform/tokens';
import { authorizeOnApplication } from '../application-stream';
import { canSeeConfidential, MentionableTeam } from './comment-access';
import type { CommentListResponseDto, MentionableMemberResponseDto } from './comments.response.dto';

export class ListCommentsQuery extends Query<CommentListResponseDto> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
    readonly page: number,
    readonly take: number,
    readonly afterPosition?: string,
  ) {
    super();
  }
}

export class MentionableMembersQuery extends Query<MentionableMemberResponseDto[]> {
  constructor(
    readonly caller: Caller,
    readonly applicationId: string,
  ) {
    super();
  }
}

/** The profile's comments: the same access as the profile, judged on the application's stream. */
@QueryHandler(ListCommentsQuery)
export class ListCommentsQueryHandler implements IQueryHandler<ListCommentsQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly freshness: ReadModelFreshness,
    private readonly access: JobAccess,
  ) {}

  async execute({ caller, applicationId, page, take, afterPosition }: ListCommentsQuery): Promise<CommentListResponseDto> {
    const { application } = await authorizeOnApplication(this.store, this.access, caller, applicationId, PERMISSIONS.candidatesProfilesView);
    await this.freshness.waitFor(commentsProjector, afterPosition);
    return queryApplicationComments(this.dataSource.manager, {
      companyId: caller.companyId,
      applicationId,
      canSeeConfidential: canSeeConfidential(caller, application),
      page,
      take,
    });
  }
}

/** Whom the composer offers after '@': the team members who can open this profile. */
@QueryHandler(MentionableMembersQuery)
export class MentionableMembersQueryHandler implements IQueryHandler<MentionableMembersQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly access: JobAccess,
    private readonly team: MentionableTeam,
  ) {}

  async execute({ caller, applicationId }: MentionableMembersQuery): Promise<MentionableMemberResponseDto[]> {
    const { application } = await authorizeOnApplication(this.store, this.access, caller, applicationId, PERMISSIONS.candidatesProfilesView);
    return this.team.of(caller.companyId, application);
  }
}
