import { ApiProperty } from '@nestjs/swagger';
import { ALL_FILE_CONTENT_TYPES, ALL_FILE_EXTENSIONS, type FileContentType, type FileExtension } from '@ats/domain/applications';

export class ApplicationFileResponseDto {
  @ApiProperty({ format: 'uuid' }) fileId!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Null once the candidate’s personal data was erased' }) fileName!: string | null;
  @ApiProperty({ enum: [...ALL_FILE_CONTENT_TYPES], description: 'As detected from the bytes' }) contentType!: FileContentType;
  @ApiProperty({ enum: [...ALL_FILE_EXTENSIONS] }) extension!: FileExtension;
  @ApiProperty({ type: 'integer' }) sizeBytes!: number;
  @ApiProperty() confidential!: boolean;
  @ApiProperty({ description: 'Uploaded by the candidate: such files cannot be deleted' }) uploadedByCandidate!: boolean;
  @ApiProperty() uploadedByName!: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) uploadedAt!: string;
}

export class ApplicationFileListResponseDto {
  @ApiProperty({ type: [ApplicationFileResponseDto] }) items!: ApplicationFileResponseDto[];
  @ApiProperty({ description: 'Whether the caller may make files confidential (and sees confidential ones)' }) confidentialAccess!: boolean;
}
