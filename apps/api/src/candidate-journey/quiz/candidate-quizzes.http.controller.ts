import { Body, Controller, createParamDecorator, Get, HttpCode, Post, type ExecutionContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { QUIZ_LANGUAGES, type QuizLanguage } from '@ats/domain/candidate-tasks/quiz-library';
import type { CandidateCaller } from '../../identity/caller';
import { CurrentCandidate } from '../../identity/caller.decorator';
import { CandidateRoute } from '../../identity/public.decorator';
import { ApiErrorResponses } from '../../platform/openapi';
import { CandidatePath, CandidateStagePathParams, type CandidateTaskPath } from '../candidate-path-params';
import { CandidateQuizCommand, CandidateQuizQuery } from './quiz.handlers';
import { AnswerQuizQuestionRequestDto, StartQuizRequestDto } from './quiz.request.dto';
import { QuizStateResponseDto } from './quiz.response.dto';

const PATH = ':applicationId/:stageId/:taskId';

/** The page's language (Accept-Language, which the web app keeps to its interface language): the questions are worded in it. */
const PageLanguage = createParamDecorator((_data: unknown, context: ExecutionContext): QuizLanguage => {
  const request = context.switchToHttp().getRequest<Request>();
  return (request.acceptsLanguages(...QUIZ_LANGUAGES) || 'en') as QuizLanguage;
});

/**
 * The quiz page (spec 03 §2.3 "Quiz", /quiz/:quizType/user/…/:jobApplicationId/:stageId/:moduleId): candidate
 * tokens only, the candidate's own application's current stage only (anything else 404). The server keeps the
 * time: each state names the seconds left for the question asked now.
 */
@ApiTags('candidate quizzes')
@ApiBearerAuth()
@Controller('candidate-quizzes')
export class CandidateQuizzesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @CandidateRoute()
  @Get(PATH)
  @CandidateStagePathParams(true)
  @ApiOperation({ summary: 'The candidate’s quiz: instructions’ figures, or the question asked now with its seconds left, or the end' })
  @ApiOkResponse({ type: QuizStateResponseDto })
  state(@CurrentCandidate() candidate: CandidateCaller, @CandidatePath() target: CandidateTaskPath, @PageLanguage() language: QuizLanguage) {
    return this.queries.execute(new CandidateQuizQuery(candidate, target, language));
  }

  @CandidateRoute()
  @Post(`${PATH}/start`)
  @CandidateStagePathParams(true)
  @HttpCode(200)
  @ApiOperation({ summary: 'Start the quiz once the confirmation is ticked: questions drawn, the clock starts' })
  @ApiOkResponse({ type: QuizStateResponseDto })
  @ApiErrorResponses(409)
  start(@CurrentCandidate() candidate: CandidateCaller, @CandidatePath() target: CandidateTaskPath, @Body() body: StartQuizRequestDto, @PageLanguage() language: QuizLanguage) {
    return this.commands.execute(new CandidateQuizCommand(candidate, target, { kind: 'start', confirmed: body.confirmed }, language));
  }

  @CandidateRoute()
  @Post(`${PATH}/answer`)
  @CandidateStagePathParams(true)
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer the question asked now; after its time it is recorded as timed out and the next one served' })
  @ApiOkResponse({ type: QuizStateResponseDto })
  @ApiErrorResponses(409)
  answer(@CurrentCandidate() candidate: CandidateCaller, @CandidatePath() target: CandidateTaskPath, @Body() body: AnswerQuizQuestionRequestDto, @PageLanguage() language: QuizLanguage) {
    return this.commands.execute(new CandidateQuizCommand(candidate, target, { kind: 'answer', questionId: body.questionId, choice: body.choice }, language));
  }

  @CandidateRoute()
  @Post(`${PATH}/submit`)
  @CandidateStagePathParams(true)
  @HttpCode(200)
  @ApiOperation({ summary: 'Submit the quiz after the last question' })
  @ApiOkResponse({ type: QuizStateResponseDto })
  @ApiErrorResponses(409)
  submit(@CurrentCandidate() candidate: CandidateCaller, @CandidatePath() target: CandidateTaskPath, @PageLanguage() language: QuizLanguage) {
    return this.commands.execute(new CandidateQuizCommand(candidate, target, { kind: 'submit' }, language));
  }
}

