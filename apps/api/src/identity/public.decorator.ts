import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCandidateOperation, ApiPublicOperation } from '../platform/openapi';

export const IS_PUBLIC = 'ats:isPublic';
/** Routes anyone may call without a token (sign-in, health, docs); their OpenAPI operation says so. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiPublicOperation());

export const CANDIDATE_ROUTE = 'ats:candidateRoute';
/**
 * Routes for candidate-context pages (spec 01 §2.3): they take the candidate token pair; every other route
 * refuses candidate tokens. Such a route may still admit staff tokens with `@RouteAccess` besides.
 */
export const CandidateRoute = () => applyDecorators(SetMetadata(CANDIDATE_ROUTE, true), ApiCandidateOperation());
