import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class QuizQuestionResponseDto {
  @ApiProperty() index!: number;
  @ApiProperty() questionId!: string;
  @ApiProperty() text!: string;
  @ApiProperty({ type: [String] }) options!: string[];
  @ApiProperty({ type: 'string', nullable: true, enum: ['LIKERT_5'], description: 'LIKERT_5: the options are the IPIP accuracy scale, lowest first' })
  scale!: 'LIKERT_5' | null;
  @ApiProperty({ description: 'Seconds the server still takes an answer for this question' }) remainingSeconds!: number;
}

/** The candidate's quiz page: instructions' figures before the start, then the question asked now; never the correct options. */
export class QuizStateResponseDto {
  @ApiProperty({ enum: ['SKILL_BASED_TEST', 'PSYCHOMETRIC_TEST'] }) quizType!: 'SKILL_BASED_TEST' | 'PSYCHOMETRIC_TEST';
  @ApiProperty({ enum: ['NOT_STARTED', 'IN_PROGRESS', 'ANSWERED_ALL', 'COMPLETED'] }) status!: 'NOT_STARTED' | 'IN_PROGRESS' | 'ANSWERED_ALL' | 'COMPLETED';
  @ApiProperty() jobName!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'The psychometric test’s name in the job' }) testName!: string | null;
  @ApiProperty() questionCount!: number;
  @ApiProperty() secondsPerQuestion!: number;
  @ApiProperty() totalSeconds!: number;
  @ApiProperty({ type: 'string', nullable: true, format: 'date-time' }) deadline!: string | null;
  @ApiProperty() answeredCount!: number;
  @ApiProperty({ type: () => QuizQuestionResponseDto, nullable: true }) current!: QuizQuestionResponseDto | null;
  @ApiProperty({ description: 'Submitted by the server at the overall time limit' }) autoSubmitted!: boolean;
  @ApiPropertyOptional({ description: 'After an answer: it came after its question’s time and was recorded as timed out' }) answerTimedOut?: boolean;
}
