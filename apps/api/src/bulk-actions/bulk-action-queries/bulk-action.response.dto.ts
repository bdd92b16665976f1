import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const PROGRESS_BAR_STATUSES = ['started', 'inprogress', 'completed', 'failed'];
const NOTIFICATION_TYPES = ['BULK_SEND_EMAIL', 'BULK_ARCHIVE', 'BULK_UNARCHIVE', 'BULK_PARSE_CV', 'BULK_PROGRESS_CANDIDATES', 'BULK_SCHEDULE_INTERVIEW', 'BULK_SCORE_CVS', 'BULK_ACTION'];

/** A bulk action as the progress panel shows it (spec 01 §3.10), with what cancel and undo need. */
export class BulkActionStatusResponseDto {
  @ApiProperty({ format: 'uuid' }) progressBarId!: string;
  @ApiProperty({ enum: NOTIFICATION_TYPES }) notificationType!: string;
  @ApiProperty({ description: 'The API path segment of the action (owner-change, archive-change, …, undo)' }) kind!: string;
  @ApiProperty({ enum: PROGRESS_BAR_STATUSES }) progressBarStatus!: string;
  @ApiProperty({ type: 'integer', description: 'Applications done: succeeded, or already in the asked state (skipped)' }) completedCount!: number;
  @ApiProperty({ type: 'integer' }) failedCount!: number;
  @ApiProperty({ type: 'integer', description: 'Of the completed, those skipped (already so, or for an undo changed since)' }) skippedCount!: number;
  @ApiProperty({ type: 'integer' }) totalCount!: number;
  @ApiProperty({ description: 'The candidate list of the action’s applications; add bulkActionApplications=failed|success' }) link!: string;
  @ApiProperty() cancelRequested!: boolean;
  @ApiProperty({ description: 'Cancelled before every item was processed' }) cancelled!: boolean;
  @ApiProperty() finished!: boolean;
  @ApiProperty({ description: 'Finished, reversible, not undone yet, with something to undo' }) canUndo!: boolean;
  @ApiPropertyOptional({ type: 'string', format: 'uuid', nullable: true }) undoOf!: string | null;
  @ApiPropertyOptional({ type: 'string', format: 'uuid', nullable: true }) undoneBy!: string | null;
  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Send later: the action waits until then before its first item, and a cancel meanwhile applies none',
  })
  scheduledAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class BulkActionItemResponseDto {
  @ApiProperty({ format: 'uuid' }) applicationId!: string;
  @ApiProperty({ enum: ['FAILED', 'SKIPPED', 'SUCCEEDED'], description: 'SUCCEEDED only for an item whose e-mail an undo cannot take back' }) outcome!: string;
  @ApiProperty() reason!: string;
}

export class BulkActionItemsResponseDto {
  @ApiProperty({ type: [BulkActionItemResponseDto], description: 'The applications not applied, with why, and those applied with an e-mail sent (not undoable)' }) items!: BulkActionItemResponseDto[];
}

export class ClearedBulkActionsResponseDto {
  @ApiProperty({ type: 'integer' }) cleared!: number;
}
