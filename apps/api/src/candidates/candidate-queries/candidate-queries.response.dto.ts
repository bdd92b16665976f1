import { ApiProperty } from '@nestjs/swagger';
import { CANDIDATE_GENDERS, CANDIDATE_LINK_KINDS } from '@ats/domain/candidates';

export class CandidateEmailResponseDto {
  @ApiProperty() email!: string;
  @ApiProperty() primary!: boolean;
}

export class CandidateLinkResponseDto {
  @ApiProperty({ enum: CANDIDATE_LINK_KINDS }) kind!: string;
  @ApiProperty() url!: string;
}

export class TeamMemberRefResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

/** The agency that brought an application, as named when it did (spec 02 §3.7 "agency"). */
export class AgencyRefResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class CandidateApplicationResponseDto {
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty() stageName!: string;
  @ApiProperty({ enum: ['ACTIVE', 'ARCHIVED'] }) status!: string;
}

/** The candidate behind an application, as the profile shows them (spec 02 §2.13, §3.7). */
export class CandidateProfileResponseDto {
  @ApiProperty({ format: 'uuid' }) candidateId!: string;
  @ApiProperty({ description: 'The candidate stream’s revision, -1 while it has none (send it back as expectedRevision when ≥ 0)' })
  revision!: number;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: [CandidateEmailResponseDto], description: 'Primary first' }) emails!: CandidateEmailResponseDto[];
  @ApiProperty({ type: [String] }) phones!: string[];
  @ApiProperty({ type: [CandidateLinkResponseDto] }) links!: CandidateLinkResponseDto[];
  @ApiProperty({ type: TeamMemberRefResponseDto, nullable: true }) referredBy!: TeamMemberRefResponseDto | null;
  @ApiProperty({ type: TeamMemberRefResponseDto, nullable: true }) sourcedBy!: TeamMemberRefResponseDto | null;
  @ApiProperty({ type: AgencyRefResponseDto, nullable: true, description: "This application's agency (origin 'agency')" })
  agency!: AgencyRefResponseDto | null;
  @ApiProperty({ enum: CANDIDATE_GENDERS, nullable: true, type: 'string' }) gender!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: "ISO 3166-1 alpha-2, or 'Prefer not to say'" }) nationality!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'ISO 3166-1 alpha-2' }) countryOfResidence!: string | null;
  @ApiProperty() erased!: boolean;
  @ApiProperty({ description: 'All of the candidate’s applications in the company' }) totalApplications!: number;
  @ApiProperty({ type: [CandidateApplicationResponseDto], description: 'Those to jobs the caller sees' })
  applications!: CandidateApplicationResponseDto[];
}

export class CandidateDuplicateResponseDto {
  @ApiProperty({ description: 'Applications of the candidate already holding the email; 0 when none' }) count!: number;
  @ApiProperty({ type: 'string', nullable: true, description: 'The spec’s warning when count > 0' }) message!: string | null;
}
