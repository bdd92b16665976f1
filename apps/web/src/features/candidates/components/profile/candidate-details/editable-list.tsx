import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';

export type EditableListProps<T> = {
  title: MessageId;
  addLabel: MessageId;
  items: T[];
  max: number;
  onChange: (items: T[]) => void;
  /** The item the Add button appends. */
  blank: (items: T[]) => T;
  removeLabel: (item: T, index: number) => string;
  /** The primary e-mail cannot be removed (spec 02 §5.8). */
  canRemove?: (item: T) => boolean;
  /** The row's fields; `update` replaces this item. */
  renderItem: (item: T, index: number, update: (next: T) => void, items: T[]) => ReactNode;
};

/** A titled list of rows, each with its fields and a remove button, and an Add button below (all keyboard reachable). */
export const EditableList = <T,>({ title, addLabel, items, max, onChange, blank, removeLabel, canRemove, renderItem }: EditableListProps<T>) => (
  <>
    <Typography variant="subtitle2" component="h3">
      <FormattedMessage id={title} />
    </Typography>
    {items.map((item, index) => (
      <Stack key={index} direction="row" spacing={1} alignItems="center">
        {renderItem(item, index, (next) => onChange(items.map((value, at) => (at === index ? next : value))), items)}
        <IconButton aria-label={removeLabel(item, index)} disabled={canRemove ? !canRemove(item) : false} onClick={() => onChange(items.filter((_value, at) => at !== index))}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
    ))}
    <Button sx={{ alignSelf: 'flex-start' }} disabled={items.length >= max} onClick={() => onChange([...items, blank(items)])}>
      <FormattedMessage id={addLabel} />
    </Button>
  </>
);
