import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export class ListInboxRequestDto {
  @ApiPropertyOptional({ enum: ['DESC', 'ASC'], default: 'DESC' })
  @IsOptional()
  @IsIn(['DESC', 'ASC'])
  order?: 'DESC' | 'ASC';

  @ApiPropertyOptional({ enum: ['UNREAD', 'STARRED', 'ALL'], default: 'UNREAD' })
  @IsOptional()
  @IsIn(['UNREAD', 'STARRED', 'ALL'])
  filter?: 'UNREAD' | 'STARRED' | 'ALL';

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  @Max(100)
  perPage?: number;
}

export class InboxCountRequestDto {
  @ApiPropertyOptional({ enum: ['UNREAD', 'STARRED', 'ALL'], default: 'UNREAD' })
  @IsOptional()
  @IsIn(['UNREAD', 'STARRED', 'ALL'])
  filter?: 'UNREAD' | 'STARRED' | 'ALL';
}

export class UpdateNotificationRequestDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isRead?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isImportant?: boolean;
}

export class MarkAllRequestDto {
  @ApiPropertyOptional()
  @IsBoolean()
  isRead!: boolean;
}

export class DeleteAllRequestDto {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsIn(['true', 'false'])
  isRead!: 'true' | 'false';
}
