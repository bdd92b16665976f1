import DataObjectIcon from '@mui/icons-material/DataObject';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { EMAIL_PLACEHOLDERS, screenToken } from '@ats/domain/email-templates/placeholders';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';

export type PlaceholderPickerProps = {
  /** The field the tokens go into, for the button's name ("Insert placeholder in Subject"). */
  field: MessageId;
  /** Inserts `{{camelCase}}` where the field's caret is. */
  onInsert: (token: string) => void;
  disabled?: boolean;
};

/** A menu of the placeholders (domain/email-templates), each inserted in its on-screen {{camelCase}} form. */
export const PlaceholderPicker = ({ field, onInsert, disabled = false }: PlaceholderPickerProps) => {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = intl.formatMessage(
    { id: 'emailTemplates.placeholders.insertIn' },
    { field: intl.formatMessage({ id: field }) },
  );
  return (
    <>
      <Button
        size="small"
        startIcon={<DataObjectIcon fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EMAIL_PLACEHOLDERS.map(({ name }) => (
          <MenuItem
            key={name}
            onClick={() => {
              setAnchor(null);
              onInsert(screenToken(name));
            }}
          >
            <ListItemText
              primary={intl.formatMessage({ id: `emailTemplates.placeholder.${name}` as MessageId })}
              secondary={<bdi dir="ltr">{screenToken(name)}</bdi>}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
