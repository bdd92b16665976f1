import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** How far a projector, the Kafka relay or a process starter has read the global event order. */
@Entity({ name: 'checkpoints' })
export class CheckpointEntity {
  @PrimaryColumn('text') name!: string;
  @Column('bigint') position!: string;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
