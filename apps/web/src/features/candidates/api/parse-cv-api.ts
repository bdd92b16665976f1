import { useMutation } from '@tanstack/react-query';
import { uploadForm, type UploadProgress } from '@ats/web/app/api/file-transfer';
import type { Schema } from '@ats/web/app/api/openapi-types';

export type ParsedCvResult = Schema<'ParseCvResponseDto'>;

/**
 * Add from CV (spec 02 §2.12): the CV goes up with its progress; the answer prefills the form and names the
 * kept upload (cvFileId) that becomes the candidate's CV when they are added.
 */
export const useParseCv = () =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (progress: UploadProgress) => void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm<ParsedCvResult>('/job-applications/parse-cv', form, { onProgress });
    },
    // The form shows the refusal beside the button.
    meta: { toast: false },
  });
