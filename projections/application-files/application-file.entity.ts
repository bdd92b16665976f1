import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FileContentType, FileExtension } from '@ats/domain/applications';

/** One row per file of an application that is not deleted: the profile's Files section. */
@Entity({ name: 'rm_application_files' })
export class ApplicationFileEntity {
  @PrimaryColumn('uuid', { name: 'file_id' }) fileId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'candidate_id' }) candidateId!: string;
  /** Personal data, decrypted; null once the candidate was erased. */
  @Column('text', { name: 'file_name', nullable: true }) fileName!: string | null;
  @Column('text', { name: 'content_type' }) contentType!: FileContentType;
  @Column('text') extension!: FileExtension;
  @Column('int', { name: 'size_bytes' }) sizeBytes!: number;
  @Column('boolean') confidential!: boolean;
  @Column('boolean', { name: 'uploaded_by_candidate' }) uploadedByCandidate!: boolean;
  @Column('text', { name: 'uploaded_by_name' }) uploadedByName!: string;
  @Column('timestamptz', { name: 'uploaded_at' }) uploadedAt!: Date;
  @Column('int') revision!: number;
}
