import { Delete } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { OFFER_TEMPLATE_PERMISSIONS } from '@ats/domain/offer-templates';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { IdParam } from '@ats/api/platform/id-param';
import { SettingIdResponseDto } from '@ats/api/company-settings/setting-id.response.dto';
import { OFFER_TEMPLATE_SETTINGS_PLAN } from '../add-offer-template/add-offer-template.http.controller';
import { OfferTemplatesHttpController } from '../offer-templates.http-controller.decorator';
import { DeleteOfferTemplateCommand } from './delete-offer-template.command-handler';

@OfferTemplatesHttpController()
export class DeleteOfferTemplateHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ companyPermissions: OFFER_TEMPLATE_SETTINGS_PLAN, permissions: [OFFER_TEMPLATE_PERMISSIONS.delete] })
  @Delete(':id')
  @ApiOperation({ summary: 'Delete an offer letter template; offers made from it keep their letters' })
  @ApiOkResponse({ type: SettingIdResponseDto })
  remove(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<SettingIdResponseDto> {
    return this.commands.execute(new DeleteOfferTemplateCommand(caller, id));
  }
}
