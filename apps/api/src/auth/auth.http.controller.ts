import { Body, Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import {
  AUTH_MESSAGES,
  AuthError,
  issueCandidateSession,
  refreshSession,
  revokeRefreshToken,
  type TokenPair,
} from '../../../../infra/auth';
import { userDisplayName, UserEntity } from '../../../../infra/db/entities/user.entity';
import type { Caller } from '../identity/caller';
import type { RequestWithCaller } from '../identity/caller.decorator';
import { CurrentCaller } from '../identity/caller.decorator';
import { bearerToken } from '../identity/caller-resolver';
import { CandidateRoute, Public } from '../identity/public.decorator';
import { AllowWithoutCompany, ANY_SIGNED_IN_USER, RouteAccess } from '../identity/route-access.decorator';
import { ApiErrorResponses } from '../platform/openapi';
import {
  CandidateGetOrCreateRequestDto,
  LogoutRequestDto,
  OtpLoginRequestDto,
  VerifyOtpRequestDto,
} from './auth.request.dto';
import { getOrCreateCandidateUser } from './candidate-users';
import { OtpLoginService } from './otp-login.service';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class AuthHttpController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly otpLogin: OtpLoginService,
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
    return refreshSession(this.dataSource.manager, token);
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
    if (subjectId) await revokeRefreshToken(this.dataSource.manager, body.refreshToken, subjectId);
    return { status: 'LOGGED_OUT' };
  }

  /** A candidate token pair for candidate-context pages (spec 01 §2.3), by the candidate's e-mail. */
  @Public()
  @Post('candidate/get-or-create')
  @HttpCode(200)
  @ApiOperation({ summary: 'A candidate token pair for candidate pages, by the candidate’s e-mail' })
  async candidate(@Body() body: CandidateGetOrCreateRequestDto) {
    return this.dataSource.transaction(async (manager) => {
      const candidateUserId = await getOrCreateCandidateUser(manager, body);
      return { candidateUserId, token: await issueCandidateSession(manager, candidateUserId) };
    });
  }

  /** Another member of the caller's company; anyone else's id answers 404. */
  @RouteAccess(ANY_SIGNED_IN_USER)
  @Get('info/user/:id')
  @ApiOperation({ summary: 'Another member of the caller’s company' })
  async userInfo(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string) {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id, companyId: caller.companyId });
    if (!user) throw new NotFoundException({ message: 'User not found', errorCode: 'not-found' });
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      name: userDisplayName(user),
      email: user.email,
      roles: user.roles,
      status: user.status,
      isDeletedUser: user.deletedAt !== null,
      avatar: null,
    };
  }
}
