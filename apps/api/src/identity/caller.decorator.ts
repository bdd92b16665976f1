import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Caller } from './caller';

export type RequestWithCaller = Request & { caller?: Caller };

/** The caller resolved by the identity guard. */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const caller = context.switchToHttp().getRequest<RequestWithCaller>().caller;
  if (!caller) throw new Error('The identity guard did not run for this route');
  return caller;
});
