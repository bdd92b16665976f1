import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { mentionToken } from '@ats/domain/applications/comment-text';

/** The '@' being typed at the caret: where it starts and what follows it (no space yet). */
const MENTION_QUERY = /(^|\s)@([^\s@[\]()]{0,40})$/;
const MAX_SUGGESTIONS = 8;

/** Someone who may be mentioned, as the field lists them. */
export type Mentionable = { id: string; name: string; email: string };

export type MentionFieldProps = {
  /** Those who may be mentioned here (the caller leaves out whoever could not read the comment). */
  members: readonly Mentionable[];
  value: string;
  onChange: (value: string) => void;
  label: string;
  helperText: string;
  maxLength: number;
  minRows: number;
  maxRows?: number;
  required?: boolean;
  autoFocus?: boolean;
  error?: boolean;
};

/**
 * A comment's text with @mention suggestions (the profile's comment composer and the bulk comment): typing '@'
 * lists the members; picking one writes its `@[Name](userId)` token. Arrow keys move, Enter or Tab picks, Escape
 * closes the list (and only the list: a dialog around the field stays open).
 */
export const MentionField = ({ members, value, onChange, label, helperText, maxLength, minRows, maxRows, required, autoFocus, error }: MentionFieldProps) => {
  const intl = useIntl();
  const listId = useId();
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const [query, setQuery] = useState<{ start: number; end: number; term: string } | null>(null);
  const [active, setActive] = useState(0);

  const suggestions = query
    ? members.filter((member) => `${member.name} ${member.email}`.toLowerCase().includes(query.term.toLowerCase())).slice(0, MAX_SUGGESTIONS)
    : [];
  const open = query !== null;

  const findQuery = (text: string, caret: number) => {
    const match = MENTION_QUERY.exec(text.slice(0, caret));
    setQuery(match ? { start: caret - match[2]!.length - 1, end: caret, term: match[2]! } : null);
    setActive(0);
  };

  const pick = (member: Mentionable) => {
    if (!query) return;
    const token = `${mentionToken(member.name, member.id)} `;
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
        label={label}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          findQuery(event.target.value, event.target.selectionStart ?? event.target.value.length);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
        multiline
        minRows={minRows}
        maxRows={maxRows}
        required={required}
        fullWidth
        autoFocus={autoFocus}
        error={error}
        helperText={helperText}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant': open && suggestions.length > 0 ? optionId(active) : undefined,
            maxLength,
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
  );
};
