import { ApiProperty } from '@nestjs/swagger';
import { MAX_SETTING_NAME_LENGTH, nameRule, SETTINGS_MESSAGES } from '@ats/domain/company-settings';
import { Rule } from '../../platform/rule.decorator';

/** Spec 02 §5.11: reason required, at most MAX_SETTING_NAME_LENGTH characters. */
export class AddArchivalReasonRequestDto {
  @ApiProperty({ example: 'Visa sponsorship not possible', maxLength: MAX_SETTING_NAME_LENGTH })
  @Rule(nameRule(SETTINGS_MESSAGES.reasonRequired))
  text!: string;
}
