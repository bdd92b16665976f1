import { Body, Controller, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { CommandBus } from '@nestjs/cqrs';
import { OFFER_TEMPLATE_PERMISSIONS } from '@ats/domain/offer-templates';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { ToggleRequisitionSettingCommand } from './toggle-requisition-setting.command-handler';

export class RequisitionForOfferRequestDto {
  @ApiPropertyOptional({ description: 'The new value; left out, the setting is toggled' })
  @IsOptional()
  @IsBoolean()
  isRequisitionMandatoryForOffer?: boolean;
}

export class RequisitionForOfferResponseDto {
  @ApiProperty() isRequisitionMandatoryForOffer!: boolean;
}

/** `PUT /company/toogle-requisition-for-offer/{id}` (spelt so, spec 03 §7): whether offers need a requisition. */
@ApiTags('offers')
@ApiBearerAuth()
@Controller('company')
export class RequisitionSettingHttpController {
  constructor(private readonly commands: CommandBus) {}

  @RouteAccess({ companyPermissions: [OFFER_TEMPLATE_PERMISSIONS.plan], permissions: [OFFER_TEMPLATE_PERMISSIONS.edit] })
  @Put('toogle-requisition-for-offer/:id')
  @ApiOperation({ summary: 'Toggle (or set) whether the company’s offers must be linked to a requisition' })
  @ApiOkResponse({ type: RequisitionForOfferResponseDto })
  async toggle(
    @CurrentCaller() caller: Caller,
    @IdParam() id: string,
    @Body() body: RequisitionForOfferRequestDto,
  ): Promise<RequisitionForOfferResponseDto> {
    const value = await this.commands.execute(new ToggleRequisitionSettingCommand(caller, id, body.isRequisitionMandatoryForOffer));
    return { isRequisitionMandatoryForOffer: value };
  }
}
