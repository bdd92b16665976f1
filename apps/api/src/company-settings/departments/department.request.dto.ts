import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { MAX_SETTING_NAME_LENGTH, nameRule, SETTINGS_MESSAGES } from '@ats/domain/company-settings';
import { Rule } from '../../platform/rule.decorator';

const headOfDepartment = {
  type: 'string',
  format: 'uuid',
  nullable: true,
  description: 'A team member of the company; null or absent for none',
} as const;

/** A department (spec 03 "Department"): its name, unique in the company, and optionally its head. */
export class AddDepartmentRequestDto {
  @ApiProperty({ example: 'Engineering', maxLength: MAX_SETTING_NAME_LENGTH })
  @Rule(nameRule(SETTINGS_MESSAGES.departmentRequired))
  name!: string;

  @ApiPropertyOptional(headOfDepartment)
  @IsOptional()
  @IsUUID('4', { message: SETTINGS_MESSAGES.headOfDepartmentNotMember })
  headOfDepartmentId?: string | null;
}

/** What is given changes; `headOfDepartmentId: null` removes the head. */
export class EditDepartmentRequestDto {
  @ApiPropertyOptional({ example: 'Engineering', maxLength: MAX_SETTING_NAME_LENGTH })
  @IsOptional()
  @Rule(nameRule(SETTINGS_MESSAGES.departmentRequired))
  name?: string;

  @ApiPropertyOptional(headOfDepartment)
  @IsOptional()
  @IsUUID('4', { message: SETTINGS_MESSAGES.headOfDepartmentNotMember })
  headOfDepartmentId?: string | null;
}
