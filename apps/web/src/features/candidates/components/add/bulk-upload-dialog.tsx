import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FILE_EXTENSIONS } from '@ats/domain/applications/application-file.rules';
import { isApiError } from '@ats/web/app/api/api-error';
import { ORIGINS, type Origin } from '@ats/web/app/api/api-types';
import { errorText } from '@ats/web/app/api/error-text';
import { fileRefusalText } from '@ats/web/app/api/file-error-text';
import { useJobsDropdown } from '@ats/web/app/api/jobs-api';
import { useAddCandidate } from '../../api/candidates-api';
import { useParseCv } from '../../api/parse-cv-api';
import { ORIGIN_LABEL, profilePath } from '../../labels';
import { clientRefusal } from '../profile/files/files-section';
import { candidateFromCv, MAX_BULK_FILES } from './bulk-upload-cvs';

type FileState =
  | { state: 'waiting' }
  | { state: 'uploading'; percent: number }
  | { state: 'adding' }
  | { state: 'added'; applicationId: string }
  | { state: 'failed'; reason: string };

type Row = { key: string; file: File; status: FileState };

const ACCEPT = FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const REASON_MESSAGE = { cannotParse: 'cv.cannotParse', noName: 'cv.bulk.noName', noEmail: 'cv.bulk.noEmail' } as const;

export type BulkUploadDialogProps = { open: boolean; onClose: () => void };

/**
 * Bulk upload (spec 02 §2.12): up to 50 CVs, each read and added to the chosen job one after another, with
 * each file's progress and result (added, with a link to the profile, or failed and why).
 */
