import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { CANDIDATE_ORIGINS, type CandidateOrigin } from '@ats/domain/applications';
import { CONTACT_MESSAGES } from '@ats/domain/candidates/contact-validation';
import { MAX_STAGE_ID_LENGTH } from '../../platform/stage-id';

export class AddCandidateRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'Please select job' })
  jobId!: string;

  @ApiPropertyOptional({
    maxLength: MAX_STAGE_ID_LENGTH,
    description: 'Starting stage; by default sourced/referral/agency start at Sourced, applied at Application',
  })
  @IsOptional()
  @IsString({ message: 'Please select stage' })
  @MaxLength(MAX_STAGE_ID_LENGTH, { message: 'Please select stage' })
  stageId?: string;

  @ApiProperty({ enum: CANDIDATE_ORIGINS })
  @IsIn(CANDIDATE_ORIGINS as CandidateOrigin[], { message: 'Please select origin' })
  origin!: CandidateOrigin;

  @ApiPropertyOptional({ example: 'LinkedIn', maxLength: 255 })
  @IsOptional()
  @IsString({ message: 'Please input source' })
  @MaxLength(255)
  source?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "One of the company's agencies: required when the origin is 'agency', ignored otherwise" })
  @IsOptional()
  @IsUUID('4', { message: 'Please select agency' })
  agency?: string;

  @ApiProperty({ maxLength: 100 })
  @IsString({ message: CONTACT_MESSAGES.firstNameRequired })
  @IsNotEmpty({ message: CONTACT_MESSAGES.firstNameRequired })
  @MaxLength(100)
  firstName!: string;

  @ApiProperty({ maxLength: 100 })
  @IsString({ message: CONTACT_MESSAGES.lastNameRequired })
  @IsNotEmpty({ message: CONTACT_MESSAGES.lastNameRequired })
  @MaxLength(100)
  lastName!: string;

  /** Format rules run in the domain (shared with the web forms); here only presence. */
  @ApiProperty({ example: 'layla.nasser@example.com', maxLength: 320 })
  @IsString({ message: CONTACT_MESSAGES.emailRequired })
  @MaxLength(320)
  email!: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, example: '+971 501234567', maxLength: 40 })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: CONTACT_MESSAGES.phoneRequired })
  @MaxLength(40)
  phone?: string | null;

  @ApiPropertyOptional({ format: 'uuid', description: 'Candidate owner; the caller by default' })
  @IsOptional()
  @IsUUID('4', { message: 'Please select owner' })
  ownerId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The cvFileId answered by POST /job-applications/parse-cv: attached as the candidate’s CV' })
  @IsOptional()
  @IsUUID('4', { message: 'Please upload a file' })
  cvFileId?: string;
}
