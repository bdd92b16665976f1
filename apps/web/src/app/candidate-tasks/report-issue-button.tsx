import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  ISSUE_FILE_ACCEPT,
  ISSUE_FILE_CONTENT_TYPES,
  ISSUE_REPORT_MESSAGES,
  MAX_ISSUE_DESCRIPTION_LENGTH,
  MAX_ISSUE_FILE_BYTES,
  MAX_ISSUE_FILE_SIZE_MB,
  MAX_ISSUE_FILES,
} from '@ats/domain/issue-reports/issue-report.rules';
import { isApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { isolated } from '../i18n/isolated';
import { useReportIssue, type IssueReportContext } from './issue-reports-api';

export type ReportIssueButtonProps = { context: IssueReportContext };

/** The rules' English (as the API answers it) → the same message in the interface language. */
const issueErrorText = (intl: IntlShape, error: unknown): string => {
  if (!isApiError(error) || error.isGeneric) return errorText(intl, error);
  switch (error.message) {
    case ISSUE_REPORT_MESSAGES.descriptionRequired:
      return intl.formatMessage({ id: 'issueReport.error.descriptionRequired' });
    case ISSUE_REPORT_MESSAGES.descriptionTooLong:
      return intl.formatMessage({ id: 'issueReport.error.descriptionTooLong' }, { max: MAX_ISSUE_DESCRIPTION_LENGTH });
    case ISSUE_REPORT_MESSAGES.tooManyFiles:
      return intl.formatMessage({ id: 'issueReport.error.tooManyFiles' }, { count: MAX_ISSUE_FILES });
    case ISSUE_REPORT_MESSAGES.fileType:
      return intl.formatMessage({ id: 'issueReport.error.fileType' });
    case ISSUE_REPORT_MESSAGES.fileTooLarge:
      return intl.formatMessage({ id: 'issueReport.error.fileTooLarge' }, { size: MAX_ISSUE_FILE_SIZE_MB });
    default:
      return error.message;
  }
};

/**
 * 'Report a problem' on a candidate's task page (spec 03 §2.3 "Report an issue"): a dialog with a description and
 * attached files, sent with the candidate's token to the company's support address. MUI's Dialog traps focus
 * while open and hands it back to this button when it closes.
 */
export const ReportIssueButton = ({ context }: ReportIssueButtonProps) => {
  const intl = useIntl();
  const titleId = useId();
  const filesHelpId = useId();
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const report = useReportIssue();

  const openDialog = () => {
    setSent(false);
    setOpen(true);
  };
  const reset = () => {
    setOpen(false);
    setDescription('');
    setFiles([]);
    setDescriptionError(null);
    setError(null);
  };
  const close = () => {
    if (!report.isPending) reset();
  };

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    setError(null);
    const all = [...files, ...chosen];
    if (all.length > MAX_ISSUE_FILES) return setError(intl.formatMessage({ id: 'issueReport.error.tooManyFiles' }, { count: MAX_ISSUE_FILES }));
    if (chosen.some((file) => file.size > MAX_ISSUE_FILE_BYTES)) {
      return setError(intl.formatMessage({ id: 'issueReport.error.fileTooLarge' }, { size: MAX_ISSUE_FILE_SIZE_MB }));
    }
    // The browser's type is a hint only; the server reads the bytes.
    if (chosen.some((file) => file.type && !(ISSUE_FILE_CONTENT_TYPES as readonly string[]).includes(file.type))) {
      return setError(intl.formatMessage({ id: 'issueReport.error.fileType' }));
    }
    setFiles(all);
  };

  const submit = async () => {
    setError(null);
    if (!description.trim()) {
      setDescriptionError(intl.formatMessage({ id: 'issueReport.error.descriptionRequired' }));
      return;
    }
    setDescriptionError(null);
    try {
      await report.mutateAsync({ context, description, files });
      reset();
      setSent(true);
    } catch (caught) {
      setError(issueErrorText(intl, caught));
    }
  };

  return (
    <>
      <Button variant="text" onClick={openDialog}>
        {intl.formatMessage({ id: 'issueReport.open' })}
      </Button>
      <span role="status">{sent ? <Typography component="span" variant="body2">{intl.formatMessage({ id: 'issueReport.sent' })}</Typography> : null}</span>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{intl.formatMessage({ id: 'issueReport.title' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{intl.formatMessage({ id: 'issueReport.intro' })}</Typography>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <TextField
              label={intl.formatMessage({ id: 'issueReport.description' })}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              required
              multiline
              minRows={4}
              error={descriptionError !== null}
              helperText={descriptionError ?? ' '}
              slotProps={{ htmlInput: { maxLength: MAX_ISSUE_DESCRIPTION_LENGTH } }}
            />
            <div>
              <Button variant="outlined" onClick={() => fileInput.current?.click()} aria-describedby={filesHelpId}>
                {intl.formatMessage({ id: 'issueReport.attach' })}
              </Button>
              <input
                ref={fileInput}
                type="file"
                multiple
                accept={ISSUE_FILE_ACCEPT}
                hidden
                aria-label={intl.formatMessage({ id: 'issueReport.attach' })}
                data-testid="issue-report-files"
                onChange={addFiles}
              />
              <Typography id={filesHelpId} variant="caption" component="p" sx={{ mt: 0.5 }}>
                {intl.formatMessage({ id: 'issueReport.filesHelp' }, { count: MAX_ISSUE_FILES, size: MAX_ISSUE_FILE_SIZE_MB })}
              </Typography>
              {files.length > 0 ? (
                <List dense>
                  {files.map((file, index) => (
                    <ListItem
                      key={`${file.name}-${index}`}
                      secondaryAction={
                        <IconButton
                          edge="end"
                          aria-label={intl.formatMessage({ id: 'issueReport.removeFile' }, { name: file.name })}
                          onClick={() => setFiles(files.filter((_, at) => at !== index))}
                        >
                          <span aria-hidden="true">×</span>
                        </IconButton>
                      }
                    >
                      <ListItemText primary={isolated(file.name)} />
                    </ListItem>
                  ))}
                </List>
              ) : null}
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={report.isPending}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={report.isPending}>
            {intl.formatMessage({ id: 'issueReport.send' })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
