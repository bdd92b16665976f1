import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FILE_EXTENSIONS, fileSizeError, MAX_FILE_SIZE_MB } from '@ats/domain/applications/application-file.rules';
import { MAX_TEMPLATE_ATTACHMENTS } from '@ats/domain/email-templates/email-template-attachments';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@ats/web/app/api/api-error';
import { fileRefusalText } from '@ats/web/app/api/file-error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { formatFileSize } from '@ats/web/app/format/file-size';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import {
  downloadAttachment,
  useAttachFile,
  useEmailTemplates,
  useRemoveAttachment,
  type TemplateAttachment,
} from '../../api/email-templates-api';
import { emailTemplateErrorText } from '../../email-template-errors';

const ACCEPT = FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The server's rules on what the browser knows (name and size), so a wrong file is told at once. */
const clientRefusal = (file: File): string | null => {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(FILE_EXTENSIONS as string[]).includes(extension)) return 'file-type-not-allowed';
  return fileSizeError(file.size)?.code ?? null;
};

export type TemplateAttachmentsProps = { templateId: string; editable: boolean };

/**
 * A company template's attachments (spec 03 "Email template"; §7 PUT …/update-email-template-attachment/{id}):
 * the list with download and remove, and "Attach file" with upload progress; the refusals in place.
 */
export const TemplateAttachments = ({ templateId, editable }: TemplateAttachmentsProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const headingId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const templates = useEmailTemplates();
  const attach = useAttachFile(templateId);
  const remove = useRemoveAttachment(templateId);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attachments = templates.data?.find((row) => row.id === templateId)?.attachments ?? [];
  const refusal = (caught: unknown) =>
    fileRefusalText(intl, isApiError(caught) ? caught.errorCode : null) ?? emailTemplateErrorText(intl, caught);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const problem = clientRefusal(file);
    if (problem) return setError(fileRefusalText(intl, problem));
    setProgress({ name: file.name, percent: 0 });
    try {
      await attach.mutateAsync({
        file,
        onProgress: ({ loaded, total }) =>
          setProgress({ name: file.name, percent: Math.round((loaded / total) * 100) }),
      });
      showSuccessToast('emailTemplates.attachments.added', { name: file.name });
    } catch (caught) {
      setError(refusal(caught));
    } finally {
      setProgress(null);
    }
  };

  const removeAttachment = (attachment: TemplateAttachment) => {
    setError(null);
    remove.mutate(attachment.id, {
      onSuccess: () => showSuccessToast('emailTemplates.attachments.removed', { name: attachment.fileName }),
      onError: (caught) => setError(refusal(caught)),
    });
  };

  const action = (
    label: 'emailTemplates.attachments.downloadNamed' | 'emailTemplates.attachments.removeNamed',
    name: string,
    icon: ReactNode,
    onClick: () => void,
  ) => {
    const text = intl.formatMessage({ id: label }, { name });
    return (
      <Tooltip title={text}>
        <IconButton aria-label={text} size="small" onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <Typography id={headingId} variant="subtitle2" component="h3">
          <FormattedMessage id="emailTemplates.attachments" />
        </Typography>
        {editable && (
          <>
            <Button
              size="small"
              startIcon={<AttachFileIcon fontSize="small" />}
              aria-describedby={hintId}
              disabled={progress !== null || attachments.length >= MAX_TEMPLATE_ATTACHMENTS}
              onClick={() => input.current?.click()}
            >
              <FormattedMessage id="emailTemplates.attachments.add" />
            </Button>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              onChange={(event) => void choose(event)}
              data-testid="attachment-input"
            />
          </>
        )}
      </Stack>
      {editable && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          <FormattedMessage
            id="emailTemplates.attachments.hint"
            values={{ size: MAX_FILE_SIZE_MB, count: MAX_TEMPLATE_ATTACHMENTS }}
          />
        </Typography>
      )}
      {progress && (
        <Box role="status" sx={{ my: 1 }}>
          <Typography variant="body2">
            <FormattedMessage id="emailTemplates.attachments.uploading" values={progress} />
          </Typography>
          <LinearProgress variant="determinate" value={progress.percent} />
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      {attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          <FormattedMessage id="emailTemplates.attachments.none" />
        </Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {attachments.map((attachment) => (
            <ListItem
              key={attachment.id}
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  {action(
                    'emailTemplates.attachments.downloadNamed',
                    attachment.fileName,
                    <DownloadIcon fontSize="small" />,
                    () =>
                      void downloadAttachment(templateId, attachment).catch((caught: unknown) =>
                        setError(refusal(caught)),
                      ),
                  )}
                  {editable &&
                    action(
                      'emailTemplates.attachments.removeNamed',
                      attachment.fileName,
                      <DeleteOutlineIcon fontSize="small" />,
                      () => removeAttachment(attachment),
                    )}
                </Stack>
              }
            >
              <ListItemText
                primary={<bdi>{attachment.fileName}</bdi>}
                secondary={formatFileSize(attachment.sizeBytes, language)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
