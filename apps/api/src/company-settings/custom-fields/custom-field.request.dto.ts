import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  ALL_CUSTOM_FIELD_PLACEMENTS,
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_TYPES,
  customFieldNameRule,
  customFieldTypeRule,
  MAX_CUSTOM_FIELD_LONG_TEXT,
  MAX_CUSTOM_FIELD_OPTIONS,
  MAX_CUSTOM_FIELD_VALUES,
  MAX_SETTING_NAME_LENGTH,
  type CustomFieldEntity,
  type CustomFieldPlacement,
  type CustomFieldType,
} from '@ats/domain/company-settings';
import { Rule } from '../../platform/rule.decorator';

const invalid = { message: CUSTOM_FIELD_MESSAGES.invalidValue };

/** `GET /custom-fields?entity=`: candidate fields or job fields. */
export class ListCustomFieldsRequestDto {
  @ApiProperty({ enum: CUSTOM_FIELD_ENTITIES })
  @IsIn(CUSTOM_FIELD_ENTITIES, invalid)
  entity!: CustomFieldEntity;
}

/** What add and edit share; the policies check the options against the type and the placements against the entity. */
class CustomFieldChangeDto {
  @ApiPropertyOptional({
    type: 'string',
    isArray: true,
    maxItems: MAX_CUSTOM_FIELD_OPTIONS,
    maxLength: MAX_SETTING_NAME_LENGTH,
    description: 'The choices of SINGLE_SELECT and MULTI_SELECT (at least two); ignored for the other types',
  })
  @IsOptional()
  @IsArray(invalid)
  @ArrayMaxSize(MAX_CUSTOM_FIELD_OPTIONS, { message: CUSTOM_FIELD_MESSAGES.tooManyOptions })
  @IsString({ ...invalid, each: true })
  @MaxLength(MAX_SETTING_NAME_LENGTH, { message: CUSTOM_FIELD_MESSAGES.optionTooLong, each: true })
  options?: string[];

  @ApiPropertyOptional({ description: 'Responses are shown only to members with confidential access' })
  @IsOptional()
  @IsBoolean(invalid)
  isConfidential?: boolean;

  @ApiPropertyOptional({ description: 'A DEI field; it cannot be deleted' })
  @IsOptional()
  @IsBoolean(invalid)
  isDei?: boolean;

  @ApiPropertyOptional({
    type: 'string',
    enum: ALL_CUSTOM_FIELD_PLACEMENTS,
    isArray: true,
    maxItems: ALL_CUSTOM_FIELD_PLACEMENTS.length,
    description: 'Where it appears: a candidate field on the four candidate forms, a job field on the add-job form',
  })
  @IsOptional()
  @IsArray(invalid)
  @ArrayMaxSize(ALL_CUSTOM_FIELD_PLACEMENTS.length, { message: CUSTOM_FIELD_MESSAGES.placementInvalid })
  @IsIn(ALL_CUSTOM_FIELD_PLACEMENTS, { message: CUSTOM_FIELD_MESSAGES.placementInvalid, each: true })
  placements?: CustomFieldPlacement[];
}

export class AddCustomFieldRequestDto extends CustomFieldChangeDto {
  @ApiProperty({ enum: CUSTOM_FIELD_ENTITIES })
  @IsIn(CUSTOM_FIELD_ENTITIES, invalid)
  entity!: CustomFieldEntity;

  @ApiProperty({ example: 'Notice period', maxLength: MAX_SETTING_NAME_LENGTH })
  @Rule(customFieldNameRule)
  name!: string;

  @ApiProperty({ enum: CUSTOM_FIELD_TYPES })
  @Rule(customFieldTypeRule)
  fieldType!: CustomFieldType;
}

/** What is given changes; the entity and the type stay as created. */
export class EditCustomFieldRequestDto extends CustomFieldChangeDto {
  @ApiPropertyOptional({ example: 'Notice period', maxLength: MAX_SETTING_NAME_LENGTH })
  @IsOptional()
  @Rule(customFieldNameRule)
  name?: string;
}

export class CustomFieldValueRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: CUSTOM_FIELD_MESSAGES.fieldNotFound })
  fieldId!: string;

  @ApiProperty({
    type: 'string',
    isArray: true,
    maxItems: MAX_CUSTOM_FIELD_OPTIONS,
    maxLength: MAX_CUSTOM_FIELD_LONG_TEXT,
    description:
      'One entry for the single-valued types (a number as typed, a date YYYY-MM-DD, YES or NO, the chosen option), the chosen options of MULTI_SELECT; empty clears the response',
  })
  @IsArray(invalid)
  @ArrayMaxSize(MAX_CUSTOM_FIELD_OPTIONS, invalid)
  @IsString({ ...invalid, each: true })
  @MaxLength(MAX_CUSTOM_FIELD_LONG_TEXT, { ...invalid, each: true })
  value!: string[];
}

/** `PUT /job-applications/:id/custom-fields`: the responses to set; fields not named keep theirs. */
export class SetCustomFieldValuesRequestDto {
  @ApiProperty({ type: CustomFieldValueRequestDto, isArray: true, maxItems: MAX_CUSTOM_FIELD_VALUES })
  @IsArray(invalid)
  @ArrayMaxSize(MAX_CUSTOM_FIELD_VALUES, invalid)
  @ValidateNested({ each: true })
  @Type(() => CustomFieldValueRequestDto)
  values!: CustomFieldValueRequestDto[];
}
