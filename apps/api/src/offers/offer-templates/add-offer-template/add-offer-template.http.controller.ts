import { Body, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { OFFER_TEMPLATE_PERMISSIONS } from '@ats/domain/offer-templates';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { FileUploadInterceptor } from '@ats/api/applications/files/upload-file/upload-interceptor';
import { SettingIdResponseDto } from '@ats/api/company-settings/setting-id.response.dto';
import { AddOfferTemplateFormDto, AddOfferTemplateRequestDto } from '../offer-template.request.dto';
import { OfferTemplatesHttpController } from '../offer-templates.http-controller.decorator';
import { readOfferLetter } from '../offer-letter-upload';
import { AddOfferTemplateCommand } from './add-offer-template.command-handler';

/** Spec 03 §6: offer letter template settings need all of their listed permissions. */
export const OFFER_TEMPLATE_SETTINGS_PLAN = [OFFER_TEMPLATE_PERMISSIONS.plan];

@OfferTemplatesHttpController()
export class AddOfferTemplateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ companyPermissions: OFFER_TEMPLATE_SETTINGS_PLAN, permissions: [OFFER_TEMPLATE_PERMISSIONS.add] })
  @Post()
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AddOfferTemplateFormDto })
  @ApiOperation({ summary: 'Add an offer letter template: a name and a .docx with [placeholders] (step 1 of 3)' })
  @ApiCreatedResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  async add(
    @CurrentCaller() caller: Caller,
    @Body() body: AddOfferTemplateRequestDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<SettingIdResponseDto> {
    return this.commands.execute(new AddOfferTemplateCommand(caller, body.name, await readOfferLetter(file)));
  }
}
