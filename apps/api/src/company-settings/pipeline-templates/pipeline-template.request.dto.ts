import { ApiProperty } from '@nestjs/swagger';
import {
  MAX_SETTING_NAME_LENGTH,
  MAX_TEMPLATE_STAGES,
  nameRule,
  SETTINGS_MESSAGES,
  stagesProblem,
} from '@ats/domain/company-settings';
import { Rule } from '../../platform/rule.decorator';

/** A stage pipeline template (spec 02 §3.3, §5.3): its name and ordered stages. */
export class PipelineTemplateRequestDto {
  @ApiProperty({ example: 'Engineering pipeline', maxLength: MAX_SETTING_NAME_LENGTH })
  @Rule(nameRule(SETTINGS_MESSAGES.templateNameRequired))
  name!: string;

  @ApiProperty({
    type: 'string',
    isArray: true,
    minItems: 1,
    maxItems: MAX_TEMPLATE_STAGES,
    maxLength: MAX_SETTING_NAME_LENGTH,
    description:
      'Stage names in order. The locked Sourced and Application always come first and Hired last: they are added where missing and kept in place',
    example: ['Sourced', 'Application', 'Screening', 'Interview', 'Offer', 'Hired'],
  })
  @Rule(stagesProblem)
  stages!: string[];
}
