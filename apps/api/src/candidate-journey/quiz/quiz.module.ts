import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import { CandidateQuizzesHttpController } from './candidate-quizzes.http.controller';
import { CandidateQuizCommandHandler, CandidateQuizQueryHandler } from './quiz.handlers';

/** The candidate's quiz (skill-based or psychometric) on candidate tokens (spec 03 §2.3 "Quiz"). */
@Module({
  imports: [CqrsModule],
  controllers: [CandidateQuizzesHttpController],
  providers: [CandidateAccounts, CandidateQuizQueryHandler, CandidateQuizCommandHandler],
})
export class CandidateQuizModule {}
