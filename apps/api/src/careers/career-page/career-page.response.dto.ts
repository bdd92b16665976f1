import { ApiProperty } from '@nestjs/swagger';
import type { PositionType, WorkType } from '@ats/domain/jobs';
import { PublicBrandingResponseDto } from '../../branding/public-branding.response.dto';
import { POSITION_TYPE_VALUES, WORK_TYPE_VALUES } from '../../jobs/job-queries/job.response.dto';

export class CareerCompanyResponseDto {
  @ApiProperty({ format: 'uuid', description: 'The company ID of the public jobs API' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'The name in /careers/:companyName' }) careerName!: string | null;
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

export class CareerFilterOptionResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

/** The departments and locations the filters offer: those of the listed jobs. */
export class CareerFilterOptionsResponseDto {
  @ApiProperty({ type: () => [CareerFilterOptionResponseDto] }) departments!: CareerFilterOptionResponseDto[];
  @ApiProperty({ type: () => [CareerFilterOptionResponseDto] }) locations!: CareerFilterOptionResponseDto[];
}

/** The career page's own sections (spec 03 §3 "Career page"). */
export class CareerPageContentResponseDto {
  @ApiProperty() title!: string;
  @ApiProperty() subtitle!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'A YouTube or Vimeo embed link, never another address' }) videoEmbedUrl!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) bannerUrl!: string | null;
}

/** The jobs of a career page, a page at a time. */
export class CareerJobsResponseDto {
  @ApiProperty({ type: () => CareerCompanyResponseDto }) company!: CareerCompanyResponseDto;
  @ApiProperty({ type: () => [CareerJobSummaryResponseDto] }) items!: CareerJobSummaryResponseDto[];
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) take!: number;
}

/** GET /careers/:companyName/jobs: the page's jobs with its brand, content and filter options. */
export class CareerPageResponseDto extends CareerJobsResponseDto {
  @ApiProperty({ type: () => PublicBrandingResponseDto }) branding!: PublicBrandingResponseDto;
  @ApiProperty({ type: () => CareerPageContentResponseDto }) content!: CareerPageContentResponseDto;
  @ApiProperty({ type: () => CareerFilterOptionsResponseDto }) filters!: CareerFilterOptionsResponseDto;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, description: 'The talent pool candidates may join from the page, when published there' })
  talentPoolJobId!: string | null;
}

/** GET /careers/:companyName/jobs/:id: the public job page; `open` false shows 'Job closed'. */
export class CareerJobResponseDto extends CareerJobSummaryResponseDto {
  @ApiProperty({ type: () => CareerCompanyResponseDto }) company!: CareerCompanyResponseDto;
  @ApiProperty({ type: () => PublicBrandingResponseDto }) branding!: PublicBrandingResponseDto;
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
