import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CV_PARSE_MESSAGES } from '@ats/domain/candidates/cv-parser';
import { FILE_EXTENSIONS, MAX_FILE_SIZE_MB } from '@ats/domain/applications/application-file.rules';
import { isApiError } from '@ats/web/app/api/api-error';
import { useUploadCandidateCv, type CandidateCv } from '../api/apply-portal-api';
import { NetworkIssueGuide } from './network-issue-guide';

const ACCEPT = FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const MAX_BYTES = MAX_FILE_SIZE_MB * 1024 * 1024;

type Outcome =
  | { kind: 'uploaded'; cv: CandidateCv }
  | { kind: 'refused'; text: string }
  /** The upload itself failed (network, server): the guide shows what to try. */
  | { kind: 'failed' }
  | null;

export type CvUploadFieldProps = {
  jobId: string;
  onUploaded: (cv: CandidateCv) => void;
  /** The form asks for the CV ('Please upload CV to continue'). */
  error: string | null;
};

/** The apply form's CV (spec 03 §2.3, §5 "CV"): .pdf or .docx under 5 MB, autofill from what it says. */
export const CvUploadField = ({ jobId, onUploaded, error }: CvUploadFieldProps) => {
  const intl = useIntl();
  const upload = useUploadCandidateCv(jobId);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Spec 03 §2.3: 'It seems your browser does not support file uploads...'
  const supported = typeof window !== 'undefined' && typeof window.FormData === 'function' && typeof window.File === 'function';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(FILE_EXTENSIONS as readonly string[]).includes(extension))
      return setOutcome({ kind: 'refused', text: intl.formatMessage({ id: 'applyPortal.cv.wrongType' }) });
    if (file.size > MAX_BYTES) return setOutcome({ kind: 'refused', text: intl.formatMessage({ id: 'applyPortal.cv.tooLarge' }, { size: MAX_FILE_SIZE_MB }) });
    setOutcome(null);
    setProgress({ name: file.name, percent: 0 });
    upload.mutate(
      { file, onProgress: ({ loaded, total }) => setProgress({ name: file.name, percent: Math.round((loaded / total) * 100) }) },
      {
        onSuccess: (cv) => {
          setOutcome({ kind: 'uploaded', cv });
          onUploaded(cv);
        },
        onError: (failure) => {
          // A refusal of the file says why; anything else is the network or the server: the guide.
          if (isApiError(failure) && failure.statusCode >= 400 && failure.statusCode < 500 && !failure.isGeneric)
            setOutcome({ kind: 'refused', text: failure.message === 'CV must be a PDF or Docx!' ? intl.formatMessage({ id: 'applyPortal.cv.wrongType' }) : failure.message });
          else setOutcome({ kind: 'failed' });
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const uploadedMessage = (cv: CandidateCv) =>
    cv.parsed
      ? intl.formatMessage({ id: 'applyPortal.cv.uploaded' })
      : cv.message === CV_PARSE_MESSAGES.autofillUnavailable
        ? intl.formatMessage({ id: 'applyPortal.cv.autofillUnavailable' })
        : intl.formatMessage({ id: 'applyPortal.cv.cannotParse' });

  if (!supported) return <Alert severity="warning"><FormattedMessage id="applyPortal.cv.noSupport" /></Alert>;
  return (
    <Box>
      <Typography variant="subtitle2" component="p" id="apply-cv-label">
        <FormattedMessage id="applyPortal.cv.label" /> *
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage id="applyPortal.cv.hint" values={{ size: MAX_FILE_SIZE_MB }} />
      </Typography>
      <input ref={input} type="file" accept={ACCEPT} hidden onChange={choose} aria-labelledby="apply-cv-label" data-testid="apply-cv-input" />
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={progress !== null}>
        <FormattedMessage id="applyPortal.cv.upload" />
      </Button>
      {progress && (
        <Box sx={{ mt: 1 }} role="status">
          <Typography variant="body2">
            <FormattedMessage id="applyPortal.cv.uploading" values={{ name: progress.name }} />
          </Typography>
          <LinearProgress variant="determinate" value={progress.percent} aria-label={progress.name} />
        </Box>
      )}
      {outcome?.kind === 'uploaded' && (
        <Alert severity={outcome.cv.parsed ? 'success' : 'info'} sx={{ mt: 1 }} role="status">
          {outcome.cv.fileName} — {uploadedMessage(outcome.cv)}
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {outcome.text}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <>
          <Alert severity="error" sx={{ mt: 1 }} role="alert">
            <FormattedMessage id="applyPortal.cv.uploadFailed" />
          </Alert>
          <NetworkIssueGuide />
        </>
      )}
      {error && outcome?.kind !== 'uploaded' && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
};
