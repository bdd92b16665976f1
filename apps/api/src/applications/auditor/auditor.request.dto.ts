import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, MaxLength } from 'class-validator';

export const AS_OF_MESSAGE = 'asOf must be an ISO 8601 date and time, e.g. 2026-11-23T14:30:00Z';

export class ApplicationAsOfRequestDto {
  @ApiProperty({ description: 'The moment to show the profile at (ISO 8601, not in the future)', example: '2026-11-23T14:30:00Z', maxLength: 40 })
  @MaxLength(40, { message: AS_OF_MESSAGE })
  @IsISO8601({ strict: true, strictSeparator: true }, { message: AS_OF_MESSAGE })
  asOf!: string;
}

export const HISTORY_EXPORT_FORMATS = ['csv', 'json'] as const;
export type HistoryExportFormat = (typeof HISTORY_EXPORT_FORMATS)[number];

export class HistoryExportRequestDto {
  @ApiPropertyOptional({ enum: HISTORY_EXPORT_FORMATS, default: 'csv' })
  @IsOptional()
  @IsIn(HISTORY_EXPORT_FORMATS, { message: 'format must be csv or json' })
  format?: HistoryExportFormat;
}
