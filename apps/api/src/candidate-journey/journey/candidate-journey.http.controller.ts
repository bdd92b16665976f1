import { Body, Controller, Get, HttpCode, Param, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { FileErrors } from '@ats/domain/applications';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { decodeFileName } from '../../applications/files/upload-file/upload-file.http.controller';
import { FileUploadInterceptor } from '../../applications/files/upload-file/upload-interceptor';
import type { CandidateCaller } from '../../identity/caller';
import { CurrentCandidate } from '../../identity/caller.decorator';
import { CandidateRoute } from '../../identity/public.decorator';
import { CommandId } from '../../platform/command-id';
import { CommandResultDto } from '../../platform/command-result.dto';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ApiAfterPosition } from '../../platform/read-model-freshness';
import { CandidateStagePathParams, candidatePathId } from '../candidate-path-params';
import { SubmitCandidateTaskRequestDto } from './candidate-journey.request.dto';
import { CandidateFileUploadResponseDto, CandidateJourneyResponseDto } from './candidate-journey.response.dto';
import { CandidateJourneyQuery, CandidateTaskCommand, UploadCandidateTaskFileCommand, type CandidateFileUploadResult } from './candidate-journey.handlers';

const ApplicationIdParam = () => ApiParam({ name: 'applicationId', schema: { type: 'string', format: 'uuid' } });

export class CandidateTaskFileRequestDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'A PDF or a .docx of at most 5 MB; its type is read from its bytes' })
  file!: unknown;
}

/**
 * The candidate's journey after applying (spec 03 §2.3 "Apply portal", §4 "Candidate journey"): their
 * application's current stage and its tasks, and the untimed tasks handed in here. Candidate tokens only; any
 * application but the token's own is 404 on every route.
 */
@ApiTags('candidate journey')
@ApiBearerAuth()
@Controller('candidate-journey/applications')
export class CandidateJourneyHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @CandidateRoute()
  @Get(':applicationId')
  @ApplicationIdParam()
  @ApiOperation({ summary: 'The application’s job, current stage and that stage’s tasks with their status; received or received partially' })
  @ApiOkResponse({ type: CandidateJourneyResponseDto })
  @ApiErrorResponses()
  @ApiAfterPosition()
  journey(
    @CurrentCandidate() candidate: CandidateCaller,
    @IdParam('applicationId') applicationId: string,
    @Query('afterPosition') afterPosition?: string,
  ): Promise<CandidateJourneyResponseDto> {
    return this.queries.execute(new CandidateJourneyQuery(candidate, applicationId, afterPosition));
  }

  @CandidateRoute()
  @Post(':applicationId/stages/:stageId/tasks/:taskId/start')
  @CandidateStagePathParams(true)
  @HttpCode(200)
  @ApiOperation({ summary: 'Open an untimed task (questions, file upload, welcome page); opening again changes nothing' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses()
  start(
    @CurrentCandidate() candidate: CandidateCaller,
    @CommandId() commandId: string,
    @IdParam('applicationId') applicationId: string,
    @Param('stageId', candidatePathId) stageId: string,
    @Param('taskId', candidatePathId) taskId: string,
  ): Promise<CommandResult> {
    return this.commands.execute(new CandidateTaskCommand(candidate, applicationId, stageId, taskId, commandId, { kind: 'start' }));
  }

  @CandidateRoute()
  @Post(':applicationId/stages/:stageId/tasks/:taskId/submit')
  @CandidateStagePathParams(true)
  @HttpCode(200)
  @ApiOperation({ summary: 'Hand in an untimed task once: answers to its questions, the uploaded files, or the welcome page read' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  submit(
    @CurrentCandidate() candidate: CandidateCaller,
    @CommandId() commandId: string,
    @IdParam('applicationId') applicationId: string,
    @Param('stageId', candidatePathId) stageId: string,
    @Param('taskId', candidatePathId) taskId: string,
    @Body() body: SubmitCandidateTaskRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(new CandidateTaskCommand(candidate, applicationId, stageId, taskId, commandId, { kind: 'submit', body }));
  }

  @CandidateRoute()
  @Post(':applicationId/files')
  @ApplicationIdParam()
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CandidateTaskFileRequestDto })
  @ApiOperation({ summary: 'Upload a file to hand in with a task (an application file uploaded by the candidate): a PDF or a .docx of at most 5 MB' })
  @ApiCreatedResponse({ type: CandidateFileUploadResponseDto })
  @ApiErrorResponses()
  upload(
    @CurrentCandidate() candidate: CandidateCaller,
    @CommandId() commandId: string,
    @IdParam('applicationId') applicationId: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<CandidateFileUploadResult> {
    if (!file) throw FileErrors.missing();
    return this.commands.execute(new UploadCandidateTaskFileCommand(candidate, applicationId, commandId, { originalName: decodeFileName(file.originalname), bytes: file.buffer }));
  }
}
