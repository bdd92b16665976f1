import { ApiProperty } from '@nestjs/swagger';

export class AgencyJobResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Senior Accountant' }) name!: string;
}

/** An agency as the settings table and dialog show it (spec 02 §2.9). */
export class AgencyResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'TalentBridge' }) name!: string;
  @ApiProperty({ example: 'Omar Haddad' }) contactName!: string;
  @ApiProperty({ example: 'omar@talentbridge.example' }) contactEmail!: string;
  @ApiProperty() invitationSubject!: string;
  @ApiProperty() invitationBody!: string;
  @ApiProperty({ type: [AgencyJobResponseDto], description: 'Jobs assigned to the agency, as the jobs say (by name)' })
  jobs!: AgencyJobResponseDto[];
  @ApiProperty({ example: '/agency/6f1c…', description: 'The agency portal’s path, for the web app’s origin' })
  link!: string;
}

/** An agency change's answer: the agency's id, and where its jobs' change was written (read-your-writes). */
export class AgencyChangeResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'The position of the last job assignment written; pass it as afterPosition to read the agency with its jobs',
  })
  position!: string | null;
}
