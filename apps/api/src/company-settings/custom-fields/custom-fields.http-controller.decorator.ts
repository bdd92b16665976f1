import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings';

/** Every custom-fields controller: its path, the OpenAPI tag, the bearer token. */
export const CustomFieldsHttpController = (path = 'custom-fields') =>
  applyDecorators(ApiTags('custom fields'), ApiBearerAuth(), Controller(path));

/**
 * Custom fields are plan-locked (spec 02 §6.3, 03 §6 "Plan-locked features", plan toggle customFields): the
 * company's plan (permissionV2) must allow COMPANY::CUSTOM_FIELDS, checked by the guard with every route's rule.
 */
export const CUSTOM_FIELDS_PLAN = [SETTINGS_PERMISSIONS.customFieldsManage] as const;
