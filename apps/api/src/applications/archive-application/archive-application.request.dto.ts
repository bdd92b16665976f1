import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { ExpectedRevision } from '../../platform/expected-revision';

export class ArchiveApplicationRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'Please select archive reason' })
  archivalReasonId!: string;

  @ApiPropertyOptional({ type: 'boolean', description: "'Archive and send': also send the rejection e-mail", default: false })
  @IsOptional()
  @IsBoolean()
  sendRejectionEmail?: boolean;

  @ExpectedRevision()
  expectedRevision!: number;
}
