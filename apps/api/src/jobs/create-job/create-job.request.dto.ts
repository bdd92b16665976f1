import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';

export const MAX_STAGE_NAME_LENGTH = 100;

export class CreateJobRequestDto {
  @ApiProperty({ example: 'Senior Backend Engineer', maxLength: 255 })
  @IsString({ message: 'Please enter job title' })
  @MaxLength(255)
  name!: string;

  @ApiPropertyOptional({
    type: 'string',
    isArray: true,
    maxItems: 30,
    maxLength: MAX_STAGE_NAME_LENGTH,
    description: 'Stage names between the locked ones; Sourced, Application and Hired are always added',
    example: ['Screening', 'Interview', 'Offer'],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true, message: 'Stage name cannot be empty' })
  @MaxLength(MAX_STAGE_NAME_LENGTH, { each: true, message: `Stage names have at most ${MAX_STAGE_NAME_LENGTH} characters` })
  stages?: string[];
}
