import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, MaxLength } from 'class-validator';

/** Task and question ids are the job's own (UUIDs from the wizard); nothing longer names one. */
export const MAX_TASK_ID_LENGTH = 100;

export class KeepVideoTakeRequestDto {
  @ApiProperty({ maxLength: MAX_TASK_ID_LENGTH }) @IsString() @MaxLength(MAX_TASK_ID_LENGTH) questionId!: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('4', { message: 'This recording was not found. Please record your answer again.' }) fileId!: string;
}

export class SendVideoLinkRequestDto {
  /** Checked by the handler with the product's phone rule ('A phone number is required' when blank). */
  @ApiProperty({ maxLength: 30, example: '+971 501234567' }) @IsString({ message: 'A phone number is required' }) @MaxLength(30, { message: 'Please enter valid phone number' }) phone!: string;
}
