import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AUTH_MESSAGES, AuthError, type TokenPair } from '@ats/infra/auth';
import type { Caller } from '../identity/caller';
import type { RequestWithCaller } from '../identity/caller.decorator';
import { CurrentCaller } from '../identity/caller.decorator';
import { bearerToken } from '../identity/caller-resolver';
import { CandidateRoute, Public } from '../identity/public.decorator';
import { AllowWithoutCompany, ANY_SIGNED_IN_USER, RouteAccess } from '../identity/route-access.decorator';
import { ApiErrorResponses } from '../platform/openapi';
import {
  CandidateGetOrCreateRequestDto,
  CandidateVerifyRequestDto,
  LogoutRequestDto,
  OtpLoginRequestDto,
  VerifyOtpRequestDto,
} from './auth.request.dto';
import { AuthSessionsService } from './auth-sessions.service';
import { OtpLoginService } from './otp-login.service';
import { UserInfoQuery } from './user-info/user-info.query-handler';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class AuthHttpController {
  constructor(
    private readonly otpLogin: OtpLoginService,
    private readonly sessions: AuthSessionsService,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Post('otp/login')
  @HttpCode(200)
  @ApiOperation({ summary: 'E-mail a one-time sign-in code' })
  @ApiErrorResponses(429)
  login(@Body() body: OtpLoginRequestDto, @Req() request: Request) {
    return this.otpLogin.requestCode(body.email, request.ip ?? null);
  }

  @Public()
  @Post('user/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify the sign-in code; answers the token pair' })
  @ApiErrorResponses(429)
  verify(@Body() body: VerifyOtpRequestDto) {
    return this.otpLogin.verify(body.userId, body.otp);
  }

  /** Takes the refresh token as the bearer (spec 01 §7.2); staff and candidate pairs alike. */
  @Public()
  @Get('login/refresh-token')
  @ApiOperation({ summary: 'A new token pair for the refresh token sent as the bearer' })
  @ApiErrorResponses(401)
  refresh(@Req() request: Request): Promise<TokenPair> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new AuthError(400, 'session-expired', AUTH_MESSAGES.sessionExpired);
    return this.sessions.refresh(token);
  }

  /** Ends the session the refresh token belongs to; a token of someone else is ignored. */
  @RouteAccess(ANY_SIGNED_IN_USER)
  @AllowWithoutCompany()
  @CandidateRoute()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session of a refresh token' })
  async logout(@Req() request: RequestWithCaller, @Body() body: LogoutRequestDto) {
    const subjectId = request.signedInUser?.userId ?? request.candidate?.candidateUserId;
    if (subjectId) await this.sessions.logout(body.refreshToken, subjectId);
    return { status: 'LOGGED_OUT' };
  }

  /**
   * Gets or creates the candidate account of an e-mail and e-mails it a one-time code (spec 03 §7); the
   * candidate token pair comes from `candidate/verify` with that code, never from the address alone.
   */
  @Public()
  @Post('candidate/get-or-create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Get or create the candidate account of an e-mail and e-mail it a one-time code' })
  @ApiErrorResponses(429)
  candidate(@Body() body: CandidateGetOrCreateRequestDto, @Req() request: Request) {
    return this.sessions.candidate(body, request.ip ?? null);
  }

  /** The candidate token pair for candidate-context pages (spec 01 §2.3), for the code e-mailed to the candidate. */
  @Public()
  @Post('candidate/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify the candidate’s e-mailed code; answers the candidate token pair' })
  @ApiErrorResponses(429)
  verifyCandidate(@Body() body: CandidateVerifyRequestDto) {
    return this.sessions.verifyCandidate(body.candidateUserId, body.otp);
  }

  /** Another member of the caller's company; anyone else's id answers 404. */
  @RouteAccess(ANY_SIGNED_IN_USER)
  @Get('info/user/:id')
  @ApiOperation({ summary: 'Another member of the caller’s company' })
  userInfo(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string) {
    return this.queries.execute(new UserInfoQuery(caller, id));
  }
}
