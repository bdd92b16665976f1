import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { FEEDBACK_TEMPLATE_LIMITS as LIMITS, feedbackTemplateNameRule } from '@ats/domain/feedback-templates';
import { Rule } from '../platform/rule.decorator';

/**
 * A feedback template as the editor sends it (spec 03 "Feedback template"). Only shapes and sizes are checked
 * here; titles, names, 'at least one skill' and the scale are the policy's (domain/feedback-templates), so
 * the form and the API answer the same messages.
 */

const ID = 100;

export class FeedbackSkillRequestDto {
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: ID, description: 'Kept on edit; omitted for a new skill' })
  @IsOptional()
  @IsString()
  @MaxLength(ID)
  id?: string | null;
  @ApiProperty({ maxLength: LIMITS.skillName }) @IsString() @MaxLength(LIMITS.skillName) name!: string;
  @ApiPropertyOptional({ type: 'boolean', description: 'Must be scored before feedback is submitted (default true)' })
  @IsOptional()
  @IsBoolean()
  required?: boolean;
  @ApiPropertyOptional({ type: 'string', isArray: true, maxItems: LIMITS.guidingQuestionsPerSkill, maxLength: LIMITS.guidingQuestion })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.guidingQuestionsPerSkill)
  @IsString({ each: true })
  @MaxLength(LIMITS.guidingQuestion, { each: true })
  guidingQuestions?: string[];
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: LIMITS.sampleAnswer })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsString()
  @MaxLength(LIMITS.sampleAnswer)
  sampleAnswer?: string | null;
}

export class FeedbackSectionRequestDto {
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: ID }) @IsOptional() @IsString() @MaxLength(ID) id?: string | null;
  @ApiProperty({ maxLength: LIMITS.sectionTitle }) @IsString() @MaxLength(LIMITS.sectionTitle) title!: string;
  @ApiProperty({ type: () => [FeedbackSkillRequestDto], maxItems: LIMITS.skillsPerTemplate })
  @IsArray()
  @ArrayMaxSize(LIMITS.skillsPerTemplate)
  @ValidateNested({ each: true })
  @Type(() => FeedbackSkillRequestDto)
  skills!: FeedbackSkillRequestDto[];
}

export class FeedbackScaleRequestDto {
  @ApiProperty({ type: 'integer', minimum: LIMITS.scaleLowest, maximum: LIMITS.scaleHighest }) @IsInt() @Min(LIMITS.scaleLowest) @Max(LIMITS.scaleHighest) min!: number;
  @ApiProperty({ type: 'integer', minimum: LIMITS.scaleLowest, maximum: LIMITS.scaleHighest }) @IsInt() @Min(LIMITS.scaleLowest) @Max(LIMITS.scaleHighest) max!: number;
}

export class FeedbackTemplateRequestDto {
  @ApiProperty({ example: 'Backend engineer interview', maxLength: LIMITS.name })
  @Rule(feedbackTemplateNameRule)
  name!: string;

  @ApiPropertyOptional({ type: () => FeedbackScaleRequestDto, nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @ValidateNested()
  @Type(() => FeedbackScaleRequestDto)
  scale?: FeedbackScaleRequestDto | null;

  @ApiProperty({ type: () => [FeedbackSectionRequestDto], maxItems: LIMITS.sections })
  @IsArray()
  @ArrayMaxSize(LIMITS.sections)
  @ValidateNested({ each: true })
  @Type(() => FeedbackSectionRequestDto)
  sections!: FeedbackSectionRequestDto[];
}
