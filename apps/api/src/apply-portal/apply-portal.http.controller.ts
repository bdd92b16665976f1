import { Body, Get, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { FileErrors } from '@ats/domain/applications';
import type { CommandResult } from '@ats/infra/commands/handle-command';
import { ParseCvResponseDto } from '../applications/parse-cv/parse-cv.http.controller';
import type { ParseCvResult } from '../applications/parse-cv/parse-cv.command-handler';
import { decodeFileName } from '../applications/files/upload-file/upload-file.http.controller';
import { FileUploadInterceptor } from '../applications/files/upload-file/upload-interceptor';
import type { CandidateCaller } from '../identity/caller';
import { CurrentCandidate } from '../identity/caller.decorator';
import { CandidateRoute, Public } from '../identity/public.decorator';
import { CommandResultDto } from '../platform/command-result.dto';
import { IdParam } from '../platform/id-param';
import { ApiErrorResponses } from '../platform/openapi';
import { ApplyPortalHttpController } from './apply-portal.http-controller.decorator';
import { CandidateCvRequestDto, SubmitApplicationRequestDto } from './apply-portal.request.dto';
import { PortalApplicationsResponseDto } from './apply-portal.response.dto';
import { CandidateApplicationsQuery } from './candidate-applications/candidate-applications.query-handler';
import { UploadCandidateCvCommand } from './candidate-cv/candidate-cv.command-handler';
import { JobApplyFormQuery } from './job-apply-form/job-apply-form.query-handler';
import { JobApplyFormResponseDto } from './job-apply-form/job-apply-form.response.dto';
import { SubmitApplicationCommand } from './submit-application/submit-application.command-handler';

/**
 * The apply portal (spec 03 §2.3, /profile-builder/...). The job's form is public; everything else takes the
 * candidate token pair, which only `POST /auth/candidate/verify` gives — after the e-mailed code.
 */
@ApplyPortalHttpController()
export class ApplyPortalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Get('jobs/:jobId')
  @ApiOperation({ summary: 'What a job’s apply form asks; open = false once the job closed' })
  @ApiOkResponse({ type: JobApplyFormResponseDto })
  @ApiErrorResponses()
  form(@IdParam('jobId') jobId: string): Promise<JobApplyFormResponseDto> {
    return this.queries.execute(new JobApplyFormQuery(jobId));
  }

  @CandidateRoute()
  @Get('applications')
  @ApiOperation({ summary: 'The candidate’s own ongoing applications (candidate token)' })
  @ApiOkResponse({ type: PortalApplicationsResponseDto })
  applications(@CurrentCandidate() candidate: CandidateCaller): Promise<PortalApplicationsResponseDto> {
    return this.queries.execute(new CandidateApplicationsQuery(candidate));
  }

  @CandidateRoute()
  @Post('jobs/:jobId/cv')
  @HttpCode(200)
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CandidateCvRequestDto })
  @ApiOperation({ summary: 'Upload the CV of an application (candidate token): answers the fields read from it for autofill' })
  @ApiOkResponse({ type: ParseCvResponseDto })
  @ApiErrorResponses()
  cv(
    @CurrentCandidate() candidate: CandidateCaller,
    @IdParam('jobId') jobId: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<ParseCvResult> {
    if (!file) throw FileErrors.missing();
    return this.commands.execute(new UploadCandidateCvCommand(candidate, jobId, { originalName: decodeFileName(file.originalname), bytes: file.buffer }));
  }

  @CandidateRoute()
  @Post('jobs/:jobId/applications')
  @ApiOperation({ summary: 'Apply for a job (candidate token); applying again answers the same application' })
  @ApiOkResponse({ type: CommandResultDto })
  @ApiErrorResponses(409)
  apply(
    @CurrentCandidate() candidate: CandidateCaller,
    @IdParam('jobId') jobId: string,
    @Body() body: SubmitApplicationRequestDto,
  ): Promise<CommandResult> {
    return this.commands.execute(
      new SubmitApplicationCommand(candidate, jobId, {
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        linkedIn: body.linkedIn ?? null,
        portfolio: body.portfolio ?? null,
        gender: body.gender ?? null,
        nationality: body.nationality ?? null,
        countryOfResidence: body.countryOfResidence ?? null,
        customFields: body.customFields ?? [],
        cvFileId: body.cvFileId,
        source: body.source ?? null,
      }),
    );
  }
}
