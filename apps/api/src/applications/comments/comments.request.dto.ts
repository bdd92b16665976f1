import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '@ats/domain/applications';
import { PageNumber, PageSize } from '../../platform/paging';
import { AfterPosition } from '../../platform/read-model-freshness';

/** The decider trims and refuses empty text; spaces around a long text are allowed here, then trimmed. */
const MAX_RAW_LENGTH = COMMENT_MAX_LENGTH + 1000;

export class CommentRequestDto {
  @ApiProperty({
    maxLength: MAX_RAW_LENGTH,
    description: 'The comment; a mention is written `@[Display Name](userId)`',
    example: 'Strong systems answers — @[Rania Haddad](6f1c2d7e-8a3b-4c5d-9e0f-1a2b3c4d5e6f) please review',
  })
  @IsString({ message: COMMENT_MESSAGES.required })
  @MaxLength(MAX_RAW_LENGTH, { message: COMMENT_MESSAGES.tooLong })
  text!: string;

  @ApiPropertyOptional({ type: 'boolean', default: false, description: 'Secret: visible only with confidential access' })
  @IsOptional()
  @IsBoolean()
  confidential?: boolean;
}

export class ListCommentsRequestDto {
  @PageNumber()
  page?: number;

  @PageSize(50, 100)
  take?: number;

  @AfterPosition()
  afterPosition?: string;
}
