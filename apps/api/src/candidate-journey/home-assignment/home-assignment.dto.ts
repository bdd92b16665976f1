import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { MAX_ASSIGNMENT_FILES } from '@ats/domain/candidate-tasks/home-assignment';

// Past the rule's 1000 so the rule answers with its own words; beyond this the request is not read at all.
const MAX_LINK_INPUT = 2048;

/** What the candidate has so far, or hands in: a link and/or files they uploaded to their application. */
export class HomeAssignmentAnswerRequestDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_LINK_INPUT, description: 'An http(s) link, under 1000 characters' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LINK_INPUT)
  link?: string | null;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'uuid', maxLength: 36 },
    maxItems: MAX_ASSIGNMENT_FILES,
    description: 'Files the candidate uploaded to this application (POST /candidate-journey/applications/{id}/files)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_ASSIGNMENT_FILES)
  @IsUUID('4', { each: true })
  fileIds?: string[];
}

export class HomeAssignmentFileDto {
  @ApiProperty({ format: 'uuid' }) fileId!: string;
  @ApiProperty({ type: String, nullable: true }) fileName!: string | null;
}

export class HomeAssignmentResponseDto {
  @ApiProperty({ format: 'uuid' }) responseId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty() stageName!: string;
  @ApiProperty({ description: 'The brief' }) instructions!: string;
  @ApiProperty() hoursToSubmit!: number;
  @ApiProperty() expectedDurationHours!: number;
  @ApiProperty() daysToHearBack!: number;
  @ApiProperty({ enum: ['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED'] }) status!: 'NOT_STARTED' | 'IN_PROGRESS' | 'SUBMITTED';
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) startedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) deadline!: string | null;
  @ApiProperty({ type: String, nullable: true }) link!: string | null;
  @ApiProperty({ type: [HomeAssignmentFileDto] }) files!: HomeAssignmentFileDto[];
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) submittedAt!: string | null;
  @ApiProperty() autoSubmitted!: boolean;
  @ApiProperty({ format: 'date-time', description: 'The server’s clock, so the page counts down from it rather than the device’s' }) serverTime!: string;
}
