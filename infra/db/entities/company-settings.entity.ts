import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A company's location (spec 03 "Location"): jobs name one. */
@Entity({ name: 'locations' })
export class LocationEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') name!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A company's department (spec 03 "Department") with its head, a team member of the company. */
@Entity({ name: 'departments' })
export class DepartmentEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') name!: string;
  @Column('uuid', { name: 'head_of_department_id', nullable: true }) headOfDepartmentId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

/** A stage pipeline template (spec 02 §3.3): ordered stage names, Sourced and Application first, Hired last. */
@Entity({ name: 'pipeline_templates' })
export class PipelineTemplateEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'stage_names', array: true }) stageNames!: string[];
  /** One per company, made with the company; it cannot be deleted. */
  @Column('boolean', { name: 'is_default', default: false }) isDefault!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
