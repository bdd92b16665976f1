import { ApiProperty } from '@nestjs/swagger';

export class PushTicketResponseDto {
  @ApiProperty() ticket!: string;
  @ApiProperty({ type: 'integer', description: 'Seconds the ticket opens the stream' }) expiresIn!: number;
}

export class AcknowledgePushResponseDto {
  @ApiProperty({ enum: [true] }) success!: true;
  @ApiProperty({ type: 'integer', description: 'How many of the caller’s messages it handled' }) count!: number;
}
