import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FILE_EXTENSIONS, MAX_FILE_SIZE_MB } from '@ats/domain/applications/application-file.rules';
import { isApiError } from '@ats/web/app/api/api-error';
import { errorText } from '@ats/web/app/api/error-text';
import { fileRefusalText } from '@ats/web/app/api/file-error-text';
import { useParseCv, type ParsedCvResult } from '../../api/parse-cv-api';
import { clientRefusal } from '../profile/files/files-section';

export type UploadCvProps = {
  /** The CV was read (or kept unread): prefill what it says and attach it. */
  onParsed: (result: ParsedCvResult) => void;
  /** The attached CV is removed from the form. */
  onRemoved: () => void;
};

const ACCEPT = FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

type Outcome = { kind: 'parsed' | 'unparsed'; name: string } | { kind: 'error'; text: string } | null;

/** The server's file refusals in the files feature's words; anything else the spec's 'Unable to upload CV…'. */
const uploadErrorText = (intl: IntlShape, error: unknown): string =>
  fileRefusalText(intl, isApiError(error) ? error.errorCode : null) ??
  (isApiError(error) && !error.isGeneric && error.statusCode < 500 ? errorText(intl, error) : intl.formatMessage({ id: 'cv.uploadFailed' }));

/** 'Upload CV' on the add-candidate form (spec 02 §2.12): progress, then the prefilled form or the spec's messages. */
export const UploadCv = ({ onParsed, onRemoved }: UploadCvProps) => {
  const intl = useIntl();
  const parse = useParseCv();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = fileRefusalText(intl, clientRefusal(file));
    if (refused) {
      setOutcome({ kind: 'error', text: refused });
      return;
    }
    setOutcome(null);
    setProgress({ name: file.name, percent: 0 });
    parse.mutate(
      { file, onProgress: ({ loaded, total }) => setProgress({ name: file.name, percent: Math.round((loaded / total) * 100) }) },
      {
        onSuccess: (result) => {
          setOutcome({ kind: result.parsed ? 'parsed' : 'unparsed', name: result.fileName });
          onParsed(result);
        },
        onError: (error) => setOutcome({ kind: 'error', text: uploadErrorText(intl, error) }),
        onSettled: () => setProgress(null),
      },
    );
  };

  const remove = () => {
    setOutcome(null);
    onRemoved();
  };
  const attached = outcome && outcome.kind !== 'error' ? outcome.name : null;

  return (
    <Box component="section" aria-labelledby="add-candidate-cv-title">
      <Typography id="add-candidate-cv-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="cv.title" />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={parse.isPending}>
          <FormattedMessage id="cv.upload" />
        </Button>
        <input ref={input} type="file" accept={ACCEPT} hidden onChange={choose} data-testid="cv-input" />
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="cv.hint" values={{ size: MAX_FILE_SIZE_MB }} />
        </Typography>
      </Stack>
      {progress && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" id="add-candidate-cv-progress">
            <FormattedMessage id="cv.uploading" values={{ name: progress.name, percent: progress.percent }} />
          </Typography>
          <LinearProgress variant="determinate" value={progress.percent} aria-labelledby="add-candidate-cv-progress" />
        </Box>
      )}
      {outcome?.kind === 'error' && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {outcome.text}
        </Alert>
      )}
      {outcome?.kind === 'unparsed' && (
        <Alert severity="warning" role="status" sx={{ mt: 1 }}>
          <FormattedMessage id="cv.cannotParse" />
        </Alert>
      )}
      {outcome?.kind === 'parsed' && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          <FormattedMessage id="cv.parsed" values={{ name: outcome.name }} />
        </Alert>
      )}
      {attached && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
          <Typography variant="body2">
            <FormattedMessage id="cv.attached" values={{ name: attached }} />
          </Typography>
          <Button size="small" onClick={remove}>
            <FormattedMessage id="cv.remove" />
          </Button>
        </Stack>
      )}
    </Box>
  );
};
