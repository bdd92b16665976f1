import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateJobRequestDto {
  @ApiProperty({ example: 'Senior Backend Engineer' })
  @IsString({ message: 'Please enter job title' })
  @MaxLength(255)
  name!: string;

  @ApiPropertyOptional({
    description: 'Stage names between the locked ones; Sourced, Application and Hired are always added',
    example: ['Screening', 'Interview', 'Offer'],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true, message: 'Stage name cannot be empty' })
  stages?: string[];
}
