import { ApiProperty } from '@nestjs/swagger';

export class PortalApplicationResponseDto {
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobName!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty() stageName!: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) appliedAt!: Date;
}

/** GET /apply-portal/applications: the verified candidate's ongoing applications. */
export class PortalApplicationsResponseDto {
  @ApiProperty({ type: () => [PortalApplicationResponseDto] }) items!: PortalApplicationResponseDto[];
}
