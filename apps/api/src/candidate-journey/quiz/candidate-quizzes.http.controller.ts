import { Body, Controller, Get, HttpCode, Param, Post, type PipeTransform } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { CandidateCaller } from '../../identity/caller';
import { CurrentCandidate } from '../../identity/caller.decorator';
import { CandidateRoute } from '../../identity/public.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { MAX_STAGE_ID_LENGTH, StageIdPipe } from '../../platform/stage-id';
import { candidatePageNotFound } from '../candidate-application';
import { CandidateQuizCommand, CandidateQuizQuery, type QuizTarget } from './quiz.handlers';
import { AnswerQuizQuestionRequestDto, StartQuizRequestDto } from './quiz.request.dto';
import { QuizStateResponseDto } from './quiz.response.dto';

const MAX_TASK_ID_LENGTH = 100;

/** A `:taskId` longer than any task id names no task: the candidate pages' 404. */
class TaskIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > MAX_TASK_ID_LENGTH) throw candidatePageNotFound();
    return value;
  }
}

const PATH = ':id/:stageId/:taskId';

/**
 * The quiz page (spec 03 §2.3 "Quiz", /quiz/:quizType/user/…/:jobApplicationId/:stageId/:moduleId): candidate
 * tokens only, the candidate's own application's current stage only (anything else 404). The server keeps the
 * time: each state names the seconds left for the question asked now.
 */
@ApiTags('candidate quizzes')
@ApiBearerAuth()
@ApiParam({ name: 'taskId', schema: { type: 'string', maxLength: MAX_TASK_ID_LENGTH } })
@ApiParam({ name: 'stageId', schema: { type: 'string', maxLength: MAX_STAGE_ID_LENGTH } })
@Controller('candidate-quizzes')
export class CandidateQuizzesHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @CandidateRoute()
  @Get(PATH)
  @ApiOperation({ summary: 'The candidate’s quiz: instructions’ figures, or the question asked now with its seconds left, or the end' })
  @ApiOkResponse({ type: QuizStateResponseDto })
  state(@CurrentCandidate() candidate: CandidateCaller, @IdParam() id: string, @Param('stageId', StageIdPipe) stageId: string, @Param('taskId', TaskIdPipe) taskId: string) {
    return this.queries.execute(new CandidateQuizQuery(candidate, target(id, stageId, taskId)));
  }

  @CandidateRoute()
  @Post(`${PATH}/start`)
  @HttpCode(200)
  @ApiOperation({ summary: 'Start the quiz once the confirmation is ticked: questions drawn, the clock starts' })
  @ApiOkResponse({ type: QuizStateResponseDto })
  @ApiErrorResponses(409)
  start(@CurrentCandidate() candidate: CandidateCaller, @IdParam() id: string, @Param('stageId', StageIdPipe) stageId: string, @Param('taskId', TaskIdPipe) taskId: string, @Body() body: StartQuizRequestDto) {
    return this.commands.execute(new CandidateQuizCommand(candidate, target(id, stageId, taskId), { kind: 'start', confirmed: body.confirmed }));
  }

  @CandidateRoute()
  @Post(`${PATH}/answer`)
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer the question asked now; after its time it is recorded as timed out and the next one served' })
  @ApiOkResponse({ type: QuizStateResponseDto })
  @ApiErrorResponses(409)
  answer(@CurrentCandidate() candidate: CandidateCaller, @IdParam() id: string, @Param('stageId', StageIdPipe) stageId: string, @Param('taskId', TaskIdPipe) taskId: string, @Body() body: AnswerQuizQuestionRequestDto) {
    return this.commands.execute(new CandidateQuizCommand(candidate, target(id, stageId, taskId), { kind: 'answer', questionId: body.questionId, choice: body.choice }));
  }

  @CandidateRoute()
  @Post(`${PATH}/submit`)
  @HttpCode(200)
  @ApiOperation({ summary: 'Submit the quiz after the last question' })
  @ApiOkResponse({ type: QuizStateResponseDto })
  @ApiErrorResponses(409)
  submit(@CurrentCandidate() candidate: CandidateCaller, @IdParam() id: string, @Param('stageId', StageIdPipe) stageId: string, @Param('taskId', TaskIdPipe) taskId: string) {
    return this.commands.execute(new CandidateQuizCommand(candidate, target(id, stageId, taskId), { kind: 'submit' }));
  }
}

const target = (applicationId: string, stageId: string, taskId: string): QuizTarget => ({ applicationId, stageId, taskId });
