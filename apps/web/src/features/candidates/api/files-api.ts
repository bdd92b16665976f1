import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadNameOf } from '@ats/domain/applications/application-file.rules';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { CommandResult } from '@ats/web/app/api/api-types';
import { fetchFile, saveFile, uploadForm, type UploadProgress } from '@ats/web/app/api/file-transfer';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { candidateKeys } from './candidates-api';

export type ApplicationFile = Schema<'ApplicationFileResponseDto'>;
export type ApplicationFileList = Schema<'ApplicationFileListResponseDto'>;

/** Under the application's keys, so a command on the application refreshes its files too. */
export const fileKeys = { list: (applicationId: string) => [...candidateKeys.all, 'files', applicationId] as const };

const filesPath = (applicationId: string) => `/job-applications/${encodeURIComponent(applicationId)}/files`;
const filePath = (applicationId: string, fileId: string) => `${filesPath(applicationId)}/${encodeURIComponent(fileId)}`;

export const useApplicationFiles = (applicationId: string) =>
  useQuery({
    queryKey: fileKeys.list(applicationId),
    queryFn: ({ signal }) => api.get<ApplicationFileList>(filesPath(applicationId), { signal, readYourWrites: true }),
    // The section shows its own load error in place.
    meta: { toast: false },
  });

/** After a file command: refetch the application (its revision moved) and its files. */
const useAfterFileCommand = () => {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: candidateKeys.all });
  };
};

export type UploadFileInput = { file: File; confidential: boolean; onProgress: (progress: UploadProgress) => void };

export const useUploadFile = (applicationId: string) => {
  const afterCommand = useAfterFileCommand();
  return useMutation({
    mutationFn: ({ file, confidential, onProgress }: UploadFileInput) => {
      const form = new FormData();
      form.append('confidential', String(confidential));
      form.append('file', file, file.name);
      return uploadForm<Schema<'UploadFileResponseDto'>>(filesPath(applicationId), form, { onProgress, idempotencyKey: newIdempotencyKey() });
    },
    onSuccess: afterCommand,
    // The section shows the refusal beside the upload button.
    meta: { toast: false },
  });
};

export const useRenameFile = (applicationId: string) => {
  const afterCommand = useAfterFileCommand();
  return useMutation({
    mutationFn: ({ fileId, fileName }: { fileId: string; fileName: string }) =>
      api.post<CommandResult>(`${filePath(applicationId, fileId)}/rename`, { fileName }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: afterCommand,
    meta: { toast: false },
  });
};

export const useFileConfidentiality = (applicationId: string) => {
  const afterCommand = useAfterFileCommand();
  return useMutation({
    mutationFn: ({ fileId, confidential }: { fileId: string; confidential: boolean }) =>
      api.post<CommandResult>(`${filePath(applicationId, fileId)}/confidential`, { confidential }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: afterCommand,
  });
};

export const useDeleteFile = (applicationId: string) => {
  const afterCommand = useAfterFileCommand();
  return useMutation({
    mutationFn: (fileId: string) => api.delete<CommandResult>(filePath(applicationId, fileId), { idempotencyKey: newIdempotencyKey() }),
    onSuccess: afterCommand,
    meta: { toast: false },
  });
};

/** Saved under the file's name, with its extension when a rename dropped it (as the server names it). */
export const downloadFile = async (applicationId: string, file: ApplicationFile): Promise<void> =>
  saveFile(await fetchFile(`${filePath(applicationId, file.fileId)}/download`), downloadNameOf(file.fileName ?? 'file', file.extension));

/** A PDF's bytes for the viewer. */
export const fetchFileForViewer = async (applicationId: string, fileId: string, signal?: AbortSignal): Promise<ArrayBuffer> =>
  (await fetchFile(`${filePath(applicationId, fileId)}/view`, signal)).arrayBuffer();
