import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * How far a projector, the Kafka relay or a process starter has read the global event order, and whether it
 * is stuck: `failures` consecutive failed batches since `failingSince`, the last one for `lastError`.
 */
@Entity({ name: 'checkpoints' })
export class CheckpointEntity {
  @PrimaryColumn('text') name!: string;
  @Column('bigint') position!: string;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @Column('int', { default: 0 }) failures!: number;
  @Column('timestamptz', { name: 'failing_since', nullable: true }) failingSince!: Date | null;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
}
