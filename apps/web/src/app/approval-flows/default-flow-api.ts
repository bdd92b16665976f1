import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalSubjectType } from '@ats/domain/approval-flows';
import { api } from '../api/api-client';
import type { Schema } from '../api/openapi-types';

/** Approval flows (issue 10), shared by the hiring plan (requisitions) and offers. */
export type ApprovalFlowBody = Schema<'ApprovalFlowDto'>;
export type ApprovalFlowView = Schema<'ApprovalFlowResponseDto'>;

export const defaultFlowKey = (type: ApprovalSubjectType) => ['approval-flows', 'default', type] as const;
const defaultFlowPath = (type: ApprovalSubjectType) => `/approval-flows/default/${type}`;

/** The company's default flow for requisitions or offers (no steps when none is set). */
export const useDefaultFlow = (type: ApprovalSubjectType, enabled = true) =>
  useQuery({
    queryKey: defaultFlowKey(type),
    queryFn: ({ signal }) => api.get<ApprovalFlowView>(defaultFlowPath(type), { signal }),
    enabled,
    meta: { toast: false },
  });

export const useSaveDefaultFlow = (type: ApprovalSubjectType) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalFlowBody) => api.put<ApprovalFlowView>(defaultFlowPath(type), body),
    onSuccess: (saved) => queryClient.setQueryData(defaultFlowKey(type), saved),
    meta: { toast: false },
  });
};
