import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { PageNumber, PageSize } from '../platform/paging';

export class ListInboxRequestDto {
  @ApiPropertyOptional({ enum: ['DESC', 'ASC'], default: 'DESC' })
  @IsOptional()
  @IsIn(['DESC', 'ASC'])
  order?: 'DESC' | 'ASC';

  @ApiPropertyOptional({ enum: ['UNREAD', 'STARRED', 'ALL'], default: 'UNREAD' })
  @IsOptional()
  @IsIn(['UNREAD', 'STARRED', 'ALL'])
  filter?: 'UNREAD' | 'STARRED' | 'ALL';

  @PageNumber()
  page?: number;

  @PageSize(20, 100)
  perPage?: number;
}

export class InboxCountRequestDto {
  @ApiPropertyOptional({ enum: ['UNREAD', 'STARRED', 'ALL'], default: 'UNREAD' })
  @IsOptional()
  @IsIn(['UNREAD', 'STARRED', 'ALL'])
  filter?: 'UNREAD' | 'STARRED' | 'ALL';
}

export class UpdateNotificationRequestDto {
  @ApiPropertyOptional({ type: 'boolean' })
  @IsOptional()
  @IsBoolean()
  isRead?: boolean;

  @ApiPropertyOptional({ type: 'boolean' })
  @IsOptional()
  @IsBoolean()
  isImportant?: boolean;
}

export class MarkAllRequestDto {
  @ApiProperty({ type: 'boolean', description: 'true marks every notification read, false unread' })
  @IsBoolean()
  isRead!: boolean;
}

export class DeleteAllRequestDto {
  @ApiProperty({ enum: ['true', 'false'], description: 'true deletes the read notifications, false the unread' })
  @IsIn(['true', 'false'])
  isRead!: 'true' | 'false';
}
