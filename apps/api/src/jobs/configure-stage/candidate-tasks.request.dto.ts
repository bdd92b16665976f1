import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MEDIA_KINDS } from '@ats/domain/candidate-tasks/video-answers';
import type { MediaKind } from '@ats/domain/candidate-tasks';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import type { AnswerType, CandidateTask, CandidateTaskType, ExpectedAnswer, Question } from '@ats/domain/jobs';
import { ANSWER_TYPES, TASK_TYPES } from '../job-queries/job.response.dto';
import { OptionalExpectedRevision } from '../../platform/expected-revision';

const TEXT = 2_000;
const ID = 100;
/** Far beyond any salary, score or count a question expects. */
const MAX_NUMBER = 1_000_000_000;
const EXPECTATIONS = ['RANGE', 'MINIMUM', 'MAXIMUM', 'OPTIONS', 'YES_NO'] as const;

export class ExpectedAnswerRequestDto {
  @ApiProperty({ enum: EXPECTATIONS }) @IsIn(EXPECTATIONS) type!: ExpectedAnswer['type'];
  @ApiPropertyOptional({ maximum: MAX_NUMBER }) @IsOptional() @IsNumber({}, { message: 'Please enter a valid number' }) @Max(MAX_NUMBER) min?: number;
  @ApiPropertyOptional({ maximum: MAX_NUMBER }) @IsOptional() @IsNumber({}, { message: 'Please enter a valid number' }) @Max(MAX_NUMBER) max?: number;
  @ApiPropertyOptional({ type: 'string', isArray: true, maxItems: 50, maxLength: TEXT }) @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(TEXT, { each: true }) options?: string[];
  @ApiPropertyOptional({ enum: ['ANY', 'ALL'] }) @IsOptional() @IsIn(['ANY', 'ALL']) match?: 'ANY' | 'ALL';
  @ApiPropertyOptional() @IsOptional() @IsBoolean() answer?: boolean;
}

export class QuestionRequestDto {
  @ApiProperty({ maxLength: ID }) @IsString() @MaxLength(ID) id!: string;
  @ApiProperty({ maxLength: TEXT }) @IsString({ message: 'Please enter question title' }) @MaxLength(TEXT) title!: string;
  @ApiPropertyOptional({ maxLength: TEXT }) @IsOptional() @IsString() @MaxLength(TEXT) description?: string;
  @ApiProperty({ enum: ANSWER_TYPES }) @IsIn(ANSWER_TYPES, { message: 'Required field' }) answerType!: AnswerType;
  @ApiPropertyOptional({ type: 'string', isArray: true, maxItems: 50, maxLength: TEXT }) @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(TEXT, { each: true }) options?: string[];
  @ApiPropertyOptional({ type: () => ExpectedAnswerRequestDto, nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @ValidateNested()
  @Type(() => ExpectedAnswerRequestDto)
  expected?: ExpectedAnswerRequestDto | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() optional?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() autoArchive?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() confidential?: boolean;
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 10 }) @IsOptional() @IsString() @MaxLength(10) currency?: string | null;
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 50, description: 'FILE_UPLOAD questions: what the candidate must hand in: PDF, DOCX or PDF_OR_DOCX' }) @IsOptional() @IsString() @MaxLength(50) fileType?: string | null;
  /** Video questions only: 1 to 3 retakes. */
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 3 }) @IsOptional() @IsInt() @Max(3, { message: 'Retakes are between 1 and 3 per question' }) retakes?: number;
  /** Video questions only: what the candidate records; VIDEO when absent. */
  @ApiPropertyOptional({ enum: MEDIA_KINDS }) @IsOptional() @IsIn(MEDIA_KINDS, { message: 'Required field' }) media?: MediaKind;
}

export class SkillBlockRequestDto {
  @ApiProperty({ maxLength: 200 }) @IsString() @MaxLength(200) skill!: string;
  @ApiProperty({ type: 'integer', maximum: 100 }) @IsInt({ message: 'Please enter a valid number' }) @Max(100) questionCount!: number;
}

