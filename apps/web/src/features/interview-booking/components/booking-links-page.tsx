import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@ats/domain/identity';
import { BOOKING_PERIODS, EVENT_TYPES, OFFERED_WINDOW_KINDS } from '@ats/domain/interview-availability';
import { BOOKING_PERMISSIONS } from '@ats/domain/interview-availability/booking.errors';
import { durationRule, eventTypeRule, interviewerIdsRule, linkNameRule, timeZoneRule } from '@ats/domain/interview-availability/booking-policies';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMemberOptions } from '@ats/web/app/api/company-options';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { RowActions } from '@ats/web/app/components/row-actions';
import { SettingsTableCard } from '@ats/web/app/components/settings-table-card';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useBookingLinks, useDeleteBookingLink, useSaveBookingLink, type BookingLink, type BookingLinkBody } from '../api/interview-booking-api';
import { bookingErrorText, bookingMessageText } from '../booking-errors';
import { TimeZoneField } from './time-zone-field';

const COLUMNS: readonly MessageId[] = [
  'interviewBooking.column.name',
  'interviewBooking.column.interviewers',
  'interviewBooking.column.duration',
  'interviewBooking.column.eventType',
  'interviewBooking.column.actions',
];

type Form = Omit<BookingLinkBody, 'durationMinutes' | 'eventType' | 'frequencyLimitCount'> & {
  durationMinutes: number | '';
  eventType: BookingLinkBody['eventType'] | '';
  frequencyLimitCount: string;
};

const EMPTY: Form = {
  name: '',
  eventName: '',
  durationMinutes: '',
  description: '',
  interviewerIds: [],
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  eventType: '',
  organizerAddress: '',
  minimumNoticeMinutes: 240,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  windowKind: 'CALENDAR_DAYS',
  windowDays: 14,
  frequencyLimitPeriod: null,
  frequencyLimitCount: '',
  feedbackTemplateId: null,
};

const DURATIONS = [15, 30, 45, 60, 90, 120];

/** The form's required fields in its order, each answering the spec's message (shared with the API). */
const firstErrors = (form: Form) => ({
  name: linkNameRule(form.name),
  interviewerIds: interviewerIdsRule(form.interviewerIds),
  timeZone: timeZoneRule(form.timeZone),
  durationMinutes: durationRule(form.durationMinutes === '' ? undefined : form.durationMinutes),
  eventType: eventTypeRule(form.eventType),
});

