import { ApiProperty } from '@nestjs/swagger';

export class PipelineTemplateStageResponseDto {
  @ApiProperty({ example: 'Screening' }) name!: string;
  @ApiProperty({
    type: 'boolean',
    description: 'Sourced, Application and Hired: always there, cannot be deleted or moved',
  })
  locked!: boolean;
}

export class PipelineTemplateResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Default stage pipeline' }) name!: string;
  @ApiProperty({ type: 'boolean', description: 'The company’s default template: it cannot be deleted' })
  isDefault!: boolean;
  @ApiProperty({ type: [PipelineTemplateStageResponseDto] }) stages!: PipelineTemplateStageResponseDto[];
  @ApiProperty({ type: 'integer', description: 'Jobs using the template' }) jobsCount!: number;
  @ApiProperty({ type: 'integer', description: 'Candidates across the jobs using the template' })
  candidatesCount!: number;
}
