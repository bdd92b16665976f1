import { ApiProperty } from '@nestjs/swagger';

export class FeedbackSkillResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'boolean' }) required!: boolean;
  @ApiProperty({ type: [String] }) guidingQuestions!: string[];
  @ApiProperty({ type: 'string', nullable: true }) sampleAnswer!: string | null;
}

export class FeedbackSectionResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [FeedbackSkillResponseDto] }) skills!: FeedbackSkillResponseDto[];
}

export class FeedbackScaleResponseDto {
  @ApiProperty({ type: 'integer', description: 'The lowest score' }) min!: number;
  @ApiProperty({ type: 'integer', description: 'The highest score' }) max!: number;
}

export class FeedbackTemplateResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: FeedbackScaleResponseDto }) scale!: FeedbackScaleResponseDto;
  @ApiProperty({ type: [FeedbackSectionResponseDto] }) sections!: FeedbackSectionResponseDto[];
  @ApiProperty({ type: 'integer', description: 'Skills across the sections' }) skillsCount!: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) updatedAt!: string;
}

export class FeedbackTemplateIdResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
}