const LinkDialog = ({ link, onClose }: { link: BookingLink | null; onClose: () => void }) => {
  const intl = useIntl();
  const members = useMemberOptions(true);
  const save = useSaveBookingLink();
  const [form, setForm] = useState<Form>(() => {
    if (!link) return EMPTY;
    // The API takes the form's fields only (unknown properties are refused).
    const { id: _id, interviewerNames: _names, ...fields } = link;
    return { ...fields, frequencyLimitCount: link.frequencyLimitCount?.toString() ?? '' };
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string | null>>>({});
  const set = <Key extends keyof Form>(key: Key, value: Form[Key]) => setForm((current) => ({ ...current, [key]: value }));
  const shown = (key: keyof Form) => (errors[key] ? bookingMessageText(intl, errors[key]!) : undefined);
  const label = (id: MessageId) => intl.formatMessage({ id });
  const numberField = (key: 'minimumNoticeMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'windowDays', id: MessageId) => (
    <TextField type="number" label={label(id)} value={form[key]} onChange={(event) => set(key, Number(event.target.value))} slotProps={{ htmlInput: { min: 0 } }} />
  );
  const options = (members.data ?? []).filter((member) => !member.isDeletedUser);

  const submit = () => {
    const found = firstErrors(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const count = form.frequencyLimitCount.trim();
    const body: BookingLinkBody = {
      ...form,
      durationMinutes: Number(form.durationMinutes),
      eventType: form.eventType as BookingLinkBody['eventType'],
      frequencyLimitCount: count === '' || !form.frequencyLimitPeriod ? null : Number(count),
      frequencyLimitPeriod: count === '' ? null : form.frequencyLimitPeriod,
    };
    save.mutate(
      { id: link?.id ?? null, body },
      {
        onSuccess: () => {
          showSuccessToast('interviewBooking.links.saved', { name: form.name.trim() });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>
        <FormattedMessage id={link ? 'interviewBooking.links.edit' : 'interviewBooking.links.add'} />
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="booking-link-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField required label={label('interviewBooking.field.name')} value={form.name} onChange={(event) => set('name', event.target.value)} error={Boolean(errors.name)} helperText={shown('name')} />
          <TextField label={label('interviewBooking.field.eventName')} value={form.eventName} onChange={(event) => set('eventName', event.target.value)} />
          <Autocomplete
            multiple
            options={options.map((member) => member.id)}
            getOptionLabel={(id) => options.find((member) => member.id === id)?.fullName ?? link?.interviewerNames[link.interviewerIds.indexOf(id)] ?? id}
            value={form.interviewerIds}
            onChange={(_event, ids) => set('interviewerIds', ids)}
            renderInput={(params) => (
              <TextField {...params} required label={label('interviewBooking.field.interviewers')} error={Boolean(errors.interviewerIds)} helperText={shown('interviewerIds')} />
            )}
          />
          <TimeZoneField label="interviewBooking.field.timeZone" value={form.timeZone} onChange={(zone) => set('timeZone', zone)} error={shown('timeZone')} />
          <Stack direction="row" spacing={2}>
            <TextField
              select
              required
              sx={{ minWidth: 220 }}
              label={label('interviewBooking.field.duration')}
              value={form.durationMinutes}
              onChange={(event) => set('durationMinutes', Number(event.target.value))}
              error={Boolean(errors.durationMinutes)}
              helperText={shown('durationMinutes')}
            >
              {DURATIONS.map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  <FormattedMessage id="interviewBooking.minutes" values={{ count: minutes }} />
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              sx={{ minWidth: 220 }}
              label={label('interviewBooking.field.eventType')}
              value={form.eventType}
              onChange={(event) => set('eventType', event.target.value as Form['eventType'])}
              error={Boolean(errors.eventType)}
              helperText={shown('eventType')}
            >
              {EVENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  <FormattedMessage id={`interviewBooking.eventType.${type}`} />
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField multiline minRows={2} label={label('interviewBooking.field.description')} value={form.description} onChange={(event) => set('description', event.target.value)} />
          <TextField label={label('interviewBooking.field.organizerAddress')} value={form.organizerAddress} onChange={(event) => set('organizerAddress', event.target.value)} />
          {numberField('minimumNoticeMinutes', 'interviewBooking.field.minimumNotice')}
          <Stack direction="row" spacing={2}>
            {numberField('bufferBeforeMinutes', 'interviewBooking.field.bufferBefore')}
            {numberField('bufferAfterMinutes', 'interviewBooking.field.bufferAfter')}
          </Stack>
          <Stack direction="row" spacing={2}>
            {numberField('windowDays', 'interviewBooking.field.windowDays')}
            <TextField select sx={{ minWidth: 200 }} label={label('interviewBooking.field.windowKind')} value={form.windowKind} onChange={(event) => set('windowKind', event.target.value as Form['windowKind'])}>
              {OFFERED_WINDOW_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  <FormattedMessage id={`interviewBooking.windowKind.${kind}`} />
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField
              type="number"
              label={label('interviewBooking.field.frequencyCount')}
              value={form.frequencyLimitCount}
              onChange={(event) => set('frequencyLimitCount', event.target.value)}
              slotProps={{ htmlInput: { min: 1 } }}
            />
            <TextField
              select
              sx={{ minWidth: 160 }}
              label={label('interviewBooking.field.frequencyPeriod')}
              value={form.frequencyLimitPeriod ?? ''}
              onChange={(event) => set('frequencyLimitPeriod', (event.target.value || null) as Form['frequencyLimitPeriod'])}
            >
              <MenuItem value="">
                <FormattedMessage id="interviewBooking.none" />
              </MenuItem>
              {BOOKING_PERIODS.map((period) => (
                <MenuItem key={period} value={period}>
                  <FormattedMessage id={`interviewBooking.period.${period}`} />
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {save.error && (
            <Alert severity="error" role="alert">
              {bookingErrorText(intl, save.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="interviewBooking.cancel" />
        </Button>
        <Button type="submit" form="booking-link-form" variant="contained" disabled={save.isPending}>
          <FormattedMessage id="interviewBooking.save" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * /recruiter-settings/interview-booking-links (spec 03 "Interview booking links"; the spec shows no path): the
 * company's links, and a form with every field of "Interview booking link". The interviewers must have
 * integrated their calendars (checked by the API).
 */
export const InterviewBookingLinksPage = () => {
  usePageTitle('interviewBooking.links.title');
  const intl = useIntl();
  const session = useSession();
  const links = useBookingLinks();
  const remove = useDeleteBookingLink();
  const [editing, setEditing] = useState<BookingLink | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BookingLink | null>(null);
  if (session.status !== 'signed-in') return null;
  const may = (permission: string) => hasPermission(session.holder, permission);

  const renderRow = (row: BookingLink) => (
    <TableRow key={row.id}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
      </TableCell>
      <TableCell>{row.interviewerNames.join(', ')}</TableCell>
      <TableCell>
        <FormattedMessage id="interviewBooking.minutes" values={{ count: row.durationMinutes }} />
      </TableCell>
      <TableCell>
        <FormattedMessage id={`interviewBooking.eventType.${row.eventType}`} />
      </TableCell>
      <TableCell align="right">
        <RowActions
          actions={[
            may(BOOKING_PERMISSIONS.linkEdit) && {
              key: 'edit',
              label: intl.formatMessage({ id: 'interviewBooking.links.editNamed' }, { name: row.name }),
              icon: <EditOutlinedIcon fontSize="small" />,
              onClick: () => setEditing(row),
            },
            may(BOOKING_PERMISSIONS.linkDelete) && {
              key: 'delete',
              label: intl.formatMessage({ id: 'interviewBooking.links.deleteNamed' }, { name: row.name }),
              icon: <DeleteOutlineIcon fontSize="small" />,
              onClick: () => setDeleting(row),
            },
          ]}
        />
      </TableCell>
    </TableRow>
  );

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h1">
          <FormattedMessage id="interviewBooking.links.title" />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="interviewBooking.links.subtitle" />
        </Typography>
      </Box>
      <SettingsTableCard<BookingLink>
        title="interviewBooking.links.list"
        addLabel={may(BOOKING_PERMISSIONS.linkAdd) ? 'interviewBooking.links.add' : undefined}
        onAdd={() => setEditing('new')}
        query={links}
        columns={COLUMNS}
        emptyTitle="interviewBooking.links.empty"
        errorTitle="interviewBooking.error"
        renderRow={renderRow}
      />
      {editing && <LinkDialog link={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'interviewBooking.links.deleteTitle' }, { name: deleting?.name ?? '' })}
        busy={remove.isPending}
        error={remove.error ? bookingErrorText(intl, remove.error) : null}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showSuccessToast('interviewBooking.links.deleted', { name: deleting.name });
              setDeleting(null);
            },
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};
