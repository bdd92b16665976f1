import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, newIdempotencyKey } from '@ats/web/app/api/api-client';
import type { Schema } from '@ats/web/app/api/openapi-types';
import { candidateKeys } from './candidates-api';

export type CommentThread = Schema<'CommentThreadResponseDto'>;
export type CommentView = Schema<'CommentResponseDto'>;
export type CommentList = Schema<'CommentListResponseDto'>;
export type MentionableMember = Schema<'MentionableMemberResponseDto'>;
export type CommentCommandResult = Schema<'CommentCommandResultDto'>;

/** Under the application's keys, so any command on it (a move, a comment) refreshes them together. */
export const commentKeys = {
  list: (applicationId: string) => [...candidateKeys.all, 'comments', applicationId] as const,
  mentionable: (applicationId: string) => [...candidateKeys.all, 'mentionable', applicationId] as const,
};

const path = (applicationId: string, rest = '') => `/job-applications/${encodeURIComponent(applicationId)}/comments${rest}`;

/** The profile shows a few dozen comments at most; 100 is the API's page limit. */
export const COMMENTS_PAGE_SIZE = 100;

export const useComments = (applicationId: string) =>
  useQuery({
    queryKey: commentKeys.list(applicationId),
    queryFn: ({ signal }) => api.get<CommentList>(path(applicationId), { query: { take: COMMENTS_PAGE_SIZE }, signal, readYourWrites: true }),
    meta: { toast: false },
  });

export const useMentionableMembers = (applicationId: string) =>
  useQuery({
    queryKey: commentKeys.mentionable(applicationId),
    queryFn: ({ signal }) => api.get<MentionableMember[]>(path(applicationId, '/mentionable-members'), { signal }),
    staleTime: 60_000,
  });

export type CommentInput = { text: string; confidential: boolean };

/** Add, reply, edit, delete: refetch the application's queries. */
export const useCommentCommands = (applicationId: string) => {
  const queryClient = useQueryClient();
  const afterCommand = async () => {
    await queryClient.invalidateQueries({ queryKey: candidateKeys.all });
  };
  const options = () => ({ idempotencyKey: newIdempotencyKey() });
  return {
    add: useMutation({
      mutationFn: (input: CommentInput) => api.post<CommentCommandResult>(path(applicationId), input, options()),
      onSuccess: afterCommand,
    }),
    reply: useMutation({
      mutationFn: ({ commentId, ...input }: CommentInput & { commentId: string }) =>
        api.post<CommentCommandResult>(path(applicationId, `/${encodeURIComponent(commentId)}/replies`), input, options()),
      onSuccess: afterCommand,
    }),
    edit: useMutation({
      mutationFn: ({ commentId, ...input }: CommentInput & { commentId: string }) =>
        api.patch<CommentCommandResult>(path(applicationId, `/${encodeURIComponent(commentId)}`), input, options()),
      onSuccess: afterCommand,
    }),
    remove: useMutation({
      mutationFn: (commentId: string) => api.delete<CommentCommandResult>(path(applicationId, `/${encodeURIComponent(commentId)}`), options()),
      onSuccess: afterCommand,
    }),
  };
};
