import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { QUIZ_MESSAGES } from '@ats/domain/candidate-tasks';

export class StartQuizRequestDto {
  @ApiProperty({ description: 'The instructions’ confirmation checkbox; the quiz does not start until it is ticked' })
  @IsBoolean()
  confirmed!: boolean;
}

export class AnswerQuizQuestionRequestDto {
  @ApiProperty({ maxLength: 50, description: 'The question being answered (the one the quiz state serves now)' })
  @IsString()
  @MaxLength(50)
  questionId!: string;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 0, maximum: 20, description: 'The chosen option’s index; null refused with the spec’s message' })
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: QUIZ_MESSAGES.chooseAnswer })
  @Min(0, { message: QUIZ_MESSAGES.chooseAnswer })
  @Max(20, { message: QUIZ_MESSAGES.chooseAnswer })
  choice!: number | null;
}
