import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { canAccessRoute } from '@ats/domain/identity';
import type { RequestWithCaller } from './caller.decorator';
import { accessDenied, bearerToken, CallerResolver } from './caller-resolver';
import { CANDIDATE_ROUTE, IS_PUBLIC } from './public.decorator';
import { ANY_SIGNED_IN_USER, ROUTE_ACCESS, WITHOUT_COMPANY, type RouteAccessRule } from './route-access.decorator';

/**
 * Runs before every handler. Public routes pass. Otherwise: no or an invalid token 401, an expired one 499;
 * a candidate token only on `@CandidateRoute()` routes; a staff user without a company only on
 * `@AllowWithoutCompany()` routes; and the route's `@RouteAccess` rule checked with the domain matcher
 * (403 "Access denied"). A route with none of these declarations is refused: access is never implicit.
 */
@Injectable()
export class IdentityGuard implements CanActivate {
  private readonly logger = new Logger('IdentityGuard');

  constructor(
    private readonly reflector: Reflector,
    private readonly resolver: CallerResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const meta = <T>(key: string) => this.reflector.getAllAndOverride<T | undefined>(key, targets);
    if (meta<boolean>(IS_PUBLIC)) return true;

    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const claims = await this.resolver.claimsOf(bearerToken(request.headers.authorization));

    if (claims.kind === 'candidate') {
      if (!meta<boolean>(CANDIDATE_ROUTE)) throw accessDenied();
      request.candidate = { candidateUserId: claims.sub };
      return true;
    }

    const withoutCompany = meta<boolean>(WITHOUT_COMPANY) === true;
    const rule = meta<RouteAccessRule>(ROUTE_ACCESS) ?? (withoutCompany ? ANY_SIGNED_IN_USER : undefined);
    if (!rule) {
      this.logger.error(
        `${request.method} ${request.route?.path ?? request.path} has neither @Public() nor @RouteAccess(): refused`,
      );
      throw accessDenied();
    }
    const user = await this.resolver.staffUser(claims.sub);
    request.signedInUser = user;
    if (user.companyId === null) {
      if (!withoutCompany) throw accessDenied();
    } else {
      request.caller = { ...user, companyId: user.companyId };
    }
    if (!canAccessRoute(user, rule)) throw accessDenied();
    return true;
  }
}
