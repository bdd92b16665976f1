import { Get, Query, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { ALL_FILE_CONTENT_TYPES, FILE_CONTENT_TYPES } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiAfterPosition } from '@ats/api/platform/read-model-freshness';
import { ApplicationsHttpController } from '../../applications.http-controller.decorator';
import { FileIdParam } from '../file-id-param';
import { ListFilesQuery, ReadFileQuery, type FileContent } from './file-queries.query-handler';
import { ApplicationFileListResponseDto } from './file-queries.response.dto';

const BINARY = { schema: { type: 'string', format: 'binary' } } as const;

/**
 * The bytes as a file to save or to render, never to be sniffed into something else, never cached by a
 * shared cache (they are personal data). The name goes through `res.attachment` (the content-disposition
 * package): quoted and escaped, with an RFC 5987 UTF-8 form for names outside ASCII.
 */
export const send = (
  response: Response,
  { file, downloadName, content }: Pick<FileContent, 'downloadName' | 'content'> & { file: { contentType: string; sizeBytes: number } },
  disposition: 'attachment' | 'inline',
): StreamableFile => {
  response.attachment(downloadName);
  if (disposition === 'inline') response.setHeader('Content-Disposition', String(response.getHeader('Content-Disposition')).replace(/^attachment/, 'inline'));
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Length', String(file.sizeBytes));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', 'private, no-store');
  return new StreamableFile(content);
};

@ApplicationsHttpController()
export class FileQueriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/files')
  @ApiOperation({ summary: 'The files of the candidate’s profile, newest first (confidential ones only with confidential access)' })
  @ApiOkResponse({ type: ApplicationFileListResponseDto })
  @ApiAfterPosition()
  list(@CurrentCaller() caller: Caller, @IdParam() id: string, @Query('afterPosition') afterPosition?: string): Promise<ApplicationFileListResponseDto> {
    return this.queries.execute(new ListFilesQuery(caller, id, afterPosition));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/files/:fileId/download')
  @ApiOperation({ summary: 'Download a file (as an attachment under its name)' })
  @ApiProduces(...ALL_FILE_CONTENT_TYPES)
  @ApiOkResponse(BINARY)
  async download(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @FileIdParam() fileId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return send(response, await this.queries.execute(new ReadFileQuery(caller, id, fileId, 'download')), 'attachment');
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/files/:fileId/view')
  @ApiOperation({ summary: 'A PDF file for the in-browser viewer (a .docx answers 400 “We cannot view .docx file type.”)' })
  @ApiProduces(FILE_CONTENT_TYPES.pdf)
  @ApiOkResponse(BINARY)
  async view(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @FileIdParam() fileId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return send(response, await this.queries.execute(new ReadFileQuery(caller, id, fileId, 'view')), 'inline');
  }
}
