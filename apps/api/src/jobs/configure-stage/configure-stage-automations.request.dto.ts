import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import type { AutomationSender } from '@ats/domain/jobs';
import { OptionalExpectedRevision } from '../../platform/expected-revision';
import { SENDERS } from '../job-queries/job.response.dto';

const DAYS_MESSAGE = 'Archive unresponsive after X days should be greater than or equal to 1 day';
/** A year: an automation waiting longer is no automation, and a huge N would overflow the workflow's timer. */
export const MAX_ARCHIVE_AFTER_DAYS = 365;

export class RejectionEmailRequestDto {
  @ApiProperty({ maxLength: 10_000 }) @IsString({ message: 'Rejection email template cannot be empty.' }) @MaxLength(10_000) template!: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_ARCHIVE_AFTER_DAYS })
  @IsInt({ message: 'Days should be greater than 0' })
  @Min(1, { message: 'Days should be greater than 0' })
  @Max(MAX_ARCHIVE_AFTER_DAYS)
  sendAfterDays!: number;
}

/**
 * A stage's automations (spec 02 §3.5, rules §5.5). `archiveUnresponsiveAfterDays` is required (only an
 * explicit null turns it off); a setting left out keeps the stage's current value.
 */
export class ConfigureStageAutomationsRequestDto {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: MAX_ARCHIVE_AFTER_DAYS,
    description: 'Archive unresponsive candidates after N days; null turns it off',
  })
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: DAYS_MESSAGE })
  @Min(1, { message: DAYS_MESSAGE })
  @Max(MAX_ARCHIVE_AFTER_DAYS, { message: `Archive unresponsive after X days should be at most ${MAX_ARCHIVE_AFTER_DAYS} days` })
  archiveUnresponsiveAfterDays!: number | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() autoProgressQualified?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() autoArchiveUnderQualified?: boolean;
  @ApiPropertyOptional({ type: () => RejectionEmailRequestDto, nullable: true, description: 'null turns the rejection e-mail off' })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @ValidateNested()
  @Type(() => RejectionEmailRequestDto)
  rejectionEmail?: RejectionEmailRequestDto | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() invitationEmail?: boolean;
  @ApiPropertyOptional({ enum: SENDERS }) @IsOptional() @IsIn(SENDERS) sender?: AutomationSender;
  @OptionalExpectedRevision() expectedRevision?: number;
}
