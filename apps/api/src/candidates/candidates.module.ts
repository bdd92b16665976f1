import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CandidateQueriesHttpController } from './candidate-queries/candidate-queries.http.controller';
import { FindCandidateDuplicateQueryHandler, GetCandidateProfileQueryHandler } from './candidate-queries/candidate-queries.query-handler';
import { EditCandidateCommandHandler } from './edit-candidate/edit-candidate.command-handler';
import { EditCandidateHttpController } from './edit-candidate/edit-candidate.http.controller';

/** The candidate stream (ADR 0016): the profile's candidate edit and merge, the candidate view, duplicates. */
@Module({
  imports: [CqrsModule],
  controllers: [CandidateQueriesHttpController, EditCandidateHttpController],
  providers: [GetCandidateProfileQueryHandler, FindCandidateDuplicateQueryHandler, EditCandidateCommandHandler],
})
export class CandidatesModule {}
