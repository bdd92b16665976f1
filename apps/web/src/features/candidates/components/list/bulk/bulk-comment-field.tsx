import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COMMENT_MAX_LENGTH, mentionToken } from '@ats/domain/applications/comment-text';
import type { OwnerOption } from '@ats/web/app/api/bulk-actions-api';

/** The '@' being typed at the caret: where it starts and what follows it (no space yet), as the profile's composer reads it. */
const MENTION_QUERY = /(^|\s)@([^\s@[\]()]{0,40})$/;
const MAX_SUGGESTIONS = 8;

export type BulkCommentFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The company's team members: the server checks, item by item, that each one mentioned may open that profile. */
  members: readonly OwnerOption[];
};

/**
 * The bulk comment's text with @mention suggestions, as the profile's comment composer offers them: typing '@' lists
 * the team members; picking one writes its `@[Name](userId)` token, so each candidate's comment mentions them and
 * they hear of it once for the whole action (BULK_MENTIONS). Arrow keys move, Enter or Tab picks, Escape closes.
 */
export const BulkCommentField = ({ label, value, onChange, members }: BulkCommentFieldProps) => {
  const intl = useIntl();
  const listId = useId();
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [query, setQuery] = useState<{ start: number; end: number; term: string } | null>(null);
  const [active, setActive] = useState(0);

  const suggestions = query
    ? members.filter((member) => `${member.fullName} ${member.email}`.toLowerCase().includes(query.term.toLowerCase())).slice(0, MAX_SUGGESTIONS)
    : [];
  const open = query !== null;

  const findQuery = (text: string, caret: number) => {
    const match = MENTION_QUERY.exec(text.slice(0, caret));
    setQuery(match ? { start: caret - match[2]!.length - 1, end: caret, term: match[2]! } : null);
    setActive(0);
  };

  const pick = (member: OwnerOption) => {
    if (!query) return;
    const token = `${mentionToken(member.fullName, member.id)} `;
    onChange(value.slice(0, query.start) + token + value.slice(query.end));
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
      // The list closes; the dialog stays.
      event.preventDefault();
      event.stopPropagation();
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

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        inputRef={inputRef}
        multiline
        minRows={3}
        required
        fullWidth
        label={label}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          findQuery(event.target.value, event.target.selectionStart ?? event.target.value.length);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
        helperText={intl.formatMessage({ id: 'comments.composer.hint' })}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open && suggestions.length > 0 ? optionId(active) : undefined,
            maxLength: COMMENT_MAX_LENGTH,
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
                  <ListItemText primary={member.fullName} secondary={member.email} />
                </ListItemButton>
              ))
            )}
          </List>
        </Paper>
      )}
    </Box>
  );
};
