import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per bulk action (spec 01 §3.10's panel item), kept from its `bulk-action-<id>` stream. */
@Entity({ name: 'rm_bulk_actions' })
export class BulkActionEntity {
  @PrimaryColumn('uuid', { name: 'bulk_action_id' }) bulkActionId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  /** Who asked: the panel is theirs. */
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') kind!: string;
  @Column('text', { name: 'notification_type' }) notificationType!: string;
  @Column('int', { name: 'total_count' }) totalCount!: number;
  @Column('int', { name: 'succeeded_count' }) succeededCount!: number;
  @Column('int', { name: 'failed_count' }) failedCount!: number;
  @Column('int', { name: 'skipped_count' }) skippedCount!: number;
  @Column('boolean', { name: 'cancel_requested' }) cancelRequested!: boolean;
  @Column('boolean') finished!: boolean;
  @Column('boolean') reversible!: boolean;
  @Column('uuid', { name: 'undo_of', nullable: true }) undoOf!: string | null;
  @Column('uuid', { name: 'undone_by', nullable: true }) undoneBy!: string | null;
  @Column('boolean') cleared!: boolean;
  /** 'Send later': the action waits until then before its first item (a bulk e-mail); null: at once. */
  @Column('timestamptz', { name: 'scheduled_at', nullable: true }) scheduledAt!: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'finished_at', nullable: true }) finishedAt!: Date | null;
  @Column('int') revision!: number;
}

/** The result of one application of a bulk action: what the details dialog counts and its links list. */
@Entity({ name: 'rm_bulk_action_items' })
export class BulkActionItemEntity {
  @PrimaryColumn('uuid', { name: 'bulk_action_id' }) bulkActionId!: string;
  @PrimaryColumn('uuid', { name: 'application_id' }) applicationId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') outcome!: string;
  @Column('text', { nullable: true }) reason!: string | null;
}
