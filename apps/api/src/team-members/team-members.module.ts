import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CreateTeamMemberCommandHandler } from './create-team-member/create-team-member.command-handler';
import { DeleteTeamMemberCommandHandler } from './delete-team-member/delete-team-member.command-handler';
import { ResendInviteCommandHandler } from './resend-invite/resend-invite.command-handler';
import { TeamMemberInvitationsHttpController } from './team-member-invitations.http.controller';
import {
  ListTeamMemberOptionsQueryHandler,
  ListTeamMembersQueryHandler,
} from './team-member-queries/team-member-queries.query-handler';
import { TeamMembersHttpController } from './team-members.http.controller';
import { UpdateTeamMemberCommandHandler } from './update-team-member/update-team-member.command-handler';

/**
 * Team members (spec 03 "Team members", §6; 02 §3.13). Import it before JobsModule: see
 * TeamMembersHttpController on `GET /company-roles/company-users`.
 */
@Module({
  imports: [CqrsModule],
  controllers: [TeamMemberInvitationsHttpController, TeamMembersHttpController],
  providers: [
    CreateTeamMemberCommandHandler,
    ResendInviteCommandHandler,
    UpdateTeamMemberCommandHandler,
    DeleteTeamMemberCommandHandler,
    ListTeamMembersQueryHandler,
    ListTeamMemberOptionsQueryHandler,
  ],
})
export class TeamMembersModule {}
