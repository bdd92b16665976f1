import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@ats/web/app/api/api-client';
import { fetchFile, saveFile, uploadForm, type UploadProgress } from '@ats/web/app/api/file-transfer';
import { emailTemplateKeys } from '@ats/web/app/api/email-templates-query';
import type { Schema } from '@ats/web/app/api/openapi-types';

/** E-mail templates (GET /company-email-templates/company; POST, PUT /:id, POST /:id/clone, DELETE /:id). */
export type EmailTemplate = Schema<'EmailTemplateResponseDto'>;
export type EmailTemplateBody = Schema<'EmailTemplateRequestDto'>;

export { emailTemplateKeys, useCompanyEmailTemplates as useEmailTemplates } from '@ats/web/app/api/email-templates-query';

const path = (id?: string, suffix = '') =>
  id ? `/company-email-templates/${encodeURIComponent(id)}${suffix}` : '/company-email-templates';

/** The list again after any change. */
const useTemplateMutation = <Variables>(mutationFn: (variables: Variables) => Promise<{ id: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailTemplateKeys.all }),
    meta: { toast: false },
  });
};

/** Adds (no id) or changes (id) a company template. */
export const useSaveEmailTemplate = () =>
  useTemplateMutation(({ id, body }: { id?: string; body: EmailTemplateBody }) =>
    id ? api.put<{ id: string }>(path(id), body) : api.post<{ id: string }>(path(), body),
  );

export const useCloneEmailTemplate = () =>
  useTemplateMutation(({ id, title }: { id: string; title: string }) =>
    api.post<{ id: string }>(path(id, '/clone'), { title }),
  );

export const useDeleteEmailTemplate = () => useTemplateMutation((id: string) => api.delete<{ id: string }>(path(id)));

export type TemplateAttachment = EmailTemplate['attachments'][number];

const attachmentPath = (templateId: string, attachmentId: string) =>
  path(templateId, `/attachments/${encodeURIComponent(attachmentId)}`);

/** PUT /company-email-templates/update-email-template-attachment/{id} (spec 03 §7): one more file, multipart. */
export const useAttachFile = (templateId: string) =>
  useTemplateMutation(({ file, onProgress }: { file: File; onProgress?: (progress: UploadProgress) => void }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return uploadForm<{ id: string }>(
      `/company-email-templates/update-email-template-attachment/${encodeURIComponent(templateId)}`,
      form,
      { method: 'PUT', onProgress },
    );
  });

export const useRemoveAttachment = (templateId: string) =>
  useTemplateMutation((attachmentId: string) => api.delete<{ id: string }>(attachmentPath(templateId, attachmentId)));

export const downloadAttachment = async (templateId: string, attachment: TemplateAttachment): Promise<void> =>
  saveFile(await fetchFile(attachmentPath(templateId, attachment.id)), attachment.fileName);
