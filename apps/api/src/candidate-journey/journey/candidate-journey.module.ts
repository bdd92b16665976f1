import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import { CandidateAnswersQueryHandler } from './candidate-answers.handlers';
import { CandidateAnswersHttpController } from './candidate-answers.http.controller';
import { CandidateJourneyQueryHandler, CandidateTaskCommandHandler, UploadCandidateTaskFileCommandHandler } from './candidate-journey.handlers';
import { CandidateJourneyHttpController } from './candidate-journey.http.controller';

/**
 * The candidate's journey after applying (spec 03 §2.3, §4): the hub of the current stage's tasks and the untimed
 * tasks; and the recruiter's side of it, the profile's 'Candidate answers' (02 §2.13).
 */
@Module({
  imports: [CqrsModule],
  controllers: [CandidateJourneyHttpController, CandidateAnswersHttpController],
  providers: [CandidateAccounts, CandidateAnswersQueryHandler, CandidateJourneyQueryHandler, CandidateTaskCommandHandler, UploadCandidateTaskFileCommandHandler],
})
export class CandidateJourneyModule {}
