import { ApiProperty } from '@nestjs/swagger';

export class ArchivalReasonResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Not qualified' }) text!: string;
  @ApiProperty({ type: 'boolean', description: 'A default reason: it cannot be edited or deleted' })
  isDefault!: boolean;
  @ApiProperty({ type: 'boolean', description: 'Archived candidates carry this reason: it cannot be deleted' })
  usedByArchivedCandidates!: boolean;
}
