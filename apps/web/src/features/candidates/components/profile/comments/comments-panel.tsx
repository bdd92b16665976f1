import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasPermission, PERMISSIONS } from '@ats/domain/identity';
import type { ApplicationDetail } from '@ats/web/app/api/api-types';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { EmptyState } from '@ats/web/app/components/empty-state';
import { useCommentCommands, useComments, useMentionableMembers, type CommentThread } from '@ats/web/features/candidates/api/comments-api';
import { CommentComposer } from './comment-composer';
import { commentElementId, CommentItem } from './comment-item';

export type CommentsPanelProps = {
  application: Pick<ApplicationDetail, 'applicationId' | 'jobId' | 'stageId'>;
  /** `?tabId={commentId}`: the comment (or reply) to scroll to and focus once the list is loaded. */
  focusCommentId?: string | null;
  /** The application's interviews (the interviews feature, composed by the app's routes); else none are shown. */
  interviews?: ReactNode;
};

/** Without the interviews feature composed in, the section says there are none. */
const InterviewsSection = () => (
  <Box component="section" aria-labelledby="profile-interviews-title">
    <Typography id="profile-interviews-title" variant="h6" component="h2" sx={{ mb: 1 }}>
      <FormattedMessage id="profile.interviews.title" />
    </Typography>
    <EmptyState
      icon={<EventOutlinedIcon />}
      title={<FormattedMessage id="profile.interviews.none" />}
      body={<FormattedMessage id="profile.interviews.noneBody" />}
    />
  </Box>
);

/** The "Interviews & comments" tab (spec 02 §2.13): the interviews section, then the comments with their replies. */
export const CommentsPanel = ({ application, focusCommentId = null, interviews }: CommentsPanelProps) => {
  const { applicationId } = application;
  const intl = useIntl();
  const session = useSession();
  const comments = useComments(applicationId);
  const members = useMentionableMembers(applicationId);
  const commands = useCommentCommands(applicationId);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

  const signedIn = session.status === 'signed-in' ? session : null;
  const currentUserId = signedIn?.user.id ?? null;
  // The server decides what is shown; this only offers the switch to those who could read the result.
  const canMarkConfidential =
    signedIn !== null &&
    hasPermission(signedIn.holder, PERMISSIONS.candidatesConfidential, { jobRoleId: application.jobId, stageId: application.stageId });
  const team = members.data ?? [];
  const busy = commands.add.isPending || commands.reply.isPending || commands.edit.isPending || commands.remove.isPending;

  const threads = comments.data?.items;
  useEffect(() => {
    if (!focusCommentId || !threads) return;
    const element = document.getElementById(commentElementId(focusCommentId));
    if (!element) return;
    element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
  }, [focusCommentId, threads]);

  const item = (comment: CommentThread | CommentThread['replies'][number], parent: CommentThread | null) => ({
    comment,
    currentUserId,
    members: team,
    canMarkConfidential,
    parentConfidential: parent?.confidential ?? false,
    busy,
    highlighted: comment.id === focusCommentId,
    onEdit: (input: { text: string; confidential: boolean }) =>
      commands.edit.mutateAsync({ commentId: comment.id, ...input }).then(() => showSuccessToast('comments.toast.edited')),
    onDelete: () => commands.remove.mutateAsync(comment.id).then(() => showSuccessToast('comments.toast.deleted')),
  });

  return (
    <Stack spacing={3}>
      {interviews ?? <InterviewsSection />}
      <Divider />
      <Box component="section" aria-labelledby="profile-comments-title">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 2 }}>
          <Typography id="profile-comments-title" variant="h6" component="h2">
            <FormattedMessage id="comments.title" />
          </Typography>
          {comments.data && (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="comments.count" values={{ count: comments.data.total }} />
            </Typography>
          )}
        </Stack>

        <CommentComposer
          members={team}
          label="comments.composer.label"
          submitLabel="comments.composer.submit"
          canMarkConfidential={canMarkConfidential}
          busy={busy}
          onSubmit={(input) => commands.add.mutateAsync(input).then(() => showSuccessToast('comments.toast.added'))}
        />

        <Box sx={{ mt: 3 }}>
          {comments.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={28} aria-label={intl.formatMessage({ id: 'comments.loading' })} />
            </Box>
          ) : comments.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void comments.refetch()}>
                  <FormattedMessage id="comments.retry" />
                </Button>
              }
            >
              <FormattedMessage id="comments.error" />
            </Alert>
          ) : threads && threads.length === 0 ? (
            <Typography color="text.secondary">
              <FormattedMessage id="comments.empty" />
            </Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
              {threads?.map((thread) => (
                <CommentItem key={thread.id} {...item(thread, null)} onReply={() => setReplyingTo(thread.id)}>
                  {thread.replyCount > 0 && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                      <FormattedMessage id="comments.replies" values={{ count: thread.replyCount }} />
                    </Typography>
                  )}
                  {thread.replies.length > 0 && (
                    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, mt: 1, ps: { xs: 2, sm: 4 } }}>
                      {thread.replies.map((reply) => (
                        <CommentItem key={reply.id} {...item(reply, thread)} />
                      ))}
                    </Stack>
                  )}
                  {replyingTo === thread.id && (
                    <Box sx={{ mt: 1.5, ps: { xs: 2, sm: 4 } }}>
                      <CommentComposer
                        members={team}
                        label="comments.composer.replyLabel"
                        submitLabel="comments.composer.reply"
                        canMarkConfidential={canMarkConfidential}
                        forcedConfidential={thread.confidential}
                        busy={busy}
                        autoFocus
                        onCancel={() => setReplyingTo(null)}
                        onSubmit={(input) =>
                          commands.reply.mutateAsync({ commentId: thread.id, ...input }).then(() => {
                            setReplyingTo(null);
                            showSuccessToast('comments.toast.replied');
                          })
                        }
                      />
                    </Box>
                  )}
                </CommentItem>
              ))}
            </Stack>
          )}
        </Box>
      </Box>
    </Stack>
  );
};
