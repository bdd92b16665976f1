import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEEKDAYS, type Weekday, type WorkingHours } from '@ats/domain/interview-availability/slots';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMemberOptions } from '@ats/web/app/api/company-options';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useAvailabilities, useSaveAvailability, type Availability, type AvailabilityBody } from '../api/interview-booking-api';
import { bookingErrorText } from '../booking-errors';
import { TimeZoneField } from './time-zone-field';

type Day = { on: boolean; start: string; end: string };
type Form = Omit<AvailabilityBody, 'workingHours' | 'bookingWindowDays' | 'maxInterviewsPerDay'> & {
  days: Record<Weekday, Day>;
  bookingWindowDays: string;
  maxInterviewsPerDay: string;
};

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const formOf = (interviewerId: string, row: Availability | undefined): Form => {
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = row?.workingHours.find((entry) => entry.day === day);
      const weekday = day !== 'SATURDAY' && day !== 'SUNDAY';
      return [day, { on: row ? Boolean(hours) : weekday, start: hours?.start ?? '09:00', end: hours?.end ?? '17:00' }];
    }),
  ) as Record<Weekday, Day>;
  return {
    interviewerId,
    timeZone: row?.timeZone ?? browserZone(),
    days,
    minimumNoticeMinutes: row?.minimumNoticeMinutes ?? 240,
    bufferBeforeMinutes: row?.bufferBeforeMinutes ?? 0,
    bufferAfterMinutes: row?.bufferAfterMinutes ?? 0,
    bookingWindowDays: row?.bookingWindowDays?.toString() ?? '',
    maxInterviewsPerDay: row?.maxInterviewsPerDay?.toString() ?? '',
  };
};

const bodyOf = (form: Form): AvailabilityBody => ({
  interviewerId: form.interviewerId,
  timeZone: form.timeZone,
  workingHours: WEEKDAYS.filter((day) => form.days[day].on).map((day): WorkingHours => ({ day, start: form.days[day].start, end: form.days[day].end })),
  minimumNoticeMinutes: Number(form.minimumNoticeMinutes),
  bufferBeforeMinutes: Number(form.bufferBeforeMinutes),
  bufferAfterMinutes: Number(form.bufferAfterMinutes),
  bookingWindowDays: form.bookingWindowDays.trim() === '' ? null : Number(form.bookingWindowDays),
  maxInterviewsPerDay: form.maxInterviewsPerDay.trim() === '' ? null : Number(form.maxInterviewsPerDay),
});

/**
 * /recruiter-settings/interview-availability (spec 03 "Interview availability"): working days Sunday to Saturday
 * with hours in a time zone, minimum notice, buffers, 'on or before N days from the invite' and 'restrict to N
 * interviews'. One's own; an admin picks any team member. The interviewer is fixed once the availability exists.
 */
