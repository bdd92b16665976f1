import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AGENCY_BODY_MAX_LENGTH,
  AGENCY_INVITATION_DEFAULTS,
  AGENCY_MESSAGES,
  AGENCY_NAME_MAX_LENGTH,
  AGENCY_NAME_MIN_LENGTH,
  AGENCY_SUBJECT_MAX_LENGTH,
  agencyBodyRule,
  agencyContactEmailRule,
  agencyContactNameRule,
  agencyNameRule,
  agencySubjectRule,
} from '@ats/domain/company-settings/agency-policies';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Agency } from '@ats/web/app/api/agencies-api';
import { errorText } from '@ats/web/app/api/error-text';
import { useJobsDropdown } from '@ats/web/app/api/jobs-api';
import { fieldMessageText, toFieldMessage, type FieldMessage } from '@ats/web/app/forms/field-message';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import type { AddAgencyBody } from '../../api/agencies-api';

type Form = Required<AddAgencyBody>;
type Field = keyof Form;

/** The domain's messages (shared with the API) in the catalogue, so Arabic readers read them in Arabic. */
// The contact name's length message is the name's (both at most 100 characters).
const MESSAGE_IDS: Record<string, FieldMessage> = {
  [AGENCY_MESSAGES.nameRequired]: { id: 'agencies.validation.nameRequired' },
  [AGENCY_MESSAGES.nameTooShort]: { id: 'agencies.validation.nameTooShort', values: { length: String(AGENCY_NAME_MIN_LENGTH) } },
  [AGENCY_MESSAGES.nameTooLong]: { id: 'agencies.validation.tooLong', values: { max: String(AGENCY_NAME_MAX_LENGTH) } },
  [AGENCY_MESSAGES.contactNameRequired]: { id: 'agencies.validation.contactNameRequired' },
  [AGENCY_MESSAGES.subjectRequired]: { id: 'agencies.validation.subjectRequired' },
  [AGENCY_MESSAGES.subjectTooLong]: { id: 'agencies.validation.tooLong', values: { max: String(AGENCY_SUBJECT_MAX_LENGTH) } },
  [AGENCY_MESSAGES.bodyRequired]: { id: 'agencies.validation.bodyRequired' },
  [AGENCY_MESSAGES.bodyTooLong]: { id: 'agencies.validation.tooLong', values: { max: String(AGENCY_BODY_MAX_LENGTH) } },
  [AGENCY_MESSAGES.jobsRequired]: { id: 'agencies.validation.jobsRequired' },
};

const messageText = (intl: IntlShape, message: string) => fieldMessageText(intl, MESSAGE_IDS[message] ?? toFieldMessage(message));

/** Spec 02 §5.7, in the dialog's order: each field's message, or null. */
const errorsOf = (form: Form): Record<Field, string | null> => ({
  name: agencyNameRule(form.name),
  contactName: agencyContactNameRule(form.contactName),
  contactEmail: agencyContactEmailRule(form.contactEmail),
  jobIds: form.jobIds.length === 0 ? AGENCY_MESSAGES.jobsRequired : null,
  invitationSubject: agencySubjectRule(form.invitationSubject),
  invitationBody: agencyBodyRule(form.invitationBody),
});

export type AgencyDialogProps = {
  /** The agency to edit; null to add one. */
  agency: Agency | null;
  busy: boolean;
  /** Saves; a refusal it throws is shown in the dialog, which stays open. */
  onSave: (body: AddAgencyBody) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Add or edit an agency (spec 02 §2.9, §3.12, §5.7): its name, primary contact, the jobs it is assigned to and
 * the invitation e-mail. The first invalid field takes the focus; MUI's Dialog traps the focus and gives it back.
 */
export const AgencyDialog = ({ agency, busy, onSave, onClose }: AgencyDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const formId = useId();
  const jobs = useJobsDropdown();
  const [form, setForm] = useState<Form>(() => ({
    name: agency?.name ?? '',
    contactName: agency?.contactName ?? '',
    contactEmail: agency?.contactEmail ?? '',
    jobIds: agency?.jobs.map((job) => job.id) ?? [],
    invitationSubject: agency?.invitationSubject ?? AGENCY_INVITATION_DEFAULTS.subject,
    invitationBody: agency?.invitationBody ?? AGENCY_INVITATION_DEFAULTS.body,
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = <Key extends Field>(key: Key, value: Form[Key]) => {
    setForm((current) => ({ ...current, [key]: value }));
    // A field shown invalid is checked again as it is corrected.
    if (errors[key]) setErrors((current) => ({ ...current, [key]: errorsOf({ ...form, [key]: value })[key] }));
  };
  const shown = (key: Field) => (errors[key] ? messageText(intl, errors[key]!) : undefined);
  const label = (id: MessageId) => intl.formatMessage({ id });
  // An assigned job the picker does not list (one the caller does not see) keeps its name from the agency.
  const jobName = (id: string) => jobs.data?.find((job) => job.id === id)?.name ?? agency?.jobs.find((job) => job.id === id)?.name ?? id;
  const jobOptions = [...new Set([...(jobs.data ?? []).map((job) => job.id), ...form.jobIds])];

  const submit = async () => {
    const found = errorsOf(form);
    setErrors(found);
    const first = (Object.keys(found) as Field[]).find((key) => found[key]);
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    setServerError(null);
    try {
      await onSave({ ...form, name: form.name.trim(), contactName: form.contactName.trim(), contactEmail: form.contactEmail.trim() });
      onClose();
    } catch (error) {
      setServerError(errorText(intl, error));
    }
  };

  const text = (key: Exclude<Field, 'jobIds'>, id: MessageId, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`${formId}-${key}`}
      required
      fullWidth
      label={label(id)}
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={shown(key)}
      {...extra}
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>
        <FormattedMessage id={agency ? 'agencies.dialog.edit' : 'agencies.dialog.add'} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {serverError && <Alert severity="error">{serverError}</Alert>}
          {text('name', 'agencies.field.name', { autoFocus: true, autoComplete: 'off' })}
          {text('contactName', 'agencies.field.contactName', { autoComplete: 'off' })}
          {text('contactEmail', 'agencies.field.contactEmail', { type: 'email', autoComplete: 'off', slotProps: { htmlInput: { dir: 'ltr' } } })}
          <Autocomplete
            multiple
            id={`${formId}-jobIds`}
            options={jobOptions}
            getOptionLabel={jobName}
            value={form.jobIds}
            onChange={(_event, ids) => set('jobIds', ids)}
            loading={jobs.isPending}
            renderInput={(params) => (
              <TextField {...params} required label={label('agencies.field.jobs')} error={Boolean(errors.jobIds)} helperText={shown('jobIds')} />
            )}
          />
          <Typography variant="subtitle2" component="h3">
            <FormattedMessage id="agencies.field.invitation" />
          </Typography>
          {text('invitationSubject', 'agencies.field.subject')}
          {text('invitationBody', 'agencies.field.body', {
            multiline: true,
            minRows: 4,
            helperText:
              shown('invitationBody') ?? intl.formatMessage({ id: 'agencies.field.placeholders' }, { placeholders: '{{company_name}}, {{agency_link}}' }),
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="agencies.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={busy}>
          <FormattedMessage id="agencies.save" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
