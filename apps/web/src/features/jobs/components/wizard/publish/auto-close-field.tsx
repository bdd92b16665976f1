import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSetAutoClose } from '@ats/web/features/jobs/api/job-commands-api';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';

/** The local day of an ISO date-time, as a date input holds it. */
const dayOf = (value: string | null): string => {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const today = () => dayOf(new Date().toISOString());

export type AutoCloseFieldProps = { job: JobDetail; readOnly: boolean };

/** Spec 02 §4.1: the job closes itself at the end of the chosen day; clearing the date removes it. */
export const AutoCloseField = ({ job, readOnly }: AutoCloseFieldProps) => {
  const intl = useIntl();
  const [day, setDay] = useState(dayOf(job.autoCloseOn));
  const setAutoClose = useSetAutoClose();
  const saved = dayOf(job.autoCloseOn);

  const save = (next: string) =>
    setAutoClose.mutate(
      { id: job.id, autoCloseOn: next ? new Date(`${next}T23:59:00`).toISOString() : null },
      { onSuccess: () => showSuccessToast(next ? 'jobs.autoClose.saved' : 'jobs.autoClose.removed') },
    );

  return (
    <section aria-labelledby="auto-close-heading">
      <Typography id="auto-close-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="jobs.autoClose.heading" />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField
          type="date"
          size="small"
          label={intl.formatMessage({ id: 'jobs.autoClose.date' })}
          value={day}
          disabled={readOnly || job.status === 'CLOSED'}
          onChange={(event) => setDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
        />
        {!readOnly && (
          <>
            <Button
              variant="outlined"
              onClick={() => save(day)}
              disabled={!day || day === saved}
              loading={setAutoClose.isPending}
            >
              <FormattedMessage id="jobs.autoClose.save" />
            </Button>
            <Button
              onClick={() => {
                setDay('');
                save('');
              }}
              disabled={!saved || setAutoClose.isPending}
            >
              <FormattedMessage id="jobs.autoClose.clear" />
            </Button>
          </>
        )}
      </Stack>
    </section>
  );
};