export const InterviewAvailabilityPage = () => {
  usePageTitle('interviewBooking.availability.title');
  const intl = useIntl();
  const session = useSession();
  const signedIn = session.status === 'signed-in' ? session : null;
  const isAdmin = signedIn?.role === 'COMPANY_ADMIN';
  const availabilities = useAvailabilities();
  const members = useMemberOptions(isAdmin);
  const save = useSaveAvailability();
  const [interviewerId, setInterviewerId] = useState(signedIn?.user.id ?? '');
  // Opened before the session was read, the page learns whose availability it is once it is.
  const ownId = signedIn?.user.id;
  useEffect(() => {
    if (ownId && !interviewerId) setInterviewerId(ownId);
  }, [ownId, interviewerId]);
  const existing = useMemo(() => availabilities.data?.find((row) => row.interviewerId === interviewerId), [availabilities.data, interviewerId]);
  const [form, setForm] = useState<Form>(() => formOf(interviewerId, undefined));
  useEffect(() => setForm(formOf(interviewerId, existing)), [interviewerId, existing]);

  const set = <Key extends keyof Form>(key: Key, value: Form[Key]) => setForm((current) => ({ ...current, [key]: value }));
  const setDay = (day: Weekday, change: Partial<Day>) => setForm((current) => ({ ...current, days: { ...current.days, [day]: { ...current.days[day], ...change } } }));
  const number = (key: 'minimumNoticeMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes', label: Parameters<typeof intl.formatMessage>[0]['id']) => (
    <TextField
      type="number"
      label={intl.formatMessage({ id: label })}
      value={form[key]}
      onChange={(event) => set(key, Number(event.target.value))}
      slotProps={{ htmlInput: { min: 0 } }}
    />
  );
  const optional = (key: 'bookingWindowDays' | 'maxInterviewsPerDay', label: Parameters<typeof intl.formatMessage>[0]['id']) => (
    <TextField
      type="number"
      label={intl.formatMessage({ id: label })}
      helperText={intl.formatMessage({ id: 'interviewBooking.availability.noLimit' })}
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
      slotProps={{ htmlInput: { min: 1 } }}
    />
  );

  const memberChoices = isAdmin ? (members.data ?? []).filter((member) => !member.isDeletedUser) : [];

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="interviewBooking.availability.title" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="interviewBooking.availability.subtitle" />
        </Typography>
      </Box>
      {availabilities.isError && (
        <Alert severity="error">
          <FormattedMessage id="interviewBooking.error" />
        </Alert>
      )}
      {availabilities.isPending && <Skeleton variant="rounded" height={320} />}
      {availabilities.data && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack
            component="form"
            spacing={2}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate({ id: existing?.id ?? null, body: bodyOf(form) }, { onSuccess: () => showSuccessToast('interviewBooking.availability.saved') });
            }}
          >
            {isAdmin && (
              <TextField
                select
                label={intl.formatMessage({ id: 'interviewBooking.availability.interviewer' })}
                value={interviewerId}
                onChange={(event) => setInterviewerId(event.target.value)}
                helperText={existing ? intl.formatMessage({ id: 'interviewBooking.availability.interviewerLocked' }) : undefined}
              >
                {memberChoices.length === 0 && <MenuItem value={interviewerId}>{signedIn?.user.firstName}</MenuItem>}
                {memberChoices.map((member) => (
                  <MenuItem key={member.id} value={member.id}>
                    {member.fullName}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TimeZoneField label="interviewBooking.availability.timeZone" value={form.timeZone} onChange={(zone) => set('timeZone', zone)} />
            <Typography variant="h2">
              <FormattedMessage id="interviewBooking.availability.workingDays" />
            </Typography>
            {WEEKDAYS.map((day) => (
              <Stack key={day} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ minWidth: 160 }}
                  control={<Checkbox checked={form.days[day].on} onChange={(_event, on) => setDay(day, { on })} />}
                  label={intl.formatMessage({ id: `interviewBooking.day.${day}` })}
                />
                <TextField
                  type="time"
                  size="small"
                  disabled={!form.days[day].on}
                  label={intl.formatMessage({ id: 'interviewBooking.availability.from' })}
                  value={form.days[day].start}
                  onChange={(event) => setDay(day, { start: event.target.value })}
                />
                <TextField
                  type="time"
                  size="small"
                  disabled={!form.days[day].on}
                  label={intl.formatMessage({ id: 'interviewBooking.availability.to' })}
                  value={form.days[day].end}
                  onChange={(event) => setDay(day, { end: event.target.value })}
                />
              </Stack>
            ))}
            {number('minimumNoticeMinutes', 'interviewBooking.availability.minimumNotice')}
            <Stack direction="row" spacing={2}>
              {number('bufferBeforeMinutes', 'interviewBooking.availability.bufferBefore')}
              {number('bufferAfterMinutes', 'interviewBooking.availability.bufferAfter')}
            </Stack>
            {optional('bookingWindowDays', 'interviewBooking.availability.bookingWindow')}
            {optional('maxInterviewsPerDay', 'interviewBooking.availability.maxInterviews')}
            {save.error && (
              <Alert severity="error" role="alert">
                {bookingErrorText(intl, save.error)}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                <FormattedMessage id="interviewBooking.save" />
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </Box>
  );
};
