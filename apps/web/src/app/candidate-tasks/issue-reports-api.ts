import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '../api/file-transfer';

export type IssueReportContext = { applicationId: string; stageId: string; taskId: string; page: 'quiz' | 'video' | 'assignment' };

/** One multipart request: the task it is about, the description and the attached files (candidate token). */
export const useReportIssue = () =>
  useMutation({
    mutationFn: ({ context, description, files }: { context: IssueReportContext; description: string; files: File[] }) => {
      const form = new FormData();
      form.append('applicationId', context.applicationId);
      form.append('stageId', context.stageId);
      form.append('taskId', context.taskId);
      form.append('page', context.page);
      form.append('description', description);
      for (const file of files) form.append('files', file, file.name);
      return uploadForm<{ id: string }>('/candidate-journey/issue-reports', form, { auth: 'candidate' });
    },
    meta: { toast: false },
  });
