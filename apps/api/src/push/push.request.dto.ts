import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** A push event id: the store's sequence number. */
const EVENT_ID = /^\d{1,18}$/;

export class PushStreamRequestDto {
  @ApiProperty({ description: 'A ticket from POST /push/tickets (EventSource cannot send an Authorization header)', maxLength: 2048 })
  @IsString()
  @MaxLength(2048)
  ticket!: string;

  @ApiPropertyOptional({ description: 'Resume after this event id (as the Last-Event-ID header does)', pattern: EVENT_ID.source, maxLength: 18 })
  @IsOptional()
  @IsString()
  @MaxLength(18)
  @Matches(EVENT_ID)
  lastEventId?: string;
}

export class AcknowledgePushRequestDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', maxLength: 18, pattern: EVENT_ID.source },
    description: 'Event ids handled: toasts shown are deleted, progress updates marked received',
    maxItems: 100,
    minItems: 1,
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(18, { each: true })
  @Matches(EVENT_ID, { each: true })
  ids!: string[];
}

export const isEventId = (value: unknown): value is string => typeof value === 'string' && EVENT_ID.test(value);
