import { ApiProperty } from '@nestjs/swagger';
import { CommandResultDto } from '../../platform/command-result.dto';

export class EmailCommandResultDto extends CommandResultDto {
  @ApiProperty({ format: 'uuid' }) emailId!: string;
}

export class EmailSenderResponseDto {
  @ApiProperty({ enum: ['user', 'automation'] }) kind!: 'user' | 'automation';
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
}

export class EmailReplyResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Null once erased' }) from!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) subject!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The reply’s plain text' }) text!: string | null;
  @ApiProperty({ format: 'date-time' }) receivedAt!: string;
}

export class EmailResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['SCHEDULED', 'SENT', 'CANCELLED', 'FAILED'] }) status!: 'SCHEDULED' | 'SENT' | 'CANCELLED' | 'FAILED';
  @ApiProperty({ description: 'Delivery failed (spec 03 "Email": failed flag)' }) failed!: boolean;
  @ApiProperty({ type: () => EmailSenderResponseDto }) sender!: EmailSenderResponseDto;
  @ApiProperty({ type: 'string', nullable: true, description: 'Null once erased' }) to!: string | null;
  @ApiProperty({ type: [String] }) cc!: string[];
  @ApiProperty({ type: [String] }) bcc!: string[];
  @ApiProperty({ type: 'string', nullable: true }) subject!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Sanitised HTML' }) body!: string | null;
  @ApiProperty({ description: 'Erased with the candidate’s personal data' }) erased!: boolean;
  @ApiProperty({ type: [String], description: 'Attached files’ ids' }) attachmentFileIds!: string[];
  @ApiProperty({ type: [String] }) attachmentNames!: string[];
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) templateId!: string | null;
  @ApiProperty() confidential!: boolean;
  @ApiProperty({ format: 'date-time', description: 'When it was written (sent, or scheduled)' }) createdAt!: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) scheduledAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) sentAt!: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) cancelledAt!: string | null;
  @ApiProperty({ type: () => [EmailReplyResponseDto], description: 'The candidate’s replies, oldest first' }) replies!: EmailReplyResponseDto[];
  @ApiProperty({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description:
      'Set while the e-mail waits for a bulk e-mail sent later (or was cancelled or failed with it): the bulk action, which is cancelled only as a whole (POST /bulk-actions/{id}/cancel by its requester), not per candidate',
  })
  bulkActionId!: string | null;
}

/** GET /job-applications/:id/emails: the application's e-mails, newest first, each with its replies. */
export class EmailListResponseDto {
  @ApiProperty({ type: () => [EmailResponseDto] }) items!: EmailResponseDto[];
}
