import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, MaxLength } from 'class-validator';

export const AS_OF_MESSAGE = 'asOf must be an ISO 8601 date and time, e.g. 2026-11-23T14:30:00Z';

export class ApplicationAsOfRequestDto {
  @ApiProperty({ description: 'The moment to show the profile at (ISO 8601, not in the future)', example: '2026-11-23T14:30:00Z', maxLength: 40 })
  @MaxLength(40, { message: AS_OF_MESSAGE })
  @IsISO8601({ strict: true, strictSeparator: true }, { message: AS_OF_MESSAGE })
  asOf!: string;
}
