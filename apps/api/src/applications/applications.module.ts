import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddCandidateCommandHandler } from './add-candidate/add-candidate.command-handler';
import {
  ApplicationHistoryQueryHandler,
  GetApplicationQueryHandler,
  ListApplicationsQueryHandler,
} from './application-queries/application-queries.query-handler';
import { ApplicationsHttpController } from './applications.http.controller';
import { ArchiveApplicationCommandHandler } from './archive-application/archive-application.command-handler';
import { MoveToStageCommandHandler } from './move-to-stage/move-to-stage.command-handler';
import { UnarchiveApplicationCommandHandler } from './unarchive-application/unarchive-application.command-handler';

@Module({
  imports: [CqrsModule],
  controllers: [ApplicationsHttpController],
  providers: [
    AddCandidateCommandHandler,
    MoveToStageCommandHandler,
    ArchiveApplicationCommandHandler,
    UnarchiveApplicationCommandHandler,
    ListApplicationsQueryHandler,
    GetApplicationQueryHandler,
    ApplicationHistoryQueryHandler,
  ],
})
export class ApplicationsModule {}
