import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { REQUESTED_FILE_TYPE_CHOICES, requestedFileType } from '@ats/domain/applications/application-file.rules';
import type { MessageId } from '@ats/web/app/i18n/messages';

type Props = { label: MessageId; value: string | null; readOnly: boolean; onChange: (fileType: string) => void };

/**
 * What a file-upload task or question asks the candidate for, chosen from the documents the server can tell
 * apart by their bytes; a label typed before the choices existed shows as not chosen.
 */
export const RequestedFileTypeField = ({ label, value, readOnly, onChange }: Props) => {
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      required
      disabled={readOnly}
      label={intl.formatMessage({ id: label })}
      value={requestedFileType(value) ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {REQUESTED_FILE_TYPE_CHOICES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {intl.formatMessage({ id: `jobs.fileType.${choice}` })}
        </MenuItem>
      ))}
    </TextField>
  );
};
