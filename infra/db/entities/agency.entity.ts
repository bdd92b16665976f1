import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A company's recruitment agency (spec 02 §3.12); the jobs assigned to it are on the jobs' streams. */
@Entity({ name: 'agencies' })
export class AgencyEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'contact_name' }) contactName!: string;
  @Column('text', { name: 'contact_email' }) contactEmail!: string;
  @Column('text', { name: 'invitation_subject' }) invitationSubject!: string;
  @Column('text', { name: 'invitation_body' }) invitationBody!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
