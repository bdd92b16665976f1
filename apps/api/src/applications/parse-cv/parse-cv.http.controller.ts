import { Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FileErrors, MAX_FILE_BYTES } from '@ats/domain/applications';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { ApiErrorResponses } from '../../platform/openapi';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { decodeFileName } from '../files/upload-file/upload-file.http.controller';
import { FileUploadInterceptor } from '../files/upload-file/upload-interceptor';
import { ParseCvCommand, type ParseCvResult } from './parse-cv.command-handler';

export class ParseCvRequestDto {
  @ApiProperty({ type: 'string', format: 'binary', description: `A PDF or a .docx, at most ${MAX_FILE_BYTES} bytes; its type is read from its bytes` })
  file!: unknown;
}

export class ParsedCvFieldsDto {
  @ApiProperty({ type: 'string', nullable: true }) firstName!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) lastName!: string | null;
  @ApiProperty({ type: [String] }) emails!: string[];
  @ApiProperty({ type: [String] }) phones!: string[];
  @ApiProperty({ type: 'string', nullable: true }) linkedin!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'A GitHub profile, else the first other personal link' }) portfolio!: string | null;
}

export class ParseCvResponseDto {
  @ApiProperty({ format: 'uuid', description: 'Send as cvFileId when adding the candidate: the CV becomes their CV file' }) cvFileId!: string;
  @ApiProperty() fileName!: string;
  @ApiProperty({ description: 'False when nothing could be read from the CV: fill in the form manually' }) parsed!: boolean;
  @ApiPropertyOptional({ type: 'string', nullable: true, example: 'Sorry, we cannot parse this file. Please fill in the form manually.' })
  message!: string | null;
  @ApiProperty({ type: ParsedCvFieldsDto }) fields!: ParsedCvFieldsDto;
}

@ApplicationsHttpController()
export class ParseCvHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** As adding a candidate: admin and recruiter only (spec 02 §6.3). */
  @RouteAccess({ roles: ['COMPANY_ADMIN', 'COMPANY_RECRUITER'], permissions: [PERMISSIONS.candidatesAll] })
  @Post('parse-cv')
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ParseCvRequestDto })
  @ApiOperation({ summary: 'Add candidate from a CV (spec 02 §2.12): upload a PDF or .docx, answer the fields read from it, keep it for the candidate' })
  @ApiCreatedResponse({ type: ParseCvResponseDto })
  @ApiErrorResponses()
  parse(@CurrentCaller() caller: Caller, @UploadedFile() file: Express.Multer.File | undefined): Promise<ParseCvResult> {
    if (!file) throw FileErrors.missing();
    return this.commands.execute(new ParseCvCommand(caller, { originalName: decodeFileName(file.originalname), bytes: file.buffer }));
  }
}
