import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every change to relational configuration, written in the same transaction as the change. */
@Entity({ name: 'audit_log' })
@Index(['companyId', 'entity', 'entityId'])
export class AuditEntryEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'actor_id' }) actorId!: string;
  @Column('text') entity!: string;
  @Column('text', { name: 'entity_id' }) entityId!: string;
  @Column('text') action!: 'create' | 'update' | 'delete';
  @Column('jsonb', { nullable: true }) before!: Record<string, unknown> | null;
  @Column('jsonb', { nullable: true }) after!: Record<string, unknown> | null;
  @CreateDateColumn({ name: 'at', type: 'timestamptz' }) at!: Date;
}
