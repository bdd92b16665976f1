import { Body, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { OFFER_TEMPLATE_PERMISSIONS } from '@ats/domain/offer-templates';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { ApiErrorResponses } from '@ats/api/platform/openapi';
import { FileUploadInterceptor } from '@ats/api/applications/files/upload-file/upload-interceptor';
import { SettingIdResponseDto } from '@ats/api/company-settings/setting-id.response.dto';
import { OFFER_TEMPLATE_SETTINGS_PLAN } from '../add-offer-template/add-offer-template.http.controller';
import { EditOfferTemplateRequestDto, ReplaceOfferLetterRequestDto } from '../offer-template.request.dto';
import { OfferTemplatesHttpController } from '../offer-templates.http-controller.decorator';
import { readOfferLetter } from '../offer-letter-upload';
import { EditOfferTemplateCommand } from './edit-offer-template.command-handler';

@OfferTemplatesHttpController()
export class EditOfferTemplateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ companyPermissions: OFFER_TEMPLATE_SETTINGS_PLAN, permissions: [OFFER_TEMPLATE_PERMISSIONS.edit] })
  @Put(':id/letter')
  @UseInterceptors(FileUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ReplaceOfferLetterRequestDto })
  @ApiOperation({ summary: 'Replace an offer letter template’s .docx; fillers are kept for the placeholders it still holds' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  async replaceLetter(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<SettingIdResponseDto> {
    return this.commands.execute(new EditOfferTemplateCommand(caller, id, { letter: await readOfferLetter(file) }));
  }

  @RouteAccess({ companyPermissions: OFFER_TEMPLATE_SETTINGS_PLAN, permissions: [OFFER_TEMPLATE_PERMISSIONS.edit] })
  @Put(':id')
  @ApiOperation({ summary: 'Rename an offer letter template and choose who fills each placeholder (step 2 of 3)' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  @ApiErrorResponses(409)
  edit(@CurrentCaller() caller: Caller, @IdParam() id: string, @Body() body: EditOfferTemplateRequestDto): Promise<SettingIdResponseDto> {
    return this.commands.execute(new EditOfferTemplateCommand(caller, id, { name: body.name, placeholders: body.placeholders }));
  }
}
