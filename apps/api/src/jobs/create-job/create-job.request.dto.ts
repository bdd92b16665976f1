import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { JobCreatedBy, JobKind } from '@ats/domain/jobs';
import { JOB_KINDS } from '../job-queries/job.response.dto';
import { JobDetailsRequestDto, OptionalNested } from '../save-job/job-fields.request.dto';

export const MAX_STAGE_NAME_LENGTH = 100;
const CREATED_BY: JobCreatedBy[] = ['ai', 'manual'];

export class CreateJobRequestDto {
  @ApiProperty({ example: 'Senior Backend Engineer', maxLength: 255 })
  @IsString({ message: 'Please enter job title' })
  @MaxLength(255)
  name!: string;

  @ApiPropertyOptional({
    type: 'string',
    isArray: true,
    maxItems: 30,
    maxLength: MAX_STAGE_NAME_LENGTH,
    description: 'Stage names between the locked ones; Sourced, Application and Hired are always added. Left out: the template’s stages',
    example: ['Screening', 'Interview', 'Offer'],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true, message: 'Stage name cannot be empty' })
  @MaxLength(MAX_STAGE_NAME_LENGTH, { each: true, message: `Stage names have at most ${MAX_STAGE_NAME_LENGTH} characters` })
  stages?: string[];

  @ApiPropertyOptional({ format: 'uuid', description: 'The hiring flow (stage pipeline) template; the company’s default when left out' })
  @IsOptional()
  @IsUUID('all', { message: 'Please select hiring flow template' })
  pipelineTemplateId?: string;

  @ApiPropertyOptional({ enum: JOB_KINDS, default: 'JOB' })
  @IsOptional()
  @IsIn(JOB_KINDS)
  kind?: JobKind;

  @ApiPropertyOptional({ enum: CREATED_BY, default: 'manual', description: 'Written by the AI assistant or by a person' })
  @IsOptional()
  @IsIn(CREATED_BY)
  createdBy?: JobCreatedBy;

  /** The job-information tab, when the job is created from it */
  @OptionalNested(() => JobDetailsRequestDto)
  details?: JobDetailsRequestDto;
}
