import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import {
  BulkActionItemsQueryHandler,
  BulkActionPanelQueryHandler,
  BulkActionStatusQueryHandler,
} from './bulk-action-queries/bulk-action-queries.query-handler';
import { BulkActionQueriesHttpController } from './bulk-action-queries/bulk-action-queries.http.controller';
import {
  CancelBulkActionCommandHandler,
  ClearBulkActionPanelCommandHandler,
  UndoBulkActionCommandHandler,
} from './change-bulk-action/change-bulk-action.command-handler';
import { ChangeBulkActionHttpController } from './change-bulk-action/change-bulk-action.http.controller';
import { UploadBulkEmailAttachmentCommandHandler } from './bulk-email-attachments/bulk-email-attachments.command-handler';
import { BulkEmailAttachmentsHttpController } from './bulk-email-attachments/bulk-email-attachments.http.controller';
import { RequestBulkActionCommandHandler } from './request-bulk-action/request-bulk-action.command-handler';
import { RequestBulkActionHttpController } from './request-bulk-action/request-bulk-action.http.controller';

/** Bulk actions (spec 02 §2.14, §7.3; 01 §2.7): queue, watch, cancel, undo, clear the panel. */
@Module({
  imports: [CqrsModule],
  controllers: [BulkActionQueriesHttpController, RequestBulkActionHttpController, ChangeBulkActionHttpController, BulkEmailAttachmentsHttpController],
  providers: [
    RequestBulkActionCommandHandler,
    UploadBulkEmailAttachmentCommandHandler,
    CancelBulkActionCommandHandler,
    UndoBulkActionCommandHandler,
    ClearBulkActionPanelCommandHandler,
    BulkActionStatusQueryHandler,
    BulkActionPanelQueryHandler,
    BulkActionItemsQueryHandler,
  ],
})
export class BulkActionsModule {}
