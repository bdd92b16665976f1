import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';

const DAYS_MESSAGE = 'Archive unresponsive after X days should be greater than or equal to 1 day';
/** A year: an automation waiting longer is no automation, and a huge N would overflow the workflow's timer. */
export const MAX_ARCHIVE_AFTER_DAYS = 365;

export class ConfigureStageAutomationsRequestDto {
  /** Required: only an explicit null turns the automation off, never a forgotten field. */
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
}
