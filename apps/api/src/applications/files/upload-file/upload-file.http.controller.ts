import { Body, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FileErrors, MAX_FILE_BYTES } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { CommandId } from '@ats/api/platform/command-id';
import { CommandResultDto } from '@ats/api/platform/command-result.dto';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { ApplicationsHttpController } from '../../applications.http-controller.decorator';
import { UploadFileCommand, type UploadFileResult } from './upload-file.command-handler';
import { FileUploadInterceptor } from './upload-interceptor';

/** The multipart form, as the OpenAPI document shows it. */
export class UploadFileRequestDto {
  @ApiProperty({ type: 'string', format: 'binary', description: `A PDF or a .docx, at most ${MAX_FILE_BYTES} bytes; its type is read from its bytes` })
  file!: unknown;

  @ApiPropertyOptional({ type: 'string', enum: ['true', 'false'], description: 'Upload as confidential (needs confidential access)' })
  confidential?: 'true' | 'false';
}

export class UploadFileResponseDto extends CommandResultDto {
  @ApiProperty({ format: 'uuid', description: 'The new file’s id' }) fileId!: string;
}

@ApplicationsHttpController()
export class UploadFileHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Post(':id/files')
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadFileRequestDto })
  @ApiOperation({ summary: 'Upload a file to the candidate’s profile (spec 02 §2.13): a PDF or a .docx of at most 5 MB' })
  @ApiCreatedResponse({ type: UploadFileResponseDto })
  @ApiErrorResponses(409)
  upload(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Body() body: Record<string, unknown> | undefined,
  ): Promise<UploadFileResult> {
    if (!file) throw FileErrors.missing();
    const confidential = body?.confidential;
    if (confidential !== undefined && confidential !== 'true' && confidential !== 'false') {
      throw FileErrors.invalidConfidentialFlag();
    }
    return this.commands.execute(
      new UploadFileCommand(caller, commandId, id, { originalName: decodeFileName(file.originalname), bytes: file.buffer }, confidential === 'true'),
    );
  }
}

/**
 * Busboy reads a part's filename as latin1 unless told otherwise; browsers send UTF-8 ('سيرة ذاتية.pdf'). Read
 * it back as UTF-8 when that is what the bytes were.
 */
export const decodeFileName = (name: string): string => {
  const utf8 = Buffer.from(name, 'latin1').toString('utf8');
  return utf8.includes('\uFFFD') ? name : utf8;
};

