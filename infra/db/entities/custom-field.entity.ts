import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { CustomFieldEntity as FieldEntity, CustomFieldPlacement, CustomFieldType } from '@ats/domain/company-settings/custom-field-policies';

/** A company's custom field (spec 03 "Custom field"); deleted ones stay, marked, for their responses. */
@Entity({ name: 'custom_fields' })
export class CustomFieldEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') entity!: FieldEntity;
  @Column('text') name!: string;
  @Column('text', { name: 'field_type' }) fieldType!: CustomFieldType;
  @Column('text', { array: true }) options!: string[];
  @Column('boolean', { name: 'is_confidential' }) isConfidential!: boolean;
  @Column('boolean', { name: 'is_dei' }) isDei!: boolean;
  @Column('text', { array: true }) placements!: CustomFieldPlacement[];
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A candidate's response to a candidate field, per application: one row per application and field. */
@Entity({ name: 'custom_field_values' })
export class CustomFieldValueEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'field_id' }) fieldId!: string;
  @Column('text', { array: true }) value!: string[];
  @Column('uuid', { name: 'updated_by' }) updatedBy!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
