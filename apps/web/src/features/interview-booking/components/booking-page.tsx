import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useBookingPage, useBookSlot } from '../api/interview-booking-api';
import { bookingErrorText } from '../booking-errors';
import { TimeZoneField } from './time-zone-field';

/** The browser's zone: the candidate sees times where they are unless they pick another. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * /interview-booking/:token: the candidate's booking page from the invite e-mail's signed link (no sign-in).
 * Free slots are UTC instants from the API, shown grouped by day in the candidate's zone (switchable); a
 * slot taken meanwhile or a stale link is said plainly and books nothing.
 */
export const InterviewBookingPage = () => {
  usePageTitle('interviewBooking.page.title');
  const intl = useIntl();
  const { token = '' } = useParams();
  const page = useBookingPage(token);
  const book = useBookSlot(token);
  const [timeZone, setTimeZone] = useState(browserZone);

  const days = useMemo(() => {
    const byDay = new Map<string, string[]>();
    const dayOf = new Intl.DateTimeFormat(intl.locale, { timeZone, dateStyle: 'full' });
    for (const slot of page.data?.slots ?? []) {
      const day = dayOf.format(new Date(slot));
      byDay.set(day, [...(byDay.get(day) ?? []), slot]);
    }
    return [...byDay.entries()];
  }, [page.data, timeZone, intl.locale]);

  if (page.isLoading) return <PageLoader />;
  const time = (instant: string) => intl.formatDate(instant, { timeZone, timeStyle: 'short' });
  // dateStyle and timeZoneName may not be combined: the zone is named beside the picker
  const dateTime = (instant: string) => intl.formatDate(instant, { timeZone, dateStyle: 'full', timeStyle: 'short' });
  const data = page.data;

  return (
    <Paper variant="outlined" component="main" sx={{ p: 3, maxWidth: 760, mx: 'auto', my: 4 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="interviewBooking.page.title" />
      </Typography>
      {page.isError || !data ? (
        <Alert severity="error" role="alert">
          {bookingErrorText(intl, page.error)}
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Typography variant="h2" component="p">
            <FormattedMessage id="interviewBooking.page.with" values={{ event: data.eventName, company: data.companyName }} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage
              id="interviewBooking.page.duration"
              values={{ count: data.durationMinutes, type: intl.formatMessage({ id: `interviewBooking.eventType.${data.eventType}` }) }}
            />
          </Typography>
          {data.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{data.description}</Typography>}
          <TimeZoneField label="interviewBooking.page.timeZone" value={timeZone} onChange={(zone) => zone && setTimeZone(zone)} />
          {book.error && (
            <Alert severity="error" role="alert">
              {bookingErrorText(intl, book.error)}
            </Alert>
          )}
          {data.booked ? (
            <Alert severity="success" role="status">
              <FormattedMessage id="interviewBooking.page.booked" values={{ time: dateTime(data.booked.start) }} />
            </Alert>
          ) : days.length === 0 ? (
            <Alert severity="info" role="status">
              <FormattedMessage id="interviewBooking.page.noSlots" />
            </Alert>
          ) : (
            days.map(([day, slots]) => (
              <Box key={day} component="section" aria-label={intl.formatMessage({ id: 'interviewBooking.page.slots' }, { day })}>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                  {day}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {slots.map((slot) => (
                    <Button
                      key={slot}
                      variant="outlined"
                      disabled={book.isPending}
                      aria-label={intl.formatMessage({ id: 'interviewBooking.page.book' }, { time: dateTime(slot) })}
                      onClick={() => book.mutate({ start: slot, timeZone })}
                    >
                      <bdi>{time(slot)}</bdi>
                    </Button>
                  ))}
                </Box>
              </Box>
            ))
          )}
        </Stack>
      )}
    </Paper>
  );
};
