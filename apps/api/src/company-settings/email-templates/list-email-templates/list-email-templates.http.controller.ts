import { Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { EMAIL_TEMPLATE_PERMISSIONS } from '@ats/domain/email-templates';
import type { Caller } from '@ats/api/identity/caller';
import { CurrentCaller } from '@ats/api/identity/caller.decorator';
import { RouteAccess } from '@ats/api/identity/route-access.decorator';
import { EmailTemplatesHttpController } from '../email-templates.http-controller.decorator';
import { EmailTemplateResponseDto } from '../email-template.response.dto';
import { ListEmailTemplatesQuery } from './list-email-templates.query-handler';

@EmailTemplatesHttpController()
export class ListEmailTemplatesHttpController {
  constructor(private readonly queries: QueryBus) {}

  @RouteAccess({ permissions: [EMAIL_TEMPLATE_PERMISSIONS.list] })
  @Get('company')
  @ApiOperation({ summary: 'The company’s e-mail templates and the system templates (spec 03 §7)' })
  @ApiOkResponse({ type: [EmailTemplateResponseDto] })
  list(@CurrentCaller() caller: Caller): Promise<EmailTemplateResponseDto[]> {
    return this.queries.execute(new ListEmailTemplatesQuery(caller.companyId));
  }
}
