import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, type PipeTransform } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { CandidateCaller } from '../../identity/caller';
import { CurrentCandidate } from '../../identity/caller.decorator';
import { CandidateRoute } from '../../identity/public.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { StageIdPipe } from '../../platform/stage-id';
import { SendVideoLinkCommand, VideoAnswerActionCommand, VideoAnswersQuery, type VideoTaskTarget } from './video-answers.handlers';
import { KeepVideoTakeRequestDto, MAX_TASK_ID_LENGTH, SendVideoLinkRequestDto } from './video-answers.request.dto';
import { SmsSentResponseDto, VideoAnswersResponseDto } from './video-answers.response.dto';

/** A `:taskId` within bounds; a longer one names no task (the candidate pages' 404). */
class TaskIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > MAX_TASK_ID_LENGTH) throw new NotFoundException('The page you are looking for is not found');
    return value;
  }
}

const TASK_PARAM = { name: 'taskId', schema: { type: 'string', maxLength: MAX_TASK_ID_LENGTH } } as const;

/**
 * The recorder page's calls (spec 03 §2.3 "Video interview", /candidate-journey/…/video-record): candidate
 * tokens only, each for the candidate's own application, the stage it is in and a VIDEO_QUESTIONS task of it —
 * anything else, another candidate's application included, is 404. The takes themselves arrive through the
 * resumable upload (tus) at /api/candidate-journey/video-uploads.
 */
@ApiTags('candidate journey')
@ApiBearerAuth()
@Controller('candidate-journey/applications/:id/stages/:stageId/tasks/:taskId/video-answers')
export class VideoAnswersHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private static target(id: string, stageId: string, taskId: string): VideoTaskTarget {
    return { applicationId: id, stageId, taskId };
  }

  @CandidateRoute()
  @Get()
  @ApiParam(TASK_PARAM)
  @ApiOperation({ summary: 'The questions, each one’s media kind, takes used and allowed, the kept take; the task’s status and the longest answer' })
  @ApiOkResponse({ type: VideoAnswersResponseDto })
  state(
    @CurrentCandidate() candidate: CandidateCaller,
    @IdParam() id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Param('taskId', TaskIdPipe) taskId: string,
  ): Promise<VideoAnswersResponseDto> {
    return this.queries.execute(new VideoAnswersQuery(candidate, VideoAnswersHttpController.target(id, stageId, taskId)));
  }

  @CandidateRoute()
  @Post('start')
  @HttpCode(200)
  @ApiParam(TASK_PARAM)
  @ApiOperation({ summary: 'The candidate opened the task (once; again changes nothing)' })
  @ApiOkResponse({ type: CommandResultDto })
  start(
    @CurrentCandidate() candidate: CandidateCaller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Param('taskId', TaskIdPipe) taskId: string,
  ) {
    return this.commands.execute(new VideoAnswerActionCommand(candidate, commandId, VideoAnswersHttpController.target(id, stageId, taskId), { kind: 'start' }));
  }

  @CandidateRoute()
  @Post('keep')
  @HttpCode(200)
  @ApiParam(TASK_PARAM)
  @ApiOperation({ summary: 'Keep one of a question’s takes as its answer' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  keep(
    @CurrentCandidate() candidate: CandidateCaller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Param('taskId', TaskIdPipe) taskId: string,
    @Body() body: KeepVideoTakeRequestDto,
  ) {
    return this.commands.execute(
      new VideoAnswerActionCommand(candidate, commandId, VideoAnswersHttpController.target(id, stageId, taskId), {
        kind: 'keep',
        questionId: body.questionId,
        fileId: body.fileId,
      }),
    );
  }

  @CandidateRoute()
  @Post('submit')
  @HttpCode(200)
  @ApiParam(TASK_PARAM)
  @ApiOperation({ summary: 'Confirm submission: every question answered; completes the task (the application counts as received)' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  submit(
    @CurrentCandidate() candidate: CandidateCaller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Param('taskId', TaskIdPipe) taskId: string,
  ) {
    return this.commands.execute(new VideoAnswerActionCommand(candidate, commandId, VideoAnswersHttpController.target(id, stageId, taskId), { kind: 'submit' }));
  }

  @CandidateRoute()
  @Post('send-link')
  @HttpCode(200)
  @ApiParam(TASK_PARAM)
  @ApiOperation({ summary: 'Text this page’s link to the candidate’s phone (502 “Unable to send SMS. Please try again.” when the SMS provider fails)' })
  @ApiOkResponse({ type: SmsSentResponseDto })
  sendLink(
    @CurrentCandidate() candidate: CandidateCaller,
    @IdParam() id: string,
    @Param('stageId', StageIdPipe) stageId: string,
    @Param('taskId', TaskIdPipe) taskId: string,
    @Body() body: SendVideoLinkRequestDto,
  ): Promise<SmsSentResponseDto> {
    return this.commands.execute(new SendVideoLinkCommand(candidate, VideoAnswersHttpController.target(id, stageId, taskId), body.phone));
  }
}
