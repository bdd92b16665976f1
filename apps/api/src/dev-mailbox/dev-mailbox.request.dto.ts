import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageNumber, PageSize } from '../platform/paging';

export class DevMailboxQueryDto {
  @ApiPropertyOptional({
    description: 'Only mail to this address (case-insensitive)',
    example: 'admin@demo-ats.example',
    maxLength: 320,
  })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  to?: string;

  @PageNumber() page?: number;
  @PageSize(20, 100) take?: number;
}
