import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddArchivalReasonCommandHandler } from './add-archival-reason/add-archival-reason.command-handler';
import { AddArchivalReasonHttpController } from './add-archival-reason/add-archival-reason.http.controller';
import { DeleteArchivalReasonCommandHandler } from './delete-archival-reason/delete-archival-reason.command-handler';
import { DeleteArchivalReasonHttpController } from './delete-archival-reason/delete-archival-reason.http.controller';
import { ListArchivalReasonsHttpController } from './list-archival-reasons/list-archival-reasons.http.controller';
import { ListArchivalReasonsQueryHandler } from './list-archival-reasons/list-archival-reasons.query-handler';

/** Archival reasons (spec 02 §2.7, §3.6, §5.11, §7.2): the list, and adding and deleting the company's own. */
@Module({
  imports: [CqrsModule],
  controllers: [ListArchivalReasonsHttpController, AddArchivalReasonHttpController, DeleteArchivalReasonHttpController],
  providers: [ListArchivalReasonsQueryHandler, AddArchivalReasonCommandHandler, DeleteArchivalReasonCommandHandler],
})
export class ArchivalReasonsModule {}
