import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString, Min } from 'class-validator';

export class MoveToStageRequestDto {
  @ApiProperty()
  @IsString({ message: 'Please select stage' })
  @IsNotEmpty({ message: 'Please select stage' })
  stageId!: string;

  @ApiProperty({ description: 'The revision the caller last saw' })
  @IsInt({ message: 'expectedRevision must be a whole number' })
  @Min(0, { message: 'expectedRevision must be a whole number' })
  expectedRevision!: number;
}
