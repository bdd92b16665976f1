import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { RequestWithCaller } from './caller.decorator';
import { DevelopmentIdentity } from './development-identity';
import { IS_PUBLIC } from './public.decorator';

/** Resolves the caller of every non-public route before any handler runs. */
@Injectable()
export class IdentityGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: DevelopmentIdentity,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const header = request.headers['x-dev-user'];
    request.caller = await this.identity.resolve(Array.isArray(header) ? header[0] : header);
    return true;
  }
}
