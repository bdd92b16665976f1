import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SelfServeErrors } from '@ats/domain/identity/self-serve';
import type { Caller, SignedInUser } from '../identity/caller';
import { CurrentCaller, CurrentUser } from '../identity/caller.decorator';
import { Public } from '../identity/public.decorator';
import { AllowWithoutCompany, RouteAccess } from '../identity/route-access.decorator';
import { ApiErrorResponses } from '../platform/openapi';
import { CheckCompanyDomainQuery } from './check-company-domain/check-company-domain.query-handler';
import { CheckCompanyDomainRequestDto } from './check-company-domain/check-company-domain.request.dto';
import { CreateCompanyCommand } from './create-company/create-company.command-handler';
import { CreateCompanyRequestDto } from './create-company/create-company.request.dto';
import { CreateSignUpCommand } from './create-sign-up/create-sign-up.command-handler';
import { CreateSignUpRequestDto } from './create-sign-up/create-sign-up.request.dto';
import { SubmitOnboardingResponsesCommand } from './onboarding-responses/onboarding-responses.command-handler';
import { OnboardingResponsesRequestDto } from './onboarding-responses/onboarding-responses.request.dto';
import { ResendSignUpCodeCommand } from './resend-sign-up-code/resend-sign-up-code.command-handler';
import { VerifySignUpEmailCommand } from './verify-sign-up-email/verify-sign-up-email.command-handler';
import { VerifySignUpEmailRequestDto } from './verify-sign-up-email/verify-sign-up-email.request.dto';

// An id that is not a UUID is as unknown as any other (spec 01 §8 "User ID not found…").
const signUpId = new ParseUUIDPipe({ exceptionFactory: () => SelfServeErrors.userNotFound() });

/**
 * Self-serve sign-up (spec 01 §2.10, §4.15; docs/api.md "Self-serve sign-up"). Before the e-mail is verified
 * the calls are public; after it, the user holds a session without a company (`@AllowWithoutCompany()`)
 * until they create or join one.
 */
@ApiTags('self-serve sign-up')
@Controller('company/self-serve')
export class SelfServeHttpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Post('create')
  @ApiOperation({ summary: 'Start a sign-up with a work e-mail; a verification code is e-mailed' })
  @ApiErrorResponses(409, 429)
  create(@Body() body: CreateSignUpRequestDto, @Req() request: Request): Promise<{ userId: string }> {
    return this.commands.execute(new CreateSignUpCommand(body, request.ip ?? null));
  }

  @Public()
  @Post('resend-email/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a new verification code to an unverified sign-up' })
  @ApiErrorResponses(429)
  resend(@Param('id', signUpId) id: string, @Req() request: Request) {
    return this.commands.execute(new ResendSignUpCodeCommand(id, request.ip ?? null));
  }

  @Public()
  @Post('verify-email-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify the e-mail with its code; answers a session without a company' })
  @ApiErrorResponses(429)
  verify(@Body() body: VerifySignUpEmailRequestDto) {
    return this.commands.execute(new VerifySignUpEmailCommand(body.userId, body.otp));
  }

  @AllowWithoutCompany()
  @Post('check-company-domain')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Whether a company already owns the signed-in user’s e-mail domain' })
  checkCompanyDomain(@CurrentUser() user: SignedInUser, @Body() body: CheckCompanyDomainRequestDto) {
    return this.queries.execute(new CheckCompanyDomainQuery(user, body.userId));
  }

  @AllowWithoutCompany()
  @Post('create-company')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Create the company for the user’s e-mail domain; the user becomes its Super Admin' })
  @ApiErrorResponses(409)
  createCompany(@CurrentUser() user: SignedInUser, @Body() body: CreateCompanyRequestDto) {
    return this.commands.execute(new CreateCompanyCommand(user, body.companyName, body.partnerName));
  }

  @RouteAccess({ roles: ['COMPANY_ADMIN'] })
  @Post('company-onboarding-responses')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The onboarding questionnaire; completes the company’s onboarding' })
  onboardingResponses(@CurrentCaller() caller: Caller, @Body() body: OnboardingResponsesRequestDto) {
    return this.commands.execute(new SubmitOnboardingResponsesCommand(caller, body));
  }
}
