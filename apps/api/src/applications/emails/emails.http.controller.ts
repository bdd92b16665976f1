import { Body, Get, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { PERMISSIONS } from '@ats/domain/identity';
import type { Caller } from '../../identity/caller';
import { CurrentCaller } from '../../identity/caller.decorator';
import { RouteAccess } from '../../identity/route-access.decorator';
import { CommandId } from '../../platform/command-id';
import { IdParam } from '../../platform/id-param';
import { ApiErrorResponses } from '../../platform/openapi';
import { ApplicationsHttpController } from '../applications.http-controller.decorator';
import { CancelScheduledEmailCommand, SendCandidateEmailCommand, type EmailCommandResult } from './emails.command-handler';
import { ListEmailsQuery } from './emails.query-handler';
import { SendEmailRequestDto } from './emails.request.dto';
import { EmailCommandResultDto, EmailListResponseDto } from './emails.response.dto';

/** E-mails to the candidate on the profile's Emails tab (spec 02 §2.13; 03 Email, Email composer). */
@ApplicationsHttpController()
export class EmailsHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesProfilesView] })
  @Get(':id/emails')
  @ApiOperation({ summary: 'The application’s e-mails, newest first: sent, scheduled, cancelled, failed, with the candidate’s replies' })
  @ApiOkResponse({ type: EmailListResponseDto })
  list(@CurrentCaller() caller: Caller, @IdParam() id: string): Promise<EmailListResponseDto> {
    return this.queries.execute(new ListEmailsQuery(caller, id));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesEmails] })
  @Post(':id/emails')
  @ApiOperation({
    summary: 'Send an e-mail to the candidate now, or with scheduledAt at that time (a Temporal timer per e-mail); replies come back to its thread',
  })
  @ApiCreatedResponse({ type: EmailCommandResultDto })
  send(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @Body() body: SendEmailRequestDto,
  ): Promise<EmailCommandResult> {
    return this.commands.execute(new SendCandidateEmailCommand(caller, commandId, id, body));
  }

  @RouteAccess({ jobPermissions: [PERMISSIONS.candidatesEmails] })
  @Post(':id/emails/:emailId/cancel')
  @ApiOperation({ summary: 'Cancel a scheduled e-mail before its time' })
  @ApiParam({ name: 'emailId', format: 'uuid' })
  @ApiCreatedResponse({ type: EmailCommandResultDto })
  @ApiErrorResponses(409)
  cancel(
    @CurrentCaller() caller: Caller,
    @CommandId() commandId: string,
    @IdParam() id: string,
    @IdParam('emailId') emailId: string,
  ): Promise<EmailCommandResult> {
    return this.commands.execute(new CancelScheduledEmailCommand(caller, commandId, id, emailId));
  }
}
