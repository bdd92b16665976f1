import { ApiProperty } from '@nestjs/swagger';
import type { EmailHistoryEntryDetails } from '@ats/domain/applications';

type Details<T extends EmailHistoryEntryDetails['type']> = Extract<EmailHistoryEntryDetails, { type: T }>;

class EmailHistoryDetailsDto {
  @ApiProperty({ format: 'uuid' }) emailId!: string;
  @ApiProperty() confidential!: boolean;
}

class EmailWithSubjectHistoryDetailsDto extends EmailHistoryDetailsDto {
  @ApiProperty({ type: 'string', nullable: true, description: 'Null when the e-mail is confidential to this reader, or erased' })
  subject!: string | null;
  @ApiProperty({ description: 'The content was erased with the candidate’s personal data' }) erased!: boolean;
}

export class EmailSentHistoryDetailsDto extends EmailWithSubjectHistoryDetailsDto implements Details<'EmailSent'> {
  @ApiProperty({ enum: ['EmailSent'] }) type!: 'EmailSent';
  @ApiProperty({ description: 'Sent when its scheduled time came' }) scheduled!: boolean;
  @ApiProperty({ description: 'Sent by the automation bot' }) automated!: boolean;
}

export class EmailScheduledHistoryDetailsDto extends EmailWithSubjectHistoryDetailsDto implements Details<'EmailScheduled'> {
  @ApiProperty({ enum: ['EmailScheduled'] }) type!: 'EmailScheduled';
  @ApiProperty({ format: 'date-time' }) sendAt!: string;
}

export class ScheduledEmailCancelledHistoryDetailsDto extends EmailHistoryDetailsDto implements Details<'ScheduledEmailCancelled'> {
  @ApiProperty({ enum: ['ScheduledEmailCancelled'] }) type!: 'ScheduledEmailCancelled';
}

export class EmailFailedHistoryDetailsDto extends EmailHistoryDetailsDto implements Details<'EmailFailed'> {
  @ApiProperty({ enum: ['EmailFailed'] }) type!: 'EmailFailed';
}

export class EmailReplyReceivedHistoryDetailsDto extends EmailWithSubjectHistoryDetailsDto implements Details<'EmailReplyReceived'> {
  @ApiProperty({ enum: ['EmailReplyReceived'] }) type!: 'EmailReplyReceived';
}

export const EMAIL_HISTORY_DETAILS = {
  EmailSent: EmailSentHistoryDetailsDto,
  EmailScheduled: EmailScheduledHistoryDetailsDto,
  ScheduledEmailCancelled: ScheduledEmailCancelledHistoryDetailsDto,
  EmailFailed: EmailFailedHistoryDetailsDto,
  EmailReplyReceived: EmailReplyReceivedHistoryDetailsDto,
} satisfies Record<EmailHistoryEntryDetails['type'], new () => EmailHistoryEntryDetails>;
