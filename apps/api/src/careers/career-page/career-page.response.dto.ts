import { ApiProperty } from '@nestjs/swagger';
import type { PositionType, WorkType } from '@ats/domain/jobs';
import { POSITION_TYPE_VALUES, WORK_TYPE_VALUES } from '../../jobs/job-queries/job.response.dto';

export class CareerCompanyResponseDto {
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The name in /careers/:companyName' }) careerName!: string;
}

/** A job as the public career page lists it. */
export class CareerJobSummaryResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The display name for candidates' }) title!: string;
  @ApiProperty({ type: 'string', nullable: true }) departmentName!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) locationName!: string | null;
  @ApiProperty({ type: 'string', enum: POSITION_TYPE_VALUES, nullable: true }) positionType!: PositionType | null;
  @ApiProperty({ type: 'string', enum: WORK_TYPE_VALUES, nullable: true }) workType!: WorkType | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) publishedAt!: Date | null;
}

/** GET /careers/:companyName/jobs. */
export class CareerPageResponseDto {
  @ApiProperty({ type: () => CareerCompanyResponseDto }) company!: CareerCompanyResponseDto;
  @ApiProperty({ type: () => [CareerJobSummaryResponseDto] }) items!: CareerJobSummaryResponseDto[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) take!: number;
}

/** GET /careers/:companyName/jobs/:id: the public job page; `open` false shows 'Job closed'. */
export class CareerJobResponseDto extends CareerJobSummaryResponseDto {
  @ApiProperty({ type: () => CareerCompanyResponseDto }) company!: CareerCompanyResponseDto;
  @ApiProperty({ description: 'Accepting applications; false once the job closed' }) open!: boolean;
  @ApiProperty() description!: string;
  @ApiProperty() mustHaveRequirements!: string;
  @ApiProperty() niceToHaveRequirements!: string;
  @ApiProperty() keyRequirements!: string;
  @ApiProperty() perksAndBenefits!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The schema.org JobPosting (JSON-LD) the page embeds for search engines; null once the job closed',
  })
  jsonLd!: Record<string, unknown> | null;
}
