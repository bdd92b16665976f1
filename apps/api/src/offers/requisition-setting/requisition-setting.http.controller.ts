import { Body, Controller, Get, Put } from '@nestjs/common';
import { PERMISSIONS } from '@ats/domain/identity';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { OFFER_TEMPLATE_PERMISSIONS } from '@ats/domain/offer-templates';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { IdParam } from '../../platform/id-param';
import { RequisitionsForOfferQuery } from './requisitions-for-offer.query-handler';
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

export class OpenRequisitionResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() openingId!: string;
  @ApiProperty() requisitionName!: string;
  @ApiProperty() roleName!: string;
}

export class RequisitionsForOfferResponseDto extends RequisitionForOfferResponseDto {
  @ApiProperty({ type: [OpenRequisitionResponseDto], description: 'The company’s approved requisitions not yet hired' })
  requisitions!: OpenRequisitionResponseDto[];
}

/** `PUT /company/toogle-requisition-for-offer/{id}` (spelt so, spec 03 §7): whether offers need a requisition. */
@ApiTags('offers')
@ApiBearerAuth()
@Controller('company')
export class RequisitionSettingHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The send-offer form's picker: offer senders need not see the hiring plan, so it lists only what they may link. */
  @RouteAccess({ companyPermissions: [OFFER_TEMPLATE_PERMISSIONS.plan], jobPermissions: [PERMISSIONS.candidatesOffers] })
  @Get('requisitions-for-offer')
  @ApiOperation({ summary: 'Whether offers must be linked to a requisition, and the company’s open requisitions to link one to' })
  @ApiOkResponse({ type: RequisitionsForOfferResponseDto })
  requisitionsForOffer(@CurrentCaller() caller: Caller): Promise<RequisitionsForOfferResponseDto> {
    return this.queries.execute(new RequisitionsForOfferQuery(caller));
  }

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
