import { Body, Controller, Get, Patch } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller, SignedInUser } from '../identity/caller';
import { CurrentCaller, CurrentUser } from '../identity/caller.decorator';
import { AllowWithoutCompany, ANY_SIGNED_IN_USER, RouteAccess } from '../identity/route-access.decorator';
import { GetCurrentUserQuery } from './current-user/current-user.query-handler';
import { GetEmailSignatureQuery } from './email-signature/email-signature.query-handler';
import { EmailSignatureResponseDto } from './email-signature/email-signature.response.dto';
import { UpdateProfileCommand } from './update-profile/update-profile.command-handler';
import { UpdateProfileRequestDto } from './update-profile/update-profile.request.dto';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersHttpController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /** The current user (spec 01 §3.1), also while a self-serve sign-up has no company yet. */
  @RouteAccess(ANY_SIGNED_IN_USER)
  @AllowWithoutCompany()
  @Get('me')
  @ApiOperation({ summary: 'The signed-in user with roles, permissions and company' })
  me(@CurrentUser() caller: SignedInUser) {
    return this.queries.execute(new GetCurrentUserQuery(caller));
  }

  /**
   * The signature the caller's e-mails to candidates end with (their own, else the company's), for the e-mail
   * composer's read-only preview; it is added when an e-mail is composed, not edited there.
   */
  @RouteAccess(ANY_SIGNED_IN_USER)
  @Get('me/email-signature')
  @ApiOperation({ summary: 'The signature the signed-in user’s e-mails to candidates end with: their own, else the company’s' })
  @ApiOkResponse({ type: EmailSignatureResponseDto })
  emailSignature(@CurrentCaller() caller: Caller): Promise<EmailSignatureResponseDto> {
    return this.queries.execute(new GetEmailSignatureQuery(caller));
  }

  /**
   * The caller's own profile (spec 03 "Profile screen"): names, time zone and e-mail signature; the e-mail is changed
   * by a verified flow of its own, not here. Answers the user as `GET /users/me` then does.
   */
  @RouteAccess(ANY_SIGNED_IN_USER)
  @Patch('me')
  @ApiOperation({ summary: 'Change the signed-in user’s first name, last name, time zone and e-mail signature' })
  async updateMe(@CurrentCaller() caller: Caller, @Body() body: UpdateProfileRequestDto) {
    await this.commands.execute(
      new UpdateProfileCommand(caller, { firstName: body.firstName, lastName: body.lastName, timeZone: body.timeZone, emailSignature: body.emailSignature }),
    );
    return this.queries.execute(new GetCurrentUserQuery(caller));
  }
}
