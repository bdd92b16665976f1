import { Delete, Get, Put, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty } from '@nestjs/swagger';
import type { Response } from 'express';
import { FILE_CONTENT_TYPES, FileErrors, MAX_FILE_BYTES } from '@ats/domain/applications';
import { EMAIL_TEMPLATE_PERMISSIONS } from '@ats/domain/email-templates';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { FileIdParam } from '@ats/api/applications/files/file-id-param';
import { send } from '@ats/api/applications/files/file-queries/file-queries.http.controller';
import { FileUploadInterceptor } from '@ats/api/applications/files/upload-file/upload-interceptor';
import { decodeFileName } from '@ats/api/applications/files/upload-file/upload-file.http.controller';
import { SettingIdResponseDto } from '../../setting-id.response.dto';
import { EmailTemplatesHttpController } from '../email-templates.http-controller.decorator';
import { AttachFileCommand } from './attach-file.command-handler';
import { ReadAttachmentQuery } from './read-attachment.query-handler';
import { RemoveAttachmentCommand } from './remove-attachment.command-handler';

/** The multipart form, as the OpenAPI document shows it. */
export class AttachFileRequestDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description: `A PDF or a .docx, at most ${MAX_FILE_BYTES} bytes; its type is read from its bytes`,
  })
  file!: unknown;
}

@EmailTemplatesHttpController()
export class TemplateAttachmentsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ permissions: [EMAIL_TEMPLATE_PERMISSIONS.edit] })
  @Put('update-email-template-attachment/:id')
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AttachFileRequestDto })
  @ApiOperation({ summary: 'Attach a file to a company e-mail template (spec 03 §7): a PDF or .docx of at most 5 MB' })
  @ApiOkResponse({ type: SettingIdResponseDto, description: 'The new attachment’s id' })
  @ApiErrorResponses(409)
  attach(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<SettingIdResponseDto> {
    if (!file) throw FileErrors.missing();
    return this.commands.execute(
      new AttachFileCommand(caller, id, { originalName: decodeFileName(file.originalname), bytes: file.buffer }),
    );
  }

  @RouteAccess({ permissions: [EMAIL_TEMPLATE_PERMISSIONS.edit] })
  @Delete(':id/attachments/:fileId')
  @ApiOperation({ summary: 'Remove an attachment from a company e-mail template' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  remove(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @FileIdParam() fileId: string,
  ): Promise<SettingIdResponseDto> {
    return this.commands.execute(new RemoveAttachmentCommand(caller, id, fileId));
  }

  @RouteAccess({ permissions: [EMAIL_TEMPLATE_PERMISSIONS.list] })
  @Get(':id/attachments/:fileId')
  @ApiOperation({ summary: 'Download an attachment of a company e-mail template' })
  @ApiProduces(...Object.values(FILE_CONTENT_TYPES))
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async download(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @FileIdParam() fileId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const { attachment, content } = await this.queries.execute(new ReadAttachmentQuery(caller.companyId, id, fileId));
    return send(response, { file: attachment, downloadName: attachment.fileName, content }, 'attachment');
  }
}
