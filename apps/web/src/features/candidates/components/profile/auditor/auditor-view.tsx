import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '@ats/web/app/api/error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { allows } from '@ats/web/app/auth/access';
import { useSession } from '@ats/web/app/auth/session';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import { HistoryExportButtons, HistoryExportFailure, useHistoryExport } from '@ats/web/app/components/history-export-buttons';
import { applicationPath, useApplicationAsOf, useEraseCandidate } from '@ats/web/features/candidates/api/auditor-api';
import { AsOfProfile } from './as-of-profile';
import { EraseCandidateDialog } from './erase-candidate-dialog';

export type AuditorViewProps = {
  applicationId: string;
  candidateName: string;
  /** The live profile, shown while no moment is chosen. */
  children: ReactNode;
};

/** The browser's zone: the picker's value is local time, and the banner says the moment in the same zone. */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `YYYY-MM-DDTHH:mm` of a date in local time: the picker's own format (its max, and its start value). */
const pickerValue = (date: Date) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * The auditor's tools on the candidate profile: an 'As of' date-time picker that replaces the profile by the
 * profile as it stood then (with a banner and a way back), the history's export as CSV or JSON, and, for
 * company admins, the erasure of the candidate's personal data behind a confirmation.
 */
export const AuditorView = ({ applicationId, candidateName, children }: AuditorViewProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const session = useSession();
  // The API's own rule for the erasure route: company admins only.
  const isAdmin = session.status === 'signed-in' && allows(session.holder, { roles: ['COMPANY_ADMIN'] });
  const [picked, setPicked] = useState('');
  const [asOf, setAsOf] = useState<string | null>(null);
  const [eraseOpen, setEraseOpen] = useState(false);
  const then = useApplicationAsOf(applicationId, asOf);
  const exportHistory = useHistoryExport(applicationPath(applicationId), `application-${applicationId}`);
  const erase = useEraseCandidate(applicationId);

  const show = (event: FormEvent) => {
    event.preventDefault();
    const date = new Date(picked);
    if (picked === '' || Number.isNaN(date.getTime())) return;
    setAsOf(date.toISOString());
  };
  const confirmErase = () =>
    erase.mutate(undefined, {
      onSuccess: () => {
        setEraseOpen(false);
        showSuccessToast('auditor.erase.done');
      },
    });

  return (
    <>
      <Paper
        variant="outlined"
        component="section"
        aria-label={intl.formatMessage({ id: 'auditor.toolbar.label' })}
        sx={{ p: 2, mb: 2 }}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          alignItems={{ xs: 'stretch', md: 'center' }}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          <Stack component="form" direction="row" spacing={1} alignItems="center" onSubmit={show} noValidate>
            <TextField
              type="datetime-local"
              size="small"
              label={intl.formatMessage({ id: 'auditor.asOf.label' })}
              helperText={intl.formatMessage({ id: 'auditor.asOf.help' })}
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: pickerValue(new Date()), step: 60 } }}
            />
            <Button type="submit" variant="outlined" startIcon={<HistoryIcon />} disabled={picked === ''}>
              <FormattedMessage id="auditor.asOf.show" />
            </Button>
          </Stack>
          <Box sx={{ flex: 1 }} />
          <HistoryExportButtons exportHistory={exportHistory} />
          {isAdmin && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteForeverOutlinedIcon />}
              onClick={() => setEraseOpen(true)}
            >
              <FormattedMessage id="auditor.erase.action" />
            </Button>
          )}
        </Stack>
        <HistoryExportFailure exportHistory={exportHistory} />
      </Paper>

      {asOf === null ? (
        children
      ) : (
        <Box>
          <Alert
            severity="info"
            role="status"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => setAsOf(null)}>
                <FormattedMessage id="auditor.asOf.backToNow" />
              </Button>
            }
          >
            <AlertTitle>
              <FormattedMessage
                id="auditor.asOf.banner"
                values={{ date: formatDateTime(asOf, language, localTimeZone()) }}
              />
            </AlertTitle>
            {then.data && (
              <FormattedMessage
                id="auditor.asOf.bannerDetail"
                values={{ revision: then.data.revision + 1, total: then.data.currentRevision + 1 }}
              />
            )}
          </Alert>
          {then.isPending && <LinearProgress aria-label={intl.formatMessage({ id: 'auditor.asOf.loading' })} />}
          {then.isError && <Alert severity="error">{errorText(intl, then.error)}</Alert>}
          {then.data && <AsOfProfile data={then.data} />}
        </Box>
      )}

      <EraseCandidateDialog
        open={eraseOpen}
        candidateName={candidateName}
        busy={erase.isPending}
        error={erase.error}
        onClose={() => {
          setEraseOpen(false);
          erase.reset();
        }}
        onConfirm={confirmErase}
      />
    </>
  );
};
