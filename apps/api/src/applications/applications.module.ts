import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddCandidateCommandHandler } from './add-candidate/add-candidate.command-handler';
import { AddCandidateHttpController } from './add-candidate/add-candidate.http.controller';
import { ApplicationQueriesHttpController } from './application-queries/application-queries.http.controller';
import {
  ApplicationHistoryQueryHandler,
  GetApplicationQueryHandler,
  ListApplicationsQueryHandler,
} from './application-queries/application-queries.query-handler';
import { MentionableTeam } from './comments/comment-access';
import { AttachParsedCvCommandHandler } from './parse-cv/attach-parsed-cv.command-handler';
import { ParseCvCommandHandler } from './parse-cv/parse-cv.command-handler';
import { ParseCvHttpController } from './parse-cv/parse-cv.http.controller';
import { ParsedCvUploads } from './parse-cv/parsed-cv-uploads';
import {
  AddCommentCommandHandler,
  DeleteCommentCommandHandler,
  EditCommentCommandHandler,
} from './comments/comments.command-handler';
import { CommentsHttpController } from './comments/comments.http.controller';
import { ListCommentsQueryHandler, MentionableMembersQueryHandler } from './comments/comments.query-handler';
import { CandidateListFilterOptionsQueryHandler } from './application-queries/candidate-list-filter-options.query-handler';
import { ArchiveApplicationCommandHandler } from './archive-application/archive-application.command-handler';
import { ArchiveApplicationHttpController } from './archive-application/archive-application.http.controller';
import {
  ChangeOriginSourceCommandHandler,
  ChangeOwnerCommandHandler,
  ChangeTagsCommandHandler,
} from './change-attributes/change-attributes.command-handler';
import { ChangeAttributesHttpController } from './change-attributes/change-attributes.http.controller';
import { AddToJobCommandHandler, MoveToJobCommandHandler } from './change-job/change-job.command-handler';
import { StageInvitationAnswer } from './stage-invitation/stage-invitation-answer';
import { ChangeJobHttpController } from './change-job/change-job.http.controller';
import { DeleteApplicationCommandHandler } from './delete-application/delete-application.command-handler';
import { DeleteApplicationHttpController } from './delete-application/delete-application.http.controller';
import { MoveToStageCommandHandler } from './move-to-stage/move-to-stage.command-handler';
import { MoveToStageHttpController } from './move-to-stage/move-to-stage.http.controller';
import { UnarchiveApplicationCommandHandler } from './unarchive-application/unarchive-application.command-handler';
import { UnarchiveApplicationHttpController } from './unarchive-application/unarchive-application.http.controller';

@Module({
  imports: [CqrsModule],
  controllers: [
    ApplicationQueriesHttpController,
    AddCandidateHttpController,
    ParseCvHttpController,
    MoveToStageHttpController,
    ArchiveApplicationHttpController,
    UnarchiveApplicationHttpController,
    CommentsHttpController,
    ChangeAttributesHttpController,
    ChangeJobHttpController,
    DeleteApplicationHttpController,
  ],
  providers: [
    StageInvitationAnswer,
    AddCandidateCommandHandler,
    MoveToStageCommandHandler,
    ArchiveApplicationCommandHandler,
    UnarchiveApplicationCommandHandler,
    ListApplicationsQueryHandler,
    CandidateListFilterOptionsQueryHandler,
    GetApplicationQueryHandler,
    ApplicationHistoryQueryHandler,
    MentionableTeam,
    AddCommentCommandHandler,
    EditCommentCommandHandler,
    DeleteCommentCommandHandler,
    ListCommentsQueryHandler,
    MentionableMembersQueryHandler,
    ParsedCvUploads,
    ParseCvCommandHandler,
    AttachParsedCvCommandHandler,
    ChangeOwnerCommandHandler,
    ChangeTagsCommandHandler,
    ChangeOriginSourceCommandHandler,
    MoveToJobCommandHandler,
    AddToJobCommandHandler,
    DeleteApplicationCommandHandler,
  ],
})
export class ApplicationsModule {}
