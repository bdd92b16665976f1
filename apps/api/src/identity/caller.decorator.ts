import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { CandidateCaller, Caller, SignedInUser } from './caller';

export type RequestWithCaller = Request & { caller?: Caller; signedInUser?: SignedInUser; candidate?: CandidateCaller };

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<RequestWithCaller>();

/** The caller resolved by the identity guard: a staff user of a company. */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const caller = requestOf(context).caller;
  if (!caller) throw new Error('No company caller on this route: use @CurrentUser() on @AllowWithoutCompany() routes');
  return caller;
});

/** The signed-in staff user, with or without a company (for `@AllowWithoutCompany()` routes). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInUser => {
  const user = requestOf(context).signedInUser;
  if (!user) throw new Error('The identity guard did not run for this route');
  return user;
});

/** The candidate holding the candidate token (for `@CandidateRoute()` routes). */
export const CurrentCandidate = createParamDecorator((_data: unknown, context: ExecutionContext): CandidateCaller => {
  const candidate = requestOf(context).candidate;
  if (!candidate) throw new Error('No candidate on this route: mark it @CandidateRoute()');
  return candidate;
});
