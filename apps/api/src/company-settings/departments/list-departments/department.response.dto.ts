import { ApiProperty } from '@nestjs/swagger';

export class DepartmentResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Engineering' }) name!: string;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true }) headOfDepartmentId!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'Rania Haddad', description: 'The head’s full name' })
  headOfDepartmentName!: string | null;
  @ApiProperty({
    type: 'integer',
    description: 'Jobs that name the department: while there are any, it cannot be deleted',
  })
  jobsCount!: number;
}
