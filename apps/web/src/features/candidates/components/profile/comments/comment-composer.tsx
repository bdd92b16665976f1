import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMMENT_MAX_LENGTH } from '@ats/domain/applications/comment-text';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { CommentInput, MentionableMember } from '@ats/web/features/candidates/api/comments-api';
import { MentionField } from '../../mentions/mention-field';

export type CommentComposerProps = {
  members: readonly MentionableMember[];
  label: MessageId;
  submitLabel: MessageId;
  onSubmit: (input: CommentInput) => Promise<unknown>;
  onCancel?: () => void;
  initial?: CommentInput;
  /** Whether the writer may mark the comment confidential (they hold confidential access). */
  canMarkConfidential: boolean;
  /** A reply to a confidential comment is confidential: the switch shows it and cannot be turned off. */
  forcedConfidential?: boolean;
  busy: boolean;
  autoFocus?: boolean;
};

/**
 * A comment's text field with @mention suggestions from the job's team: typing '@' lists the members who can
 * open this profile; picking one writes its `@[Name](userId)` token. Arrow keys move, Enter picks, Escape closes.
 */
export const CommentComposer = ({
  members,
  label,
  submitLabel,
  onSubmit,
  onCancel,
  initial,
  canMarkConfidential,
  forcedConfidential = false,
  busy,
  autoFocus = false,
}: CommentComposerProps) => {
  const intl = useIntl();
  const [text, setText] = useState(initial?.text ?? '');
  const [confidential, setConfidential] = useState(initial?.confidential ?? false);
  const [error, setError] = useState<MessageId | null>(null);
  // In a confidential comment only those who could read it may be mentioned (the server refuses others).
  const mentionable = members.filter((member) => !(confidential || forcedConfidential) || member.confidentialAccess);

  const submit = async () => {
    const trimmed = text.trim();
    if (trimmed.length === 0) return setError('comments.error.required');
    if (trimmed.length > COMMENT_MAX_LENGTH) return setError('comments.error.tooLong');
    setError(null);
    await onSubmit({ text: trimmed, confidential: confidential || forcedConfidential });
    // Kept on a refusal (the shared toast says why); cleared once written.
    if (!initial) {
      setText('');
      setConfidential(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <MentionField
        members={mentionable}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        label={intl.formatMessage({ id: label })}
        minRows={2}
        maxRows={10}
        autoFocus={autoFocus}
        error={error !== null}
        helperText={
          error ? intl.formatMessage({ id: error }, { max: COMMENT_MAX_LENGTH }) : intl.formatMessage({ id: 'comments.composer.hint' })
        }
        maxLength={COMMENT_MAX_LENGTH + 1000}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {canMarkConfidential && (
          <FormControlLabel
            control={
              <Switch
                checked={confidential || forcedConfidential}
                disabled={forcedConfidential}
                onChange={(event) => setConfidential(event.target.checked)}
              />
            }
            label={
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <LockOutlinedIcon fontSize="small" aria-hidden />
                <span>
                  <FormattedMessage id="comments.composer.confidential" />
                </span>
              </Stack>
            }
          />
        )}
        {(confidential || forcedConfidential) && (
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id="comments.composer.confidentialHint" />
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            <FormattedMessage id="comments.composer.cancel" />
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          <FormattedMessage id={submitLabel} />
        </Button>
      </Stack>
    </Box>
  );
};
