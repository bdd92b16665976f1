import { Controller, Get, Module } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CandidateAccounts } from '../../apply-portal/candidate-account';
import type { CandidateCaller } from '../../identity/caller';
import { CurrentCandidate } from '../../identity/caller.decorator';
import { CandidateRoute } from '../../identity/public.decorator';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { JobAssignmentsResponseDto } from './job-assignments.response.dto';
import { JobAssignments } from './job-assignments.service';

/**
 * The candidate's overview of their home assignments for one job (spec 03 §2.3 `/company/assignment/...`).
 * Candidate tokens only; a job the token's candidate has no application to is 404.
 */
@ApiTags('candidate home assignment')
@ApiBearerAuth()
@Controller('candidate-journey/jobs/:jobId/assignments')
export class JobAssignmentsHttpController {
  constructor(private readonly assignments: JobAssignments) {}

  @CandidateRoute()
  @Get()
  @ApiParam({ name: 'jobId', schema: { type: 'string', format: 'uuid' } })
  @ApiOperation({ summary: 'The candidate’s home assignments for the job: status, deadline or submission, and whether the assignment page opens it' })
  @ApiOkResponse({ type: JobAssignmentsResponseDto })
  @ApiErrorResponses()
  list(@CurrentCandidate() candidate: CandidateCaller, @IdParam('jobId') jobId: string): Promise<JobAssignmentsResponseDto> {
    return this.assignments.list(candidate, jobId);
  }
}

/** The candidate's assignments overview route. */
@Module({
  controllers: [JobAssignmentsHttpController],
  providers: [CandidateAccounts, JobAssignments],
})
export class JobAssignmentsModule {}
