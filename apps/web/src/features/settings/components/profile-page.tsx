import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_EMAIL_SIGNATURE_LENGTH, PROFILE_MESSAGES, profileFieldErrors } from '@ats/domain/identity/profile';
import { useMemo, useState, type FormEvent } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@ats/web/app/api/api-error';
import type { CurrentUser } from '@ats/web/app/api/api-types';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { ROLE_LABEL } from '@ats/web/app/auth/role-labels';
import { fullNameOf, useSession, type SignedIn } from '@ats/web/app/auth/session';
import { LetterAvatar } from '@ats/web/app/components/letter-avatar';
import { useUserTimeZone } from '@ats/web/app/format/user-time-zone';
import { decodeFieldMessage, encodeFieldMessage, fieldMessageText, toFieldMessage, type FieldMessage } from '@ats/web/app/forms/field-message';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import { useValidatedForm, type FormRules } from '@ats/web/app/forms/use-validated-form';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useUpdateProfile } from '../api/profile-api';
import { timeZoneOptions } from '../time-zones';

type ProfileValues = { firstName: string; lastName: string; timeZone: string; emailSignature: string };

/** The spec's English messages, in the interface language. */
const messageOf = (text: string): FieldMessage =>
  text === PROFILE_MESSAGES.timeZoneRequired ? { id: 'myProfile.validation.timezone' } : toFieldMessage(text);

/** The domain's profile rules (domain/identity/profile.ts), as the API checks them. */
const profileRules: FormRules<ProfileValues> = (values) => {
  const errors = profileFieldErrors(values);
  return {
    firstName: errors.firstName && messageOf(errors.firstName),
    lastName: errors.lastName && messageOf(errors.lastName),
    timeZone: errors.timeZone && messageOf(errors.timeZone),
  };
};

const FIELD_OF: Record<string, keyof ProfileValues> = {
  [PROFILE_MESSAGES.firstNameRequired]: 'firstName',
  [PROFILE_MESSAGES.lastNameRequired]: 'lastName',
  [PROFILE_MESSAGES.timeZoneRequired]: 'timeZone',
};

const ProfileForm = ({ session, timeZone }: { session: SignedIn; timeZone: string }) => {
  const intl = useIntl();
  const { user, role } = session;
  const [defaults] = useState<ProfileValues>(() => ({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    timeZone,
    emailSignature: user.emailSignature ?? '',
  }));
  const form = useValidatedForm<ProfileValues>({ defaultValues: defaults, rules: profileRules });
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const update = useUpdateProfile();
  const zones = useMemo(() => timeZoneOptions(defaults.timeZone), [defaults.timeZone]);

  const onValid = (values: ProfileValues) =>
    update.mutate(
      { firstName: values.firstName.trim(), lastName: values.lastName.trim(), timeZone: values.timeZone, emailSignature: values.emailSignature.trim() },
      {
        onSuccess: (saved: CurrentUser) => {
          form.reset({ firstName: saved.firstName, lastName: saved.lastName, timeZone: saved.timezone ?? values.timeZone, emailSignature: saved.emailSignature ?? '' });
          showSuccessToast('myProfile.saved');
        },
        onError: (error) => {
          if (!isApiError(error) || error.isGeneric) {
            setFormError({ id: 'error.unexpected' });
            return;
          }
          const field = FIELD_OF[error.message];
          if (field) form.setError(field, { type: 'server', message: encodeFieldMessage(messageOf(error.message)) }, { shouldFocus: true });
          else setFormError(messageOf(error.message));
        },
      },
    );

  const submit = (event: FormEvent) => {
    setFormError(null);
    void form.handleSubmit(onValid)(event);
  };

  const name = fullNameOf(user) || user.email;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3 }}>
        <LetterAvatar name={name} size={56} />
        <Box>
          <Typography variant="h2">{name}</Typography>
          <Typography color="text.secondary">
            {role ? intl.formatMessage({ id: ROLE_LABEL[role] }) : null}
            {role && user.companyName ? ' · ' : null}
            {user.companyName ? <bdi>{user.companyName}</bdi> : null}
          </Typography>
        </Box>
      </Stack>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'settings.profile' })} sx={{ maxWidth: 560 }}>
          <Stack spacing={2.5}>
            {formError ? <Alert severity="error">{fieldMessageText(intl, formError)}</Alert> : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField<ProfileValues>
                name="firstName"
                id="profile-first-name"
                label={intl.formatMessage({ id: 'team.field.firstName' })}
                required
                fullWidth
                autoComplete="given-name"
              />
              <FormTextField<ProfileValues>
                name="lastName"
                id="profile-last-name"
                label={intl.formatMessage({ id: 'team.field.lastName' })}
                required
                fullWidth
                autoComplete="family-name"
              />
            </Stack>
            <TextField
              id="profile-email"
              label={intl.formatMessage({ id: 'team.field.email' })}
              value={user.email}
              fullWidth
              slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
              helperText={intl.formatMessage({ id: 'myProfile.emailReadOnly' })}
            />
            <Controller
              control={form.control}
              name="timeZone"
              render={({ field, fieldState }) => (
                <Autocomplete
                  id="profile-time-zone"
                  options={zones}
                  value={field.value || null}
                  onChange={(_event, zone) => {
                    field.onChange(zone ?? '');
                    if (fieldState.error) void form.trigger('timeZone');
                  }}
                  onBlur={field.onBlur}
                  noOptionsText={intl.formatMessage({ id: 'myProfile.noTimezone' })}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      required
                      label={intl.formatMessage({ id: 'myProfile.timezone' })}
                      error={fieldState.error !== undefined}
                      helperText={fieldMessageText(intl, decodeFieldMessage(fieldState.error?.message)) ?? intl.formatMessage({ id: 'myProfile.timezoneHint' })}
                    />
                  )}
                />
              )}
            />
            <FormTextField<ProfileValues>
              name="emailSignature"
              id="profile-email-signature"
              label={intl.formatMessage({ id: 'myProfile.emailSignature' })}
              helperText={intl.formatMessage({ id: 'myProfile.emailSignatureHint' })}
              multiline
              minRows={4}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_EMAIL_SIGNATURE_LENGTH } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={update.isPending}>
                <FormattedMessage id="myProfile.save" />
              </Button>
            </Box>
          </Stack>
        </Box>
      </FormProvider>
    </Paper>
  );
};

/** /recruiter-settings/profile (spec 03 "Profile screen"): first name, last name, email (read-only), timezone, email signature. */
export const ProfilePage = () => {
  usePageTitle('settings.profile');
  const session = useSession();
  const timeZone = useUserTimeZone();
  if (session.status !== 'signed-in') return null;
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="settings.profile" />
      </Typography>
      <ProfileForm key={session.user.id} session={session} timeZone={timeZone} />
    </Box>
  );
};
