import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import type { MessageId } from '@ats/web/app/i18n/messages';

export type RowActionsProps = {
  name: string;
  editLabel?: MessageId;
  deleteLabel?: MessageId;
  onEdit?: () => void;
  onDelete?: () => void;
};

/** Edit and delete buttons of one row, each named with the row's name; absent when the handler is. */
export const RowActions = ({
  name,
  editLabel = 'places.editNamed',
  deleteLabel = 'places.deleteNamed',
  onEdit,
  onDelete,
}: RowActionsProps) => {
  const intl = useIntl();
  const edit = intl.formatMessage({ id: editLabel }, { name });
  const remove = intl.formatMessage({ id: deleteLabel }, { name });
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      {onEdit && (
        <Tooltip title={edit}>
          <IconButton aria-label={edit} onClick={onEdit} size="small">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={remove}>
          <IconButton aria-label={remove} onClick={onDelete} size="small">
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  );
};
