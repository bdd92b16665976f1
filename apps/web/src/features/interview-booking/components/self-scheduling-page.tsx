import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SYSTEM_EMAIL_TEMPLATES } from '@ats/domain/email-templates/system-email-templates';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { RichTextEditor, useRichTextEditor } from '@ats/web/app/components/rich-text-editor';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useBookingLinks, useSendBookingInvite } from '../api/interview-booking-api';
import { bookingErrorText } from '../booking-errors';

/** The system 'Interview booking' e-mail (its {{bookingLink}} kept as written, spec 04): the draft's start. */
const BOOKING_TEMPLATE = SYSTEM_EMAIL_TEMPLATES.find((template) => template.title === 'Interview booking');

/**
 * /recruiter/self-scheduling?applicationId=… (spec 03 §2.1 "Self-scheduling"; the top navigation is hidden here):
 * sends the candidate a booking link by e-mail; the body must keep {{bookingLink}}, which becomes the signed,
 * expiring link to their booking page.
 */
export const SelfSchedulingPage = () => {
  usePageTitle('interviewBooking.selfScheduling.title');
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const applicationId = params.get('applicationId') ?? '';
  const links = useBookingLinks();
  const send = useSendBookingInvite();
  const [linkId, setLinkId] = useState('');
  const [subject, setSubject] = useState(BOOKING_TEMPLATE?.subject ?? '');
  const [body, setBody] = useState(BOOKING_TEMPLATE?.body ?? '{{bookingLink}}');
  const bodyLabel = useId();
  const editor = useRichTextEditor({ content: body, editable: true, labelledBy: bodyLabel, onChange: setBody });

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 860, mx: 'auto', my: 3 }}>
      <Typography variant="h1">
        <FormattedMessage id="interviewBooking.selfScheduling.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="interviewBooking.selfScheduling.subtitle" />
      </Typography>
      {!applicationId ? (
        <Alert severity="info">
          <FormattedMessage id="interviewBooking.selfScheduling.noApplication" />
        </Alert>
      ) : (
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate(
              { applicationId, linkId, subject, body },
              {
                onSuccess: () => {
                  showSuccessToast('interviewBooking.selfScheduling.sent');
                  void navigate(`/recruiter/candidate-profile/${encodeURIComponent(applicationId)}`);
                },
              },
            );
          }}
        >
          <TextField select required label={intl.formatMessage({ id: 'interviewBooking.selfScheduling.link' })} value={linkId} onChange={(event) => setLinkId(event.target.value)}>
            {(links.data ?? []).map((link) => (
              <MenuItem key={link.id} value={link.id}>
                {link.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField required label={intl.formatMessage({ id: 'interviewBooking.selfScheduling.subject' })} value={subject} onChange={(event) => setSubject(event.target.value)} />
          <Box>
            <Typography id={bodyLabel} variant="subtitle2" component="label" sx={{ display: 'block', mb: 1 }}>
              <FormattedMessage id="interviewBooking.selfScheduling.body" />
            </Typography>
            <RichTextEditor editor={editor} />
          </Box>
          {send.error && (
            <Alert severity="error" role="alert">
              {bookingErrorText(intl, send.error)}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={send.isPending || !linkId}>
              <FormattedMessage id="interviewBooking.selfScheduling.send" />
            </Button>
          </Box>
        </Stack>
      )}
    </Paper>
  );
};
