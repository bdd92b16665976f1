import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A company that joined the 'AI Headhunting' waitlist, once. */
@Entity({ name: 'ai_headhunting_waitlist' })
export class AiHeadhuntingWaitlistEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id', unique: true }) companyId!: string;
  @Column('uuid', { name: 'joined_by' }) joinedBy!: string;
  @Column('timestamptz', { name: 'joined_at' }) joinedAt!: Date;
}
