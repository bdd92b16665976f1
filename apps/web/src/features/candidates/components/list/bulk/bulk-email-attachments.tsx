import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BulkEmailAttachment } from '@ats/web/app/api/bulk-actions-api';

/**
 * A bulk e-mail's attachments: files uploaded once here (a PDF or a .docx, as the profile's files), each
 * candidate's e-mail then attaching its own copy. The upload's refusal shows under the button.
 */
export const BulkEmailAttachments = ({
  labelId,
  attachments,
  uploading,
  error,
  disabled,
  onAdd,
  onRemove,
}: {
  labelId: string;
  attachments: BulkEmailAttachment[];
  uploading: boolean;
  error: string | null;
  disabled: boolean;
  onAdd: (file: File) => void;
  onRemove: (id: string) => void;
}) => {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box component="fieldset" aria-labelledby={labelId} sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" id={labelId}>
        <FormattedMessage id="emails.composer.attachments" />
      </FormLabel>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
        {attachments.map((attachment) => (
          <Chip
            key={attachment.id}
            label={<bdi>{attachment.fileName}</bdi>}
            onDelete={disabled ? undefined : () => onRemove(attachment.id)}
            deleteIcon={<CancelIcon role="button" aria-hidden={false} aria-label={intl.formatMessage({ id: 'bulkEmail.attachment.remove' }, { name: attachment.fileName })} />}
          />
        ))}
        <Button size="small" variant="outlined" loading={uploading} disabled={disabled} onClick={() => input.current?.click()}>
          <FormattedMessage id="bulkEmail.attachment.add" />
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-label={intl.formatMessage({ id: 'bulkEmail.attachment.add' })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be picked again after a removal.
            event.target.value = '';
            if (file) onAdd(file);
          }}
        />
      </Stack>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
};
