import { ApiProperty } from '@nestjs/swagger';
import {
  ALL_CUSTOM_FIELD_PLACEMENTS,
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_TYPES,
  type CustomFieldEntity,
  type CustomFieldPlacement,
  type CustomFieldType,
} from '@ats/domain/company-settings';

export class CustomFieldResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: CUSTOM_FIELD_ENTITIES }) entity!: CustomFieldEntity;
  @ApiProperty({ example: 'Notice period' }) name!: string;
  @ApiProperty({ enum: CUSTOM_FIELD_TYPES }) fieldType!: CustomFieldType;
  @ApiProperty({ type: 'string', isArray: true }) options!: string[];
  @ApiProperty() isConfidential!: boolean;
  @ApiProperty() isDei!: boolean;
  @ApiProperty({ type: 'string', enum: ALL_CUSTOM_FIELD_PLACEMENTS, isArray: true }) placements!: CustomFieldPlacement[];
}

/** One field of the candidate's profile with the response stored for the application. */
export class CustomFieldResponseValueDto {
  @ApiProperty({ format: 'uuid' }) fieldId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: CUSTOM_FIELD_TYPES }) fieldType!: CustomFieldType;
  @ApiProperty({ type: 'string', isArray: true }) options!: string[];
  @ApiProperty() isConfidential!: boolean;
  @ApiProperty() isDei!: boolean;
  @ApiProperty({ description: 'The field was deleted: its response stays, read-only' }) deleted!: boolean;
  @ApiProperty({ type: 'string', isArray: true, description: 'Empty when not answered' }) value!: string[];
}

export class ApplicationCustomFieldsResponseDto {
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty({ type: CustomFieldResponseValueDto, isArray: true }) fields!: CustomFieldResponseValueDto[];
  @ApiProperty({ description: 'The caller may change the responses' }) canEdit!: boolean;
}
