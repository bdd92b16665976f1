import { Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { FileErrors, MAX_FILE_BYTES } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import { decodeFileName } from '@ats/api/applications/files/upload-file/upload-file.http.controller';
import { FileUploadInterceptor } from '@ats/api/applications/files/upload-file/upload-interceptor';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { CommandId } from '@ats/api/platform/command-id';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { BulkActionsHttpController } from '../bulk-actions.http-controller.decorator';
import { UploadBulkEmailAttachmentCommand } from './bulk-email-attachments.command-handler';

export class BulkEmailAttachmentRequestDto {
  @ApiProperty({ type: 'string', format: 'binary', description: `A PDF or a .docx, at most ${MAX_FILE_BYTES} bytes; its type is read from its bytes` })
  file!: unknown;
}

export class BulkEmailAttachmentResponseDto {
  @ApiProperty({ format: 'uuid', description: 'Name it in attachmentIds of POST /bulk-actions/send-email' }) id!: string;
  @ApiProperty() fileName!: string;
  @ApiProperty() sizeBytes!: number;
}

/**
 * A file for a bulk e-mail (spec 03 "Email composer": attachments), uploaded once before the e-mail is queued;
 * each candidate's e-mail then attaches its own copy among the application's files. A retried request (same
 * Idempotency-Key) keeps one file.
 */
@BulkActionsHttpController()
export class BulkEmailAttachmentsHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesEmails] })
  @Post('email-attachments')
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BulkEmailAttachmentRequestDto })
  @ApiOperation({ summary: 'Upload a file to attach to a bulk e-mail (a PDF or a .docx of at most 5 MB)' })
  @ApiCreatedResponse({ type: BulkEmailAttachmentResponseDto })
  @ApiErrorResponses()
  async upload(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<BulkEmailAttachmentResponseDto> {
    if (!file) throw FileErrors.missing();
    const attachment = await this.commands.execute(
      new UploadBulkEmailAttachmentCommand(caller, commandId, { originalName: decodeFileName(file.originalname), bytes: file.buffer }),
    );
    return { id: attachment.id, fileName: attachment.fileName, sizeBytes: attachment.sizeBytes };
  }
}
