import { ApiProperty } from '@nestjs/swagger';
import { MEDIA_KINDS } from '@ats/domain/candidate-tasks/video-answers';
import type { MediaKind } from '@ats/domain/candidate-tasks';

export class VideoTakeResponseDto {
  @ApiProperty({ format: 'uuid', description: 'An application file of the candidate’s application' }) fileId!: string;
  @ApiProperty({ type: 'integer', description: '1 for the first recording, 2 for the first retake…' }) take!: number;
  @ApiProperty({ format: 'date-time' }) recordedAt!: string;
}

export class VideoQuestionResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: MEDIA_KINDS }) media!: MediaKind;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 3 }) retakes!: number;
  @ApiProperty({ type: 'integer', description: 'The first take plus the retakes' }) takesAllowed!: number;
  @ApiProperty({ type: () => [VideoTakeResponseDto] }) takes!: VideoTakeResponseDto[];
  @ApiProperty({ type: 'string', nullable: true, description: 'The take submitted for this question (the latest until another is chosen)' }) keptFileId!: string | null;
}

export class VideoAnswersResponseDto {
  @ApiProperty({ format: 'uuid' }) responseId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty({ enum: ['NOT_STARTED', 'STARTED', 'COMPLETED'] }) status!: 'NOT_STARTED' | 'STARTED' | 'COMPLETED';
  @ApiProperty({ type: 'integer', description: 'The longest answer the recorder takes, in seconds' }) maxSeconds!: number;
  @ApiProperty({ type: () => [VideoQuestionResponseDto] }) questions!: VideoQuestionResponseDto[];
}

export class SmsSentResponseDto {
  @ApiProperty({ enum: [true] }) sent!: true;
}
