import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@ats/web/app/auth/session';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useFeedbackTemplateOptions, useInterviewTeam, useScheduleInterview, type TeamMember } from '../api/interviews-api';
import { interviewErrorMessage } from './interview-errors';
import { fromLocalDateTimeInput, INTERVIEW_DURATIONS, readerTimeZone } from './interview-time';
import { InterviewStartField } from './interview-start-field';
import { InterviewerPicker } from './interviewer-picker';

const MEETING_TYPES = ['VIDEO', 'IN_PERSON', 'PHONE'] as const;
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

type Errors = Partial<Record<'title' | 'location' | 'organizer' | 'interviewers' | 'startsAt' | 'attendees', MessageId>>;

/** The scheduling page path for an application (its candidate profile's 'Schedule interview'). */
export const interviewSchedulingPath = (applicationId: string) => `/recruiter/interview-scheduling?applicationId=${encodeURIComponent(applicationId)}`;

/**
 * Interview scheduling (spec 03 §2.1, /recruiter/interview-scheduling, §5 "Scheduling"): title, location,
 * description, organizer, interviewers, fixed attendees, duration, type of meeting, feedback template and start.
 * The API checks the interviewers' calendars: a busy interviewer or a calendar that is not integrated is refused
 * with the spec's message, shown at the top of the form.
 */
export const InterviewSchedulingPage = () => {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const applicationId = params.get('applicationId');
  const session = useSession();
  const me = session.status === 'signed-in' ? session.user.id : '';
  const team = useInterviewTeam();
  const templates = useFeedbackTemplateOptions();
  const schedule = useScheduleInterview();
  const timeZone = useMemo(readerTimeZone, []);

  const [title, setTitle] = useState('');
  const [location, setLocation] = useState('');
  const [description, setDescription] = useState('');
  const [organizerId, setOrganizerId] = useState<string | null>(null);
  const [interviewers, setInterviewers] = useState<TeamMember[]>([]);
  const [attendees, setAttendees] = useState('');
  const [duration, setDuration] = useState(60);
  const [meetingType, setMeetingType] = useState<(typeof MEETING_TYPES)[number]>('VIDEO');
  const [templateId, setTemplateId] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const members = team.data ?? [];
  const organizer = organizerId ?? (members.some((member) => member.id === me) ? me : '');

  if (!applicationId) {
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="info">
          <FormattedMessage id="interviews.schedule.missingApplication" />
        </Alert>
      </Box>
    );
  }

  const fixedAttendees = attendees
    .split(',')
    .map((email) => email.trim())
    .filter(Boolean);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!title.trim()) found.title = 'interviews.validation.title';
    if (!location.trim()) found.location = 'interviews.validation.location';
    if (!organizer) found.organizer = 'interviews.validation.organizer';
    if (interviewers.length === 0) found.interviewers = 'interviews.validation.interviewer';
    if (!startsAt) found.startsAt = 'interviews.validation.startsAt';
    else if (new Date(startsAt).getTime() < Date.now()) found.startsAt = 'interviews.validation.past';
    if (fixedAttendees.some((email) => !EMAIL.test(email))) found.attendees = 'interviews.validation.attendees';
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    schedule.mutate(
      {
        applicationId,
        title: title.trim(),
        location: location.trim(),
        description: description.trim() || null,
        organizerId: organizer,
        interviewerIds: interviewers.map((member) => member.id),
        fixedAttendees: fixedAttendees.map((email) => ({ email, name: null })),
        startsAt: fromLocalDateTimeInput(startsAt),
        timeZone,
        durationMinutes: duration,
        meetingType,
        feedbackTemplateId: templateId || null,
      },
      { onSuccess: () => navigate('/recruiter/interview-dashboard') },
    );
  };

  const message = (key: keyof Errors) => (errors[key] ? intl.formatMessage({ id: errors[key] }) : undefined);
  const templateOptions = templates.data ?? [];

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 840, mx: 'auto' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
          <FormattedMessage id="interviews.schedule.title" />
        </Typography>
        <Button component={RouterLink} to={`/recruiter/candidate-profile/${encodeURIComponent(applicationId)}`}>
          <FormattedMessage id="interviews.schedule.back" />
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <form noValidate onSubmit={submit}>
          <FormErrorBanner error={interviewErrorMessage(schedule.error)} />
          <Stack spacing={2}>
            <TextField
              label={intl.formatMessage({ id: 'interviews.schedule.titleField' })}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
              error={Boolean(errors.title)}
              helperText={message('title')}
              inputProps={{ maxLength: 200 }}
            />
            <TextField
              label={intl.formatMessage({ id: 'interviews.schedule.location' })}
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              required
              error={Boolean(errors.location)}
              helperText={message('location')}
              inputProps={{ maxLength: 500 }}
            />
            <TextField
              label={intl.formatMessage({ id: 'interviews.schedule.description' })}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={3}
              inputProps={{ maxLength: 5000 }}
            />
            <TextField
              select
              label={intl.formatMessage({ id: 'interviews.schedule.organizer' })}
              value={organizer}
              onChange={(event) => setOrganizerId(event.target.value)}
              required
              error={Boolean(errors.organizer)}
              helperText={message('organizer')}
            >
              {members.map((member) => (
                <MenuItem key={member.id} value={member.id}>
                  {member.fullName || member.email}
                </MenuItem>
              ))}
            </TextField>
            <InterviewerPicker members={members} value={interviewers} onChange={setInterviewers} loading={team.isPending} error={message('interviewers')} />
            <TextField
              label={intl.formatMessage({ id: 'interviews.schedule.fixedAttendees' })}
              value={attendees}
              onChange={(event) => setAttendees(event.target.value)}
              error={Boolean(errors.attendees)}
              helperText={message('attendees') ?? intl.formatMessage({ id: 'interviews.schedule.fixedAttendeesHelp' })}
              inputProps={{ maxLength: 2000 }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                fullWidth
                label={intl.formatMessage({ id: 'interviews.schedule.duration' })}
                value={duration}
                onChange={(event) => setDuration(Number(event.target.value))}
              >
                {INTERVIEW_DURATIONS.map((minutes) => (
                  <MenuItem key={minutes} value={minutes}>
                    {intl.formatMessage({ id: 'interviews.schedule.minutes' }, { count: minutes })}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                fullWidth
                label={intl.formatMessage({ id: 'interviews.schedule.meetingType' })}
                value={meetingType}
                onChange={(event) => setMeetingType(event.target.value as (typeof MEETING_TYPES)[number])}
                helperText={meetingType === 'VIDEO' ? intl.formatMessage({ id: 'interviews.schedule.videoHelp' }) : undefined}
              >
                {MEETING_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {intl.formatMessage({ id: `interviews.schedule.meetingType.${type}` as MessageId })}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {templateOptions.length > 0 && (
              <TextField
                select
                label={intl.formatMessage({ id: 'interviews.schedule.feedbackTemplate' })}
                value={templateId}
                onChange={(event) => setTemplateId(event.target.value)}
              >
                <MenuItem value="">{intl.formatMessage({ id: 'interviews.schedule.noTemplate' })}</MenuItem>
                {templateOptions.map((template) => (
                  <MenuItem key={template.id} value={template.id}>
                    {template.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <InterviewStartField value={startsAt} onChange={setStartsAt} timeZone={timeZone} error={message('startsAt')} />
            <Box>
              <Button type="submit" variant="contained" disabled={schedule.isPending}>
                <FormattedMessage id="interviews.schedule.submit" />
              </Button>
            </Box>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
};
