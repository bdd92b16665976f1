import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

/** Every agencies controller: its path, the OpenAPI tag, the bearer token. */
export const AgenciesHttpController = () => applyDecorators(ApiTags('agencies'), ApiBearerAuth(), Controller('agencies'));

/**
 * Agencies are plan-locked (spec 01 "Plan-locked features": Agencies; plan toggle agencyPortal): the company's
 * plan (permissionV2) must allow COMPANY::AGENCY, checked by the guard with every route's rule.
 */
export const AGENCIES_PLAN = ['COMPANY::AGENCY::*'] as const;
