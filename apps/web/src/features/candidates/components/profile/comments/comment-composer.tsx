import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMMENT_MAX_LENGTH, mentionToken } from '@ats/domain/applications/comment-text';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { CommentInput, MentionableMember } from '@ats/web/features/candidates/api/comments-api';

/** The '@' being typed at the caret: where it starts and what follows it (no space yet). */
const MENTION_QUERY = /(^|\s)@([^\s@[\]()]{0,40})$/;
const MAX_SUGGESTIONS = 8;

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
  const listId = useId();
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [text, setText] = useState(initial?.text ?? '');
  const [confidential, setConfidential] = useState(initial?.confidential ?? false);
  const [error, setError] = useState<MessageId | null>(null);
  const [query, setQuery] = useState<{ start: number; end: number; term: string } | null>(null);
  const [active, setActive] = useState(0);

  const suggestions = query
    ? members
        .filter((member) => `${member.name} ${member.email}`.toLowerCase().includes(query.term.toLowerCase()))
        // In a confidential comment only those who could read it may be mentioned (the server refuses others).
        .filter((member) => !(confidential || forcedConfidential) || member.confidentialAccess)
        .slice(0, MAX_SUGGESTIONS)
    : [];
  const open = query !== null;

  const findQuery = (value: string, caret: number) => {
    const match = MENTION_QUERY.exec(value.slice(0, caret));
    setQuery(match ? { start: caret - match[2]!.length - 1, end: caret, term: match[2]! } : null);
    setActive(0);
  };

  const pick = (member: MentionableMember) => {
    if (!query) return;
    const token = `${mentionToken(member.name, member.id)} `;
    const next = text.slice(0, query.start) + token + text.slice(query.end);
    setText(next);
    setQuery(null);
    const caret = query.start + token.length;
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(caret, caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setQuery(null);
    } else if (suggestions.length > 0 && event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (suggestions.length > 0 && event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + suggestions.length) % suggestions.length);
    } else if (suggestions.length > 0 && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      pick(suggestions[active]!);
    }
  };

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

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <TextField
          inputRef={inputRef}
          label={intl.formatMessage({ id: label })}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
            findQuery(event.target.value, event.target.selectionStart ?? event.target.value.length);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery(null)}
          multiline
          minRows={2}
          maxRows={10}
          fullWidth
          autoFocus={autoFocus}
          error={error !== null}
          helperText={
            error ? intl.formatMessage({ id: error }, { max: COMMENT_MAX_LENGTH }) : intl.formatMessage({ id: 'comments.composer.hint' })
          }
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': open,
              'aria-controls': open ? listId : undefined,
              'aria-activedescendant': open && suggestions.length > 0 ? optionId(active) : undefined,
              maxLength: COMMENT_MAX_LENGTH + 1000,
            },
          }}
        />
        {open && (
          <Paper elevation={4} sx={{ position: 'absolute', insetInlineStart: 0, zIndex: 2, minWidth: 260, maxWidth: '100%' }}>
            <List id={listId} role="listbox" dense aria-label={intl.formatMessage({ id: 'comments.composer.mentions' })}>
              {suggestions.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
                  <FormattedMessage id="comments.composer.noMatch" />
                </Typography>
              ) : (
                suggestions.map((member, index) => (
                  <ListItemButton
                    key={member.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    selected={index === active}
                    // Keeps the focus in the text field (its blur would close the list before the click lands).
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(member)}
                  >
                    <ListItemText primary={member.name} secondary={member.email} />
                  </ListItemButton>
                ))
              )}
            </List>
          </Paper>
        )}
      </Box>
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
