import { Body, Controller, HttpCode, Module, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ISSUE_REPORT_PAGES, MAX_ISSUE_DESCRIPTION_LENGTH, MAX_ISSUE_FILES } from '@ats/domain/issue-reports/issue-report.rules';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import type { CandidateCaller } from '../../identity/caller';
import { CurrentCandidate } from '../../identity/caller.decorator';
import { CandidateRoute } from '../../identity/public.decorator';
import { ApiErrorResponses } from '../../platform/openapi';
import { IssueReportUploadInterceptor } from './issue-report-upload.interceptor';
import { IssueReports } from './issue-reports.service';

/** The multipart form, as the OpenAPI document shows it. */
export class ReportIssueRequestDto {
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty({ maxLength: 100 }) stageId!: string;
  @ApiProperty({ maxLength: 100 }) taskId!: string;
  @ApiProperty({ enum: ISSUE_REPORT_PAGES }) page!: string;
  @ApiProperty({ maxLength: MAX_ISSUE_DESCRIPTION_LENGTH, description: "Required: 'No description is provided'" }) description!: string;
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' }, maxItems: MAX_ISSUE_FILES, description: 'PNG, JPG or PDF, at most 5 MB each' })
  files?: unknown[];
}

export class ReportIssueResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
}

/** 'Report a problem' on the candidate's task pages (issue 12). */
@ApiTags('candidate issue reports')
@ApiBearerAuth()
@Controller('candidate-journey/issue-reports')
export class IssueReportsHttpController {
  constructor(private readonly reports: IssueReports) {}

  @CandidateRoute()
  @Post()
  @HttpCode(201)
  @UseInterceptors(IssueReportUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ReportIssueRequestDto })
  @ApiOperation({ summary: 'Report a problem on a task page: a description and up to 5 files, mailed to the company’s admins' })
  @ApiCreatedResponse({ type: ReportIssueResponseDto })
  @ApiErrorResponses()
  report(
    @CurrentCandidate() candidate: CandidateCaller,
    @Body() body: Record<string, unknown> | undefined,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
  ): Promise<ReportIssueResponseDto> {
    return this.reports.report(candidate, body ?? {}, files ?? []);
  }
}

@Module({
  controllers: [IssueReportsHttpController],
  providers: [CandidateAccounts, IssueReports],
})
export class IssueReportsModule {}
