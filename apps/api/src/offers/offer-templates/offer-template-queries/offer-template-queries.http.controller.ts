import { Get, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { PERMISSIONS } from '@ats/domain/identity';
import { OFFER_TEMPLATE_PERMISSIONS } from '@ats/domain/offer-templates';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { send } from '@ats/api/applications/files/file-queries/file-queries.http.controller';
import { OFFER_TEMPLATE_SETTINGS_PLAN } from '../add-offer-template/add-offer-template.http.controller';
import { OfferTemplateResponseDto } from '../offer-template.response.dto';
import { OfferTemplatesHttpController } from '../offer-templates.http-controller.decorator';
import {
  ListOfferTemplatesQuery,
  OfferTemplateLetterQuery,
  OfferTemplateQuery,
  type OfferLetterContent,
} from './offer-template-queries.query-handler';

/**
 * Read by the settings pages and by whoever sends offers (spec 03 §6 "Send offer": with the company
 * permission for offer letter templates): the template permission, or offers permission on some job.
 */
const READERS = {
  companyPermissions: OFFER_TEMPLATE_SETTINGS_PLAN,
  jobPermissions: [OFFER_TEMPLATE_PERMISSIONS.list, PERMISSIONS.candidatesOffers],
};

const sendLetter = (response: Response, letter: OfferLetterContent, disposition: 'attachment' | 'inline'): StreamableFile =>
  send(response, { file: letter, downloadName: letter.fileName, content: letter.content as never }, disposition);

@OfferTemplatesHttpController()
export class OfferTemplateQueriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @RouteAccess(READERS)
  @Get()
  @ApiOperation({ summary: 'The company’s offer letter templates by name' })
  @ApiOkResponse({ type: [OfferTemplateResponseDto] })
  list(@CurrentCaller() caller: Caller): Promise<OfferTemplateResponseDto[]> {
    return this.queries.execute(new ListOfferTemplatesQuery(caller.companyId));
  }

  @RouteAccess(READERS)
  @Get(':id/letter')
  @ApiOperation({ summary: 'Download the template’s .docx as uploaded' })
  @ApiProduces('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async letter(@CurrentCaller() caller: Caller, @IdParam() id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return sendLetter(response, await this.queries.execute(new OfferTemplateLetterQuery(caller, id, false)), 'attachment');
  }

  @RouteAccess(READERS)
  @Get(':id/preview')
  @ApiOperation({ summary: 'The template’s letter as a PDF (LibreOffice), placeholders as written: the preview step' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async preview(@CurrentCaller() caller: Caller, @IdParam() id: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return sendLetter(response, await this.queries.execute(new OfferTemplateLetterQuery(caller, id, true)), 'inline');
  }

  @RouteAccess(READERS)
  @Get(':id')
  @ApiOperation({ summary: 'One offer letter template' })
  @ApiOkResponse({ type: OfferTemplateResponseDto })
  one(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<OfferTemplateResponseDto> {
    return this.queries.execute(new OfferTemplateQuery(caller, id));
  }
}
