import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import type { Schema } from './openapi-types';

export type CompanyEmailTemplate = Schema<'EmailTemplateResponseDto'>;

export const emailTemplateKeys = { all: ['company-settings', 'email-templates'] as const };

/**
 * The company's and the system's e-mail templates (spec 03 §7 GET /company-email-templates/company), for
 * features that pick one. Same key as the settings page's list, so its changes refresh every picker too.
 */
export const useCompanyEmailTemplates = (enabled = true) =>
  useQuery({
    queryKey: emailTemplateKeys.all,
    queryFn: ({ signal }) => api.get<CompanyEmailTemplate[]>('/company-email-templates/company', { signal }),
    enabled,
    meta: { toast: false },
  });
