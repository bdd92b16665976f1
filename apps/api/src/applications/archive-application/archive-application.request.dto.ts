import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsUUID, Min } from 'class-validator';

export class ArchiveApplicationRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'Please select archive reason' })
  archivalReasonId!: string;

  @ApiProperty({ description: "'Archive and send': also send the rejection e-mail", default: false })
  @IsOptional()
  @IsBoolean()
  sendRejectionEmail?: boolean;

  @ApiProperty()
  @IsInt({ message: 'expectedRevision must be a whole number' })
  @Min(0, { message: 'expectedRevision must be a whole number' })
  expectedRevision!: number;
}

export class UnarchiveApplicationRequestDto {
  @ApiProperty()
  @IsInt({ message: 'expectedRevision must be a whole number' })
  @Min(0, { message: 'expectedRevision must be a whole number' })
  expectedRevision!: number;
}
