import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangeFileCommandHandler } from './change-file/change-file.command-handler';
import { ChangeFileHttpController } from './change-file/change-file.http.controller';
import { ListFilesQueryHandler, ReadFileQueryHandler } from './file-queries/file-queries.query-handler';
import { FileQueriesHttpController } from './file-queries/file-queries.http.controller';
import { UploadFileCommandHandler } from './upload-file/upload-file.command-handler';
import { UploadFileHttpController } from './upload-file/upload-file.http.controller';

/** The Files section of the candidate profile (spec 02 §2.13, §6.3): upload, list, rename, confidential, download, view, delete. */
@Module({
  imports: [CqrsModule],
  controllers: [UploadFileHttpController, ChangeFileHttpController, FileQueriesHttpController],
  providers: [UploadFileCommandHandler, ChangeFileCommandHandler, ListFilesQueryHandler, ReadFileQueryHandler],
})
export class ApplicationFilesModule {}
