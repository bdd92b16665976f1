import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useRelativeTime } from '@ats/web/app/format/use-relative-time';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import type { CommentInput, CommentView, MentionableMember } from '@ats/web/features/candidates/api/comments-api';
import { CommentComposer } from './comment-composer';
import { CommentTextView } from './comment-text-view';

/** The element id a `?tabId={commentId}` deep link scrolls to. */
export const commentElementId = (commentId: string) => `comment-${commentId}`;

export type CommentItemProps = {
  comment: CommentView;
  currentUserId: string | null;
  members: readonly MentionableMember[];
  canMarkConfidential: boolean;
  /** A reply to a confidential comment stays confidential. */
  parentConfidential?: boolean;
  busy: boolean;
  highlighted: boolean;
  onEdit: (input: CommentInput) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Top-level comments only: the reply button and what sits under the comment (its replies). */
  onReply?: () => void;
  children?: ReactNode;
};

/** One comment or reply: author, time, confidential badge, the text, and its author's edit and delete. */
export const CommentItem = ({
  comment,
  currentUserId,
  members,
  canMarkConfidential,
  parentConfidential = false,
  busy,
  highlighted,
  onEdit,
  onDelete,
  onReply,
  children,
}: CommentItemProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const relativeTime = useRelativeTime();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const own = currentUserId !== null && comment.authorId === currentUserId && !comment.deleted;
  const isReply = comment.parentCommentId !== null;

  return (
    <Box
      component="li"
      id={commentElementId(comment.id)}
      tabIndex={-1}
      data-testid="comment"
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
        bgcolor: highlighted ? 'action.selected' : 'background.paper',
        outline: 'none',
        '&:focus-visible': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="subtitle2" component="span">
          {comment.authorName}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={comment.createdAt} title={formatDateTime(comment.createdAt, language)}>
          {relativeTime(comment.createdAt)}
        </Typography>
        {comment.editedAt && !comment.deleted && (
          <Typography variant="caption" color="text.secondary">
            (<FormattedMessage id="comments.edited" />)
          </Typography>
        )}
        {comment.confidential && (
          <Chip size="small" color="warning" variant="outlined" icon={<LockOutlinedIcon />} label={intl.formatMessage({ id: 'comments.confidential' })} />
        )}
      </Stack>

      {editing && comment.text !== null ? (
        <CommentComposer
          members={members}
          label="comments.composer.editLabel"
          submitLabel="comments.composer.save"
          initial={{ text: comment.text, confidential: comment.confidential }}
          canMarkConfidential={canMarkConfidential}
          forcedConfidential={parentConfidential}
          busy={busy}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            await onEdit(input);
            setEditing(false);
          }}
        />
      ) : comment.deleted ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <FormattedMessage id="comments.deleted" />
        </Typography>
      ) : comment.text === null ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          <FormattedMessage id="comments.erased" />
        </Typography>
      ) : (
        <CommentTextView text={comment.text} />
      )}

      {!editing && (onReply || own) && (
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }}>
          {onReply && !comment.deleted && (
            <Button size="small" onClick={onReply}>
              <FormattedMessage id="comments.action.reply" />
            </Button>
          )}
          {own && comment.text !== null && (
            <Button size="small" onClick={() => setEditing(true)} disabled={busy}>
              <FormattedMessage id="comments.action.edit" />
            </Button>
          )}
          {own && (
            <Button size="small" color="error" onClick={() => setConfirming(true)} disabled={busy}>
              <FormattedMessage id="comments.action.delete" />
            </Button>
          )}
        </Stack>
      )}
      {children}
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: isReply ? 'comments.delete.replyTitle' : 'comments.delete.title' })}
        confirmLabel={intl.formatMessage({ id: 'comments.action.delete' })}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          void onDelete()
            .then(() => setConfirming(false))
            .catch(() => undefined);
        }}
      />
    </Box>
  );
};
