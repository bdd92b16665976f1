import { ApiProperty } from '@nestjs/swagger';

export class LocationResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Dubai' }) name!: string;
  @ApiProperty({
    type: 'integer',
    description: 'Jobs that name the location: while there are any, it cannot be deleted',
  })
  jobsCount!: number;
}
