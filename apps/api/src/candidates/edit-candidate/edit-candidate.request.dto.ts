import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf, ValidateNested } from 'class-validator';
import {
  CANDIDATE_EMAILS_MAX,
  CANDIDATE_GENDERS,
  CANDIDATE_LINK_KINDS,
  CANDIDATE_LINK_MAX_LENGTH,
  CANDIDATE_LINKS_MAX,
  CANDIDATE_MESSAGES,
  CANDIDATE_NAME_MAX_LENGTH,
  CANDIDATE_PHONES_MAX,
  type CandidateGender,
  type CandidateLinkKind,
} from '@ats/domain/candidates';
import { OptionalExpectedRevision } from '../../platform/expected-revision';

/** Format rules run in the domain (shared with the web form); here presence and bounds. */
export class CandidateEmailDto {
  @ApiProperty({ maxLength: 320 })
  @IsString({ message: CANDIDATE_MESSAGES.emailRequired })
  @MaxLength(320, { message: CANDIDATE_MESSAGES.emailInvalid })
  email!: string;

  @ApiProperty()
  @IsBoolean({ message: CANDIDATE_MESSAGES.onePrimaryEmail })
  primary!: boolean;
}

export class CandidateLinkDto {
  @ApiProperty({ enum: CANDIDATE_LINK_KINDS })
  @IsIn(CANDIDATE_LINK_KINDS as readonly string[] as string[], { message: CANDIDATE_MESSAGES.linkInvalid })
  kind!: CandidateLinkKind;

  @ApiProperty({ maxLength: CANDIDATE_LINK_MAX_LENGTH + 1 })
  @IsString({ message: CANDIDATE_MESSAGES.linkInvalid })
  // One character past the limit still reaches the domain, which answers the spec's message for it.
  @MaxLength(CANDIDATE_LINK_MAX_LENGTH + 1, { message: CANDIDATE_MESSAGES.linkTooLong })
  url!: string;
}

const COUNTRY_MAX_LENGTH = 20;

/** The profile's edit dialog: the candidate's details as a whole (spec 02 §3.7). */
export class EditCandidateRequestDto {
  @ApiProperty({ maxLength: CANDIDATE_NAME_MAX_LENGTH })
  @IsString({ message: CANDIDATE_MESSAGES.firstNameRequired })
  @MaxLength(CANDIDATE_NAME_MAX_LENGTH, { message: CANDIDATE_MESSAGES.nameTooLong })
  firstName!: string;

  @ApiProperty({ maxLength: CANDIDATE_NAME_MAX_LENGTH })
  @IsString({ message: CANDIDATE_MESSAGES.lastNameRequired })
  @MaxLength(CANDIDATE_NAME_MAX_LENGTH, { message: CANDIDATE_MESSAGES.nameTooLong })
  lastName!: string;

  @ApiProperty({ type: [CandidateEmailDto], maxItems: CANDIDATE_EMAILS_MAX })
  @IsArray({ message: CANDIDATE_MESSAGES.emailMissing })
  @ArrayMaxSize(CANDIDATE_EMAILS_MAX, { message: CANDIDATE_MESSAGES.tooManyEmails })
  @ValidateNested({ each: true })
  @Type(() => CandidateEmailDto)
  emails!: CandidateEmailDto[];

  @ApiProperty({ type: [String], maxItems: CANDIDATE_PHONES_MAX, items: { type: 'string', maxLength: 40 } })
  @IsArray({ message: CANDIDATE_MESSAGES.phoneRequired })
  @ArrayMaxSize(CANDIDATE_PHONES_MAX, { message: CANDIDATE_MESSAGES.tooManyPhones })
  @IsString({ each: true, message: CANDIDATE_MESSAGES.phoneRequired })
  @MaxLength(40, { each: true, message: CANDIDATE_MESSAGES.phoneInvalidFormat })
  phones!: string[];

  @ApiProperty({ type: [CandidateLinkDto], maxItems: CANDIDATE_LINKS_MAX })
  @IsArray({ message: CANDIDATE_MESSAGES.linkInvalid })
  @ArrayMaxSize(CANDIDATE_LINKS_MAX, { message: CANDIDATE_MESSAGES.tooManyLinks })
  @ValidateNested({ each: true })
  @Type(() => CandidateLinkDto)
  links!: CandidateLinkDto[];

  @ApiPropertyOptional({ type: 'string', format: 'uuid', nullable: true, description: 'The team member who referred the candidate' })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID('4', { message: 'Please select who referred the candidate' })
  referredById?: string | null;

  @ApiPropertyOptional({ type: 'string', format: 'uuid', nullable: true, description: 'The team member who sourced the candidate' })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID('4', { message: 'Please select who sourced the candidate' })
  sourcedById?: string | null;

  @ApiPropertyOptional({ enum: CANDIDATE_GENDERS, nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsIn(CANDIDATE_GENDERS as readonly string[] as string[], { message: CANDIDATE_MESSAGES.genderInvalid })
  gender?: CandidateGender | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: COUNTRY_MAX_LENGTH, description: "ISO 3166-1 alpha-2 code, or 'Prefer not to say'" })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: CANDIDATE_MESSAGES.countryInvalid })
  @MaxLength(COUNTRY_MAX_LENGTH, { message: CANDIDATE_MESSAGES.countryInvalid })
  nationality?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: COUNTRY_MAX_LENGTH, description: 'ISO 3166-1 alpha-2 code' })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString({ message: CANDIDATE_MESSAGES.countryInvalid })
  @MaxLength(COUNTRY_MAX_LENGTH, { message: CANDIDATE_MESSAGES.countryInvalid })
  countryOfResidence?: string | null;

  @ApiPropertyOptional({ description: 'Merge with the candidate who already holds one of these emails (spec 02 §4.4)' })
  @IsOptional()
  @IsBoolean()
  mergeConfirmed?: boolean;

  @OptionalExpectedRevision()
  expectedRevision?: number;
}
