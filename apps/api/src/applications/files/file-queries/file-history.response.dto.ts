import { ApiProperty } from '@nestjs/swagger';
import type { FileHistoryEntryDetails } from '@ats/domain/applications';

type Details<T extends FileHistoryEntryDetails['type']> = Extract<FileHistoryEntryDetails, { type: T }>;

/** What every file line of the history carries; `fileName` null when confidential to this reader, or erased. */
class FileHistoryDetailsDto {
  @ApiProperty({ format: 'uuid' }) fileId!: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Null when the file is confidential to this reader, or erased' })
  fileName!: string | null;
  @ApiProperty({ description: 'The name was erased with the candidate’s personal data' }) erased!: boolean;
  @ApiProperty({ description: 'Whether the file was confidential after this event' }) confidential!: boolean;
}

export class FileUploadedHistoryDetailsDto extends FileHistoryDetailsDto implements Details<'FileUploaded'> {
  @ApiProperty({ enum: ['FileUploaded'] }) type!: 'FileUploaded';
  @ApiProperty() uploadedByCandidate!: boolean;
}

export class FileRenamedHistoryDetailsDto extends FileHistoryDetailsDto implements Details<'FileRenamed'> {
  @ApiProperty({ enum: ['FileRenamed'] }) type!: 'FileRenamed';
  @ApiProperty({ type: 'string', nullable: true }) previousFileName!: string | null;
}

export class FileConfidentialityChangedHistoryDetailsDto extends FileHistoryDetailsDto implements Details<'FileConfidentialityChanged'> {
  @ApiProperty({ enum: ['FileConfidentialityChanged'] }) type!: 'FileConfidentialityChanged';
}

export class FileDeletedHistoryDetailsDto extends FileHistoryDetailsDto implements Details<'FileDeleted'> {
  @ApiProperty({ enum: ['FileDeleted'] }) type!: 'FileDeleted';
}

export const FILE_HISTORY_DETAILS = {
  FileUploaded: FileUploadedHistoryDetailsDto,
  FileRenamed: FileRenamedHistoryDetailsDto,
  FileConfidentialityChanged: FileConfidentialityChangedHistoryDetailsDto,
  FileDeleted: FileDeletedHistoryDetailsDto,
} satisfies Record<FileHistoryEntryDetails['type'], new () => FileHistoryEntryDetails>;
