import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';

const DAYS_MESSAGE = 'Archive unresponsive after X days should be greater than or equal to 1 day';

export class ConfigureStageAutomationsRequestDto {
  @ApiProperty({ nullable: true, minimum: 1, description: 'Archive unresponsive candidates after N days; null turns it off' })
  @IsOptional()
  @IsInt({ message: DAYS_MESSAGE })
  @Min(1, { message: DAYS_MESSAGE })
  archiveUnresponsiveAfterDays!: number | null;
}
