import { ApiProperty } from '@nestjs/swagger';
import { LINK_FIELD_SETTINGS, type LinkFieldSetting } from '@ats/domain/jobs';
import { PublicBrandingResponseDto } from '../../branding/public-branding.response.dto';

export class ApplyFormFieldsResponseDto {
  @ApiProperty({ type: 'string', enum: LINK_FIELD_SETTINGS }) linkedInLink!: LinkFieldSetting;
  @ApiProperty({ type: 'string', enum: LINK_FIELD_SETTINGS }) portfolioLink!: LinkFieldSetting;
  @ApiProperty({ description: 'Ask Gender (DEI), offering Prefer not to say' }) askGender!: boolean;
  @ApiProperty({ description: 'Ask Nationality (DEI), offering Prefer not to say' }) askNationality!: boolean;
}

export class ApplyFormCustomFieldResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() fieldType!: string;
  @ApiProperty({ type: [String] }) options!: string[];
}

/** GET /apply-portal/jobs/:jobId: what the apply form of a job asks, and whether it still takes applications. */
export class JobApplyFormResponseDto {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'False once the job closed: the Job Closed page' }) open!: boolean;
  @ApiProperty() companyName!: string;
  @ApiProperty({ type: 'string', nullable: true }) careerName!: string | null;
  @ApiProperty({ type: () => PublicBrandingResponseDto }) branding!: PublicBrandingResponseDto;
  @ApiProperty({ type: () => ApplyFormFieldsResponseDto }) form!: ApplyFormFieldsResponseDto;
  @ApiProperty({ type: () => [ApplyFormCustomFieldResponseDto] }) customFields!: ApplyFormCustomFieldResponseDto[];
}
