import { ApiProperty } from '@nestjs/swagger';
import { MAX_SETTING_NAME_LENGTH, nameRule, SETTINGS_MESSAGES } from '@ats/domain/company-settings';
import { Rule } from '../../platform/rule.decorator';

/** A location (spec 03 "Location"): its name, required ('Please enter location'), unique in the company. */
export class LocationRequestDto {
  @ApiProperty({ example: 'Dubai', maxLength: MAX_SETTING_NAME_LENGTH })
  @Rule(nameRule(SETTINGS_MESSAGES.locationRequired))
  name!: string;
}
