import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsNumber, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MAX_MULTI_LINE_ANSWER_LENGTH, MAX_TASK_FILES } from '@ats/domain/candidate-tasks';
import { MAX_QUESTIONS } from '@ats/domain/jobs';

/** Far beyond any salary, count or year a question asks for. */
const MAX_ANSWER_NUMBER = 1_000_000_000_000;

/**
 * One answer: the field that fits the question's answer type — `number` (numeric, currency), `yesNo`,
 * `options` (multi-select), `text` (single-select's option, free text, a file's name with `fileId`).
 */
export class TaskAnswerRequestDto {
  @ApiProperty({ maxLength: 100 }) @IsString() @MaxLength(100) questionId!: string;
  @ApiPropertyOptional({ maxLength: MAX_MULTI_LINE_ANSWER_LENGTH })
  @IsOptional()
  @IsString({ message: 'Please enter valid input' })
  @MaxLength(MAX_MULTI_LINE_ANSWER_LENGTH, { message: 'Please enter valid input' })
  text?: string;
  @ApiPropertyOptional({ minimum: 0, maximum: MAX_ANSWER_NUMBER })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Please enter valid input' })
  @Min(0, { message: 'Please enter valid input' })
  @Max(MAX_ANSWER_NUMBER, { message: 'Please enter valid input' })
  number?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean({ message: 'Please enter valid input' }) yesNo?: boolean;
  @ApiPropertyOptional({ type: 'string', isArray: true, maxItems: 50, maxLength: 2000 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true, message: 'Please enter valid input' })
  @MaxLength(2000, { each: true, message: 'Please enter valid input' })
  options?: string[];
  @ApiPropertyOptional({ format: 'uuid', description: 'A file of the application (POST …/files), for a file-upload question' })
  @IsOptional()
  @IsUUID('all', { message: 'Please enter valid input' })
  fileId?: string;
}

/** A task handed in: `answers` for questions, `fileIds` for a file upload, nothing for the welcome page. */
export class SubmitCandidateTaskRequestDto {
  @ApiPropertyOptional({ type: () => [TaskAnswerRequestDto], maxItems: MAX_QUESTIONS * 2 })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_QUESTIONS * 2)
  @ValidateNested({ each: true })
  @Type(() => TaskAnswerRequestDto)
  answers?: TaskAnswerRequestDto[];
  @ApiPropertyOptional({ type: 'string', format: 'uuid', isArray: true, maxItems: MAX_TASK_FILES })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_TASK_FILES, { message: 'Please enter valid input' })
  @IsUUID('all', { each: true, message: 'Please enter valid input' })
  fileIds?: string[];
}
