import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { MAX_ANSWER_LENGTH, MAX_LINK_LENGTH, MAX_SOURCE_PARAM_LENGTH } from '@ats/domain/apply-portal';

export class ApplyCustomFieldAnswerDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id!: string;

  @ApiProperty({ maxLength: MAX_ANSWER_LENGTH })
  @IsString()
  @MaxLength(MAX_ANSWER_LENGTH)
  value!: string;
}

/** The apply form (spec 02 §3.2, 03 §3 "Apply form"); the e-mail is the one the candidate's code proved. */
export class SubmitApplicationRequestDto {
  @ApiProperty({ maxLength: 100 }) @IsString() @MaxLength(100) firstName!: string;
  @ApiProperty({ maxLength: 100 }) @IsString() @MaxLength(100) lastName!: string;
  @ApiProperty({ maxLength: 40 }) @IsString() @MaxLength(40) phone!: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: MAX_LINK_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LINK_LENGTH, { message: 'Link must be less than 1000 characters' })
  linkedIn?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: MAX_LINK_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_LINK_LENGTH, { message: 'Link must be less than 1000 characters' })
  portfolio?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 40, example: 'Prefer not to say' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  gender?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 100, example: 'Prefer not to say' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  nationality?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  countryOfResidence?: string | null;

  @ApiPropertyOptional({ type: () => [ApplyCustomFieldAnswerDto], maxItems: 50 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ApplyCustomFieldAnswerDto)
  customFields?: ApplyCustomFieldAnswerDto[];

  @ApiProperty({ format: 'uuid', description: 'The cvFileId the CV upload answered' })
  @IsUUID('all', { message: 'Please upload CV to continue' })
  cvFileId!: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: MAX_SOURCE_PARAM_LENGTH, description: 'The ?source= of the link the candidate came by' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SOURCE_PARAM_LENGTH)
  source?: string | null;
}

export class CandidateCvRequestDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The CV: a PDF or a .docx, at most 5 MB' })
  file!: unknown;
}