export const BulkUploadDialog = ({ open, onClose }: BulkUploadDialogProps) => {
  const intl = useIntl();
  const jobs = useJobsDropdown();
  const parse = useParseCv();
  const add = useAddCandidate();
  const input = useRef<HTMLInputElement>(null);
  const [jobId, setJobId] = useState('');
  const [origin, setOrigin] = useState<Origin | ''>('');
  const [rows, setRows] = useState<Row[]>([]);
  const [problem, setProblem] = useState<'tooMany' | 'noTarget' | 'noFiles' | null>(null);
  const [running, setRunning] = useState(false);

  const setStatus = (key: string, status: FileState) => setRows((current) => current.map((row) => (row.key === key ? { ...row, status } : row)));
  const failureText = (error: unknown) =>
    fileRefusalText(intl, isApiError(error) ? error.errorCode : null) ??
    (isApiError(error) && !error.isGeneric && error.statusCode < 500 ? errorText(intl, error) : intl.formatMessage({ id: 'cv.uploadFailed' }));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > MAX_BULK_FILES) {
      setProblem('tooMany');
      return;
    }
    setProblem(null);
    setRows(files.map((file, index) => ({ key: `${index}-${file.name}`, file, status: { state: 'waiting' } })));
  };

  const processOne = async ({ key, file }: Row, target: { jobId: string; origin: Origin }) => {
    const refused = fileRefusalText(intl, clientRefusal(file));
    if (refused) return setStatus(key, { state: 'failed', reason: refused });
    setStatus(key, { state: 'uploading', percent: 0 });
    try {
      const parsed = await parse.mutateAsync({
        file,
        onProgress: ({ loaded, total }) => setStatus(key, { state: 'uploading', percent: Math.round((loaded / total) * 100) }),
      });
      const candidate = candidateFromCv(target, parsed);
      if (!candidate.ok) return setStatus(key, { state: 'failed', reason: intl.formatMessage({ id: REASON_MESSAGE[candidate.reason] }) });
      setStatus(key, { state: 'adding' });
      const added = await add.mutateAsync(candidate.input);
      setStatus(key, { state: 'added', applicationId: added.id });
    } catch (error) {
      setStatus(key, { state: 'failed', reason: failureText(error) });
    }
  };

  const start = async () => {
    if (!jobId || !origin) return setProblem('noTarget');
    if (rows.length === 0) return setProblem('noFiles');
    setProblem(null);
    setRunning(true);
    // One after another: the server reads each CV, and 50 at once would only queue there.
    for (const row of rows.filter((candidate) => candidate.status.state === 'waiting')) await processOne(row, { jobId, origin });
    setRunning(false);
  };

  const close = () => {
    if (running) return;
    setRows([]);
    setProblem(null);
    onClose();
  };

  const statusText = (status: FileState) => {
    switch (status.state) {
      case 'waiting':
        return intl.formatMessage({ id: 'cv.bulk.waiting' });
      case 'uploading':
        return intl.formatMessage({ id: 'cv.bulk.uploading' }, { percent: status.percent });
      case 'adding':
        return intl.formatMessage({ id: 'cv.bulk.adding' });
      case 'added':
        return intl.formatMessage({ id: 'cv.bulk.added' });
      case 'failed':
        return intl.formatMessage({ id: 'cv.bulk.failed' }, { reason: status.reason });
    }
  };
  const done = rows.filter((row) => row.status.state === 'added' || row.status.state === 'failed').length;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="bulk-upload-title">
      <DialogTitle id="bulk-upload-title">
        <FormattedMessage id="cv.bulk.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="cv.bulk.hint" values={{ max: MAX_BULK_FILES }} />
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select fullWidth size="small" label={intl.formatMessage({ id: 'addCandidate.field.job' })} value={jobId} onChange={(event) => setJobId(event.target.value)} disabled={running}>
              {(jobs.data ?? []).map((job) => (
                <MenuItem key={job.id} value={job.id}>
                  {job.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select fullWidth size="small" label={intl.formatMessage({ id: 'addCandidate.field.origin' })} value={origin} onChange={(event) => setOrigin(event.target.value as Origin)} disabled={running}>
              {ORIGINS.map((value) => (
                <MenuItem key={value} value={value}>
                  {intl.formatMessage({ id: ORIGIN_LABEL[value] })}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <div>
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={running}>
              <FormattedMessage id="cv.bulk.choose" />
            </Button>
            <input ref={input} type="file" accept={ACCEPT} multiple hidden onChange={choose} data-testid="bulk-cv-input" />
          </div>
          {problem && (
            <Alert severity="error" role="alert">
              <FormattedMessage id={`cv.bulk.${problem}`} values={{ max: MAX_BULK_FILES }} />
            </Alert>
          )}
          {rows.length > 0 && (
            <>
              <Typography variant="body2" role="status">
                <FormattedMessage id="cv.bulk.progress" values={{ done, total: rows.length }} />
              </Typography>
              <List dense aria-label={intl.formatMessage({ id: 'cv.bulk.files' })}>
                {rows.map(({ key, file, status }) => (
                  <ListItem key={key} divider>
                    <ListItemText
                      primary={file.name}
                      secondary={
                        <>
                          {statusText(status)}
                          {status.state === 'added' && (
                            <>
                              {' '}
                              <Link component={RouterLink} to={profilePath(status.applicationId)}>
                                <FormattedMessage id="cv.bulk.profile" values={{ name: file.name }} />
                              </Link>
                            </>
                          )}
                        </>
                      }
                      slotProps={{ secondary: { color: status.state === 'failed' ? 'error' : 'text.secondary' } }}
                    />
                    {status.state === 'uploading' && (
                      <LinearProgress variant="determinate" value={status.percent} sx={{ width: 120 }} aria-label={intl.formatMessage({ id: 'cv.bulk.uploading' }, { percent: status.percent })} />
                    )}
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={running}>
          <FormattedMessage id="common.close" />
        </Button>
        <Button variant="contained" onClick={() => void start()} loading={running}>
          <FormattedMessage id="cv.bulk.start" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The add-candidate page's way into bulk upload. */
export const BulkUploadButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        <FormattedMessage id="cv.bulk.open" />
      </Button>
      <BulkUploadDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
};
