import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MinLength } from 'class-validator';
import { PageNumber, PageSize } from '../../platform/paging';

/** Lists arrive joined with ',' (spec 02 §7.4). */
const commaList = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : value;

export class ListApplicationsRequestDto {
  @ApiPropertyOptional({ description: 'Job ids joined with ","' })
  @IsOptional()
  @Transform(commaList)
  @IsUUID('4', { each: true, message: 'Job role not found' })
  jobRoleIds?: string[];

  @ApiPropertyOptional({ description: 'Stage ids joined with ","' })
  @IsOptional()
  @Transform(commaList)
  @IsString({ each: true })
  stages?: string[];

  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'true' })
  @IsOptional()
  @IsIn(['true', 'false'])
  active?: 'true' | 'false';

  @ApiPropertyOptional({ minLength: 2 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MinLength(2, { message: 'Please enter at least 2 characters' })
  nameOrEmail?: string;

  @PageNumber()
  page?: number;

  @PageSize(15, 100)
  take?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  afterPosition?: string;
}

export class HistoryRequestDto {
  @PageNumber()
  page?: number;

  @PageSize(50, 500)
  take?: number;

  /** Accepted like on every query; the history is read from the stream itself, so it is never behind. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  afterPosition?: string;
}
