import { ApiProperty } from '@nestjs/swagger';

export class CommandResultDto {
  @ApiProperty({ description: 'Id of the aggregate the command changed' }) id!: string;
  @ApiProperty({ description: 'Revision of its stream after the command; send it back as expectedRevision' })
  revision!: number;
  @ApiProperty({ description: 'Global position of the last event; pass it as afterPosition to queries' })
  position!: string;
}