/** One candidate task; `type` says which of the optional fields matter (the domain fills the rest as empty). */
export class CandidateTaskRequestDto {
  @ApiProperty({ maxLength: ID }) @IsString() @MaxLength(ID) id!: string;
  @ApiProperty({ enum: TASK_TYPES }) @IsIn(TASK_TYPES, { message: 'Required field' }) type!: CandidateTaskType;
  @ApiPropertyOptional({ type: () => [QuestionRequestDto], maxItems: 50 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => QuestionRequestDto)
  questions?: QuestionRequestDto[];
  @ApiPropertyOptional({ type: () => [SkillBlockRequestDto], maxItems: 20 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => SkillBlockRequestDto)
  skillBlocks?: SkillBlockRequestDto[];
  @ApiPropertyOptional({ maximum: 100 }) @IsOptional() @IsNumber({}, { message: 'Enter correct quiz pass percentage' }) @Max(100, { message: 'Enter correct quiz pass percentage' }) passPercentage?: number;
  @ApiPropertyOptional({ maximum: 600 }) @IsOptional() @IsNumber() @Max(600) allowedMinutes?: number;
  @ApiPropertyOptional({ maxLength: TEXT }) @IsOptional() @IsString() @MaxLength(TEXT) message?: string;
  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 1024 }) @IsOptional() @ValidateIf((_dto, value) => value !== null) @IsString() @MaxLength(1024) videoUrl?: string | null;
  @ApiPropertyOptional({ maxLength: 10_000 }) @IsOptional() @IsString() @MaxLength(10_000) instructions?: string;
  @ApiPropertyOptional({ maximum: 24 * 60 }) @IsOptional() @IsNumber() @Max(24 * 60) hoursToSubmit?: number;
  @ApiPropertyOptional({ maximum: 24 * 60 }) @IsOptional() @IsNumber() @Max(24 * 60) expectedDurationHours?: number;
  @ApiPropertyOptional({ maximum: 365 }) @IsOptional() @IsNumber() @Max(365) daysToHearBack?: number;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255) title?: string;
  @ApiPropertyOptional({ maxLength: 50, description: 'FILE_UPLOAD tasks: what the candidate must hand in: PDF, DOCX or PDF_OR_DOCX' }) @IsOptional() @IsString() @MaxLength(50) fileType?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255) testName?: string;
  @ApiPropertyOptional({ maxLength: 255 }) @IsOptional() @IsString() @MaxLength(255) subject?: string;
  @ApiPropertyOptional({ maxLength: 10_000 }) @IsOptional() @IsString() @MaxLength(10_000) body?: string;
}

export class ConfigureCandidateTasksRequestDto {
  @ApiProperty({ type: () => [CandidateTaskRequestDto], maxItems: 10 })
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => CandidateTaskRequestDto)
  tasks!: CandidateTaskRequestDto[];
  @OptionalExpectedRevision() expectedRevision?: number;
}

const expectedAnswer = (dto: ExpectedAnswerRequestDto | null | undefined): ExpectedAnswer | null => {
  if (!dto) return null;
  switch (dto.type) {
    case 'RANGE':
      return { type: 'RANGE', min: dto.min ?? Number.NaN, max: dto.max ?? Number.NaN };
    case 'MINIMUM':
      return { type: 'MINIMUM', min: dto.min ?? Number.NaN };
    case 'MAXIMUM':
      return { type: 'MAXIMUM', max: dto.max ?? Number.NaN };
    case 'OPTIONS':
      return { type: 'OPTIONS', options: dto.options ?? [], match: dto.match ?? 'ANY' };
    case 'YES_NO':
      return { type: 'YES_NO', answer: dto.answer ?? true };
  }
};

const question = (dto: QuestionRequestDto): Question => ({
  id: dto.id,
  title: dto.title,
  description: dto.description ?? '',
  answerType: dto.answerType,
  options: dto.options ?? [],
  expected: expectedAnswer(dto.expected),
  optional: dto.optional ?? false,
  autoArchive: dto.autoArchive ?? false,
  confidential: dto.confidential ?? false,
  currency: dto.currency ?? null,
  fileType: dto.fileType ?? null,
});

/** The domain's task from the request: fields the type does not use are dropped, missing ones left empty. */
export const candidateTask = (dto: CandidateTaskRequestDto): CandidateTask => {
  const { id } = dto;
  switch (dto.type) {
    case 'SHORTLISTING_QUESTIONS':
    case 'COLLECT_INFORMATION':
      return { id, type: dto.type, questions: (dto.questions ?? []).map(question) };
    case 'SKILL_BASED_TEST':
      return { id, type: dto.type, skillBlocks: dto.skillBlocks ?? [], passPercentage: dto.passPercentage ?? Number.NaN, allowedMinutes: dto.allowedMinutes ?? 0 };
    case 'VIDEO_QUESTIONS':
      return { id, type: dto.type, questions: (dto.questions ?? []).map((q) => ({ id: q.id, title: q.title, retakes: q.retakes ?? 1, ...(q.media ? { media: q.media } : {}) })) };
    case 'WELCOME_PAGE':
      return { id, type: dto.type, message: dto.message ?? '', videoUrl: dto.videoUrl ?? null };
    case 'HOME_ASSIGNMENT':
      return {
        id,
        type: dto.type,
        instructions: dto.instructions ?? '',
        hoursToSubmit: dto.hoursToSubmit ?? 0,
        expectedDurationHours: dto.expectedDurationHours ?? 0,
        daysToHearBack: dto.daysToHearBack ?? 0,
      };
    case 'FILE_UPLOAD':
      return { id, type: dto.type, title: dto.title ?? '', fileType: dto.fileType ?? '' };
    case 'PSYCHOMETRIC_TEST':
      return { id, type: dto.type, testName: dto.testName ?? '' };
    case 'AUTO_SEND_INVITATION_EMAIL':
      return { id, type: dto.type, subject: dto.subject ?? '', body: dto.body ?? '' };
  }
};
