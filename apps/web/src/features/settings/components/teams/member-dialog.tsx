import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACT_MESSAGES, normalizeEmail, validateEmail } from '@ats/domain/candidates/contact-validation';
import { hasPermission, JOB_PERMISSION_NAMES, type JobPermissionName } from '@ats/domain/identity';
import {
  assertJobPermissions,
  canManageMember,
  COMPANY_PERMISSION_OPTION_NAMES,
  COMPANY_PERMISSION_OPTIONS,
  holdsJobPermissions,
  isTeamAccessType,
  TEAM_ACCESS_TYPES,
  type CompanyPermissionOption,
  type TeamAccessType,
} from '@ats/domain/identity/team-members';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '../../../../app/api/api-error';
import type { JobDropdownItem } from '../../../../app/api/api-types';
import { showSuccessToast } from '../../../../app/api/toast-bus';
import { ACCESS_LABEL_OF_TEAM_ROLE, ROLE_LABEL } from '../../../../app/auth/role-labels';
import type { SignedIn } from '../../../../app/auth/session';
import type { MessageId } from '../../../../app/i18n/messages';
import { DIALOG_PAPER_SX } from '../../../../app/theme/theme';
import { toFieldMessage, type FieldMessage } from '../../../candidates/components/add/contact-messages';
import { useJobsDropdown } from '../../../candidates/api/candidates-api';
import { COMPANY_OPTION_LABEL, JOB_PERMISSION_LABEL, teamMessageId } from '../../team-labels';
import { useCreateMember, useUpdateMember, type CreateMemberBody, type Member, type UpdateMemberBody } from '../../api/teams-api';

export type MemberDialogMode = { kind: 'create' } | { kind: 'edit'; member: Member };

type Field = 'email' | 'firstName' | 'lastName' | 'accessType' | 'jobIds';
type Errors = Partial<Record<Field, FieldMessage>>;

type JobGrant = { allJobs: boolean; jobIds: string[]; permissions: JobPermissionName[]; stageIds: string[] | null };

const messageOf = (text: string): FieldMessage => {
  const id = teamMessageId(text);
  return id ? { id } : toFieldMessage(text);
};

/** The member's current grants as the list sends them (option names and the dialog's view of job permissions). */
const initialGrants = (member: Member | null) => {
  const companyOptions = (member?.companyPermissions ?? []).filter((name) => COMPANY_PERMISSION_OPTION_NAMES.includes(name));
  const job = member?.jobPermissions ?? null;
  const jobGrant: JobGrant = job
    ? { allJobs: job.allJobs, jobIds: job.jobIds, permissions: JOB_PERMISSION_NAMES.filter((name) => job.permissions.includes(name)), stageIds: job.stageIds }
    : { allJobs: true, jobIds: [], permissions: [], stageIds: null };
  return { companyOptions, jobGrant, known: member === null || member.companyPermissions !== undefined };
};

export type MemberDialogProps = { mode: MemberDialogMode; session: SignedIn; onClose: () => void };

/**
 * Invite / edit a team member (spec 03 "Team members screen", §5 "Team member"; 02 §3.13): e-mail, names, access
 * type, send-invite, the company permission options, and per-job permissions for all jobs or selected jobs.
 * Who may be given which access type, and the confidential-while-editing rule, are domain/identity's rules.
 */
export const MemberDialog = ({ mode, session, onClose }: MemberDialogProps) => {
  const intl = useIntl();
  const member = mode.kind === 'edit' ? mode.member : null;
  const grants = useMemo(() => initialGrants(member), [member]);
  const [email, setEmail] = useState(member?.email ?? '');
  const [firstName, setFirstName] = useState(member?.firstName ?? '');
  const [lastName, setLastName] = useState(member?.lastName ?? '');
  const [accessType, setAccessType] = useState<TeamAccessType | ''>(member && isTeamAccessType(member.accessType) ? member.accessType : '');
  const [sendInvite, setSendInvite] = useState(true);
  const [companyOptions, setCompanyOptions] = useState<CompanyPermissionOption[]>(grants.companyOptions);
  const [jobGrant, setJobGrant] = useState<JobGrant>(grants.jobGrant);
  const [touched, setTouched] = useState({ company: false, jobs: false });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const titleId = useId();
  const formId = useId();

  const create = useCreateMember();
  const update = useUpdateMember();
  const busy = create.isPending || update.isPending;
  const jobs = useJobsDropdown();

  const callerRoles = session.holder.roles;
  const accessOptions = TEAM_ACCESS_TYPES.filter((type) => canManageMember(callerRoles, type));
  // Only what the manager holds can be given (domain: assertCanGrant).
  const grantableOptions = COMPANY_PERMISSION_OPTION_NAMES.filter((name) => hasPermission(session.holder, COMPANY_PERMISSION_OPTIONS[name]));
  const showCompanyOptions = (accessType === 'COMPANY_RECRUITER' || accessType === 'COMPANY_INTERVIEWER') && grantableOptions.length > 0;
  const showJobPermissions = accessType !== '' && holdsJobPermissions(accessType);
  const jobOptions: JobDropdownItem[] = jobs.data ?? [];
  const selectedJobs = jobOptions.filter((job) => jobGrant.jobIds.includes(job.id));

  const text = (message: FieldMessage | undefined | null) =>
    !message ? undefined : 'raw' in message ? message.raw : intl.formatMessage({ id: message.id }, message.values);

  const validate = (): Errors => {
    const found: Errors = {};
    const emailProblem = validateEmail(email);
    if (mode.kind === 'create' && emailProblem) found.email = toFieldMessage(emailProblem, email.trim());
    if (mode.kind === 'create' && !firstName.trim()) found.firstName = toFieldMessage(CONTACT_MESSAGES.firstNameRequired);
    if (mode.kind === 'create' && !lastName.trim()) found.lastName = toFieldMessage(CONTACT_MESSAGES.lastNameRequired);
    if (!accessType) found.accessType = { id: 'team.validation.accessType' };
    if (accessType && showJobPermissions && wantsJobPermissions()) {
      try {
        assertJobPermissions(accessType, { ...jobGrant, stageIds: jobGrant.allJobs ? null : jobGrant.stageIds });
      } catch (error) {
        found.jobIds = messageOf(error instanceof Error ? error.message : String(error));
      }
    }
    return found;
  };

  // Choosing "Selected jobs" is itself a grant to send (and needs at least one job).
  const wantsJobPermissions = () => jobGrant.permissions.length > 0 || !jobGrant.allJobs;

  const jobPermissionsBody = () =>
    showJobPermissions && wantsJobPermissions()
      ? {
          allJobs: jobGrant.allJobs,
          jobIds: jobGrant.allJobs ? [] : jobGrant.jobIds,
          permissions: jobGrant.permissions,
          // Stages limited elsewhere are kept; the dialog does not edit them (and they apply to selected jobs only).
          ...(jobGrant.allJobs || !jobGrant.stageIds ? {} : { stageIds: jobGrant.stageIds }),
        }
      : undefined;

  const onServerError = (error: unknown) => {
    if (!isApiError(error) || error.isGeneric) {
      setFormError({ id: 'error.unexpected' });
      return;
    }
    const message = messageOf(error.message);
    if ('id' in message && message.id === 'auth.error.emailExists') {
      setErrors((current) => ({ ...current, email: message }));
      refs.current.email?.focus();
      return;
    }
    setFormError(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    const first = (['email', 'firstName', 'lastName', 'accessType', 'jobIds'] as const).find((field) => found[field]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    const type = accessType as TeamAccessType;
    if (mode.kind === 'create') {
      const body: CreateMemberBody = {
        email: normalizeEmail(email),
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        accessType: type,
        sendInvite,
        ...(showCompanyOptions && companyOptions.length > 0 ? { companyPermissions: companyOptions } : {}),
        ...(jobPermissionsBody() ? { jobPermissions: jobPermissionsBody() } : {}),
      };
      create.mutate(body, {
        onSuccess: () => {
          showSuccessToast(sendInvite ? 'team.toast.invited' : 'team.toast.added', { email: body.email });
          onClose();
        },
        onError: onServerError,
      });
      return;
    }
    const body: UpdateMemberBody = {};
    if (type !== mode.member.accessType) body.accessType = type;
    if (touched.company && showCompanyOptions) body.companyPermissions = companyOptions;
    if (touched.jobs && showJobPermissions) {
      body.jobPermissions = jobPermissionsBody() ?? { allJobs: true, jobIds: [], permissions: [] };
    }
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: mode.member.id, body },
      {
        onSuccess: () => {
          showSuccessToast('team.toast.updated', { name: mode.member.fullName });
          onClose();
        },
        onError: onServerError,
      },
    );
  };

  const toggleJobPermission = (name: JobPermissionName, checked: boolean) => {
    setTouched((current) => ({ ...current, jobs: true }));
    setJobGrant((current) => {
      let next = checked ? [...current.permissions, name] : current.permissions.filter((p) => p !== name);
      // Spec 03 §5: confidential access stays while the collaborator can edit the job.
      if (name === 'EDIT_JOB' && checked && !next.includes('VIEW_CONFIDENTIAL')) next = [...next, 'VIEW_CONFIDENTIAL'];
      return { ...current, permissions: JOB_PERMISSION_NAMES.filter((p) => next.includes(p)) };
    });
    setErrors((current) => ({ ...current, jobIds: undefined }));
  };

  const fieldRef = (field: Field) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };

  const roleLabel = (type: TeamAccessType) => {
    const access = ACCESS_LABEL_OF_TEAM_ROLE[type];
    const role = intl.formatMessage({ id: ROLE_LABEL[type] });
    return access ? `${role} (${intl.formatMessage({ id: access })})` : role;
  };

  const submitLabel: MessageId = mode.kind === 'edit' ? 'team.dialog.save' : sendInvite ? 'team.dialog.sendInvite' : 'team.dialog.add';

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} scroll="paper" slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>
        {mode.kind === 'edit' ? (
          <FormattedMessage id="team.dialog.editTitle" values={{ name: <bdi>{mode.member.fullName}</bdi> }} />
        ) : (
          <FormattedMessage id="team.dialog.inviteTitle" />
        )}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={formId} noValidate onSubmit={submit}>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {text(formError)}
            </Alert>
          )}
          <Stack spacing={2}>
            <TextField
              id="member-email"
              label={intl.formatMessage({ id: 'team.field.email' })}
              type="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setErrors((current) => ({ ...current, email: undefined }));
              }}
              error={Boolean(errors.email)}
              helperText={text(errors.email)}
              inputRef={fieldRef('email')}
              disabled={mode.kind === 'edit'}
              required
              fullWidth
              autoFocus={mode.kind === 'create'}
              autoComplete="off"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="member-first-name"
                label={intl.formatMessage({ id: 'team.field.firstName' })}
                value={firstName}
                onChange={(event) => {
                  setFirstName(event.target.value);
                  setErrors((current) => ({ ...current, firstName: undefined }));
                }}
                error={Boolean(errors.firstName)}
                helperText={text(errors.firstName)}
                inputRef={fieldRef('firstName')}
                disabled={mode.kind === 'edit'}
                required
                fullWidth
                autoComplete="off"
              />
              <TextField
                id="member-last-name"
                label={intl.formatMessage({ id: 'team.field.lastName' })}
                value={lastName}
                onChange={(event) => {
                  setLastName(event.target.value);
                  setErrors((current) => ({ ...current, lastName: undefined }));
                }}
                error={Boolean(errors.lastName)}
                helperText={text(errors.lastName)}
                inputRef={fieldRef('lastName')}
                disabled={mode.kind === 'edit'}
                required
                fullWidth
                autoComplete="off"
              />
            </Stack>
            <TextField
              id="member-access-type"
              select
              label={intl.formatMessage({ id: 'team.field.accessType' })}
              value={accessType}
              onChange={(event) => {
                setAccessType(event.target.value as TeamAccessType);
                setErrors((current) => ({ ...current, accessType: undefined, jobIds: undefined }));
              }}
              error={Boolean(errors.accessType)}
              helperText={text(errors.accessType) ?? (accessType ? intl.formatMessage({ id: `team.accessHint.${accessType}` }) : undefined)}
              inputRef={fieldRef('accessType')}
              required
              fullWidth
            >
              {accessOptions.map((type) => (
                <MenuItem key={type} value={type}>
                  {roleLabel(type)}
                </MenuItem>
              ))}
            </TextField>
            {mode.kind === 'create' && (
              // In a box: Stack's spacing would reset the label's negative margin and misalign the checkbox.
              <Box>
                <FormControlLabel
                  control={<Checkbox checked={sendInvite} onChange={(event) => setSendInvite(event.target.checked)} />}
                  label={intl.formatMessage({ id: 'team.field.sendInvite' })}
                />
              </Box>
            )}
            {mode.kind === 'edit' && !grants.known && (showCompanyOptions || showJobPermissions) && (
              <Alert severity="info">
                <FormattedMessage id="team.dialog.grantsUnknown" />
              </Alert>
            )}

            {showCompanyOptions && (
              <>
                <Divider />
                <FormControl component="fieldset">
                  <FormLabel component="legend">
                    <FormattedMessage id="team.section.companyPermissions" />
                  </FormLabel>
                  <FormGroup>
                    {grantableOptions.map((name) => (
                      <FormControlLabel
                        key={name}
                        control={
                          <Checkbox
                            checked={companyOptions.includes(name)}
                            onChange={(event) => {
                              setTouched((current) => ({ ...current, company: true }));
                              setCompanyOptions((current) =>
                                event.target.checked ? COMPANY_PERMISSION_OPTION_NAMES.filter((o) => o === name || current.includes(o)) : current.filter((o) => o !== name),
                              );
                            }}
                          />
                        }
                        label={intl.formatMessage({ id: COMPANY_OPTION_LABEL[name] })}
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              </>
            )}

            {showJobPermissions && (
              <>
                <Divider />
                <FormControl component="fieldset" error={Boolean(errors.jobIds)}>
                  <FormLabel component="legend">
                    <FormattedMessage id="team.section.jobPermissions" />
                  </FormLabel>
                  <RadioGroup
                    row
                    value={jobGrant.allJobs ? 'all' : 'selected'}
                    onChange={(event) => {
                      setTouched((current) => ({ ...current, jobs: true }));
                      setJobGrant((current) => ({ ...current, allJobs: event.target.value === 'all' }));
                      setErrors((current) => ({ ...current, jobIds: undefined }));
                    }}
                    aria-label={intl.formatMessage({ id: 'team.section.jobPermissions' })}
                  >
                    <FormControlLabel value="all" control={<Radio />} label={intl.formatMessage({ id: 'team.jobs.all' })} />
                    <FormControlLabel value="selected" control={<Radio />} label={intl.formatMessage({ id: 'team.jobs.selected' })} />
                  </RadioGroup>
                  {!jobGrant.allJobs && (
                    <Autocomplete
                      multiple
                      disableCloseOnSelect
                      options={jobOptions}
                      value={selectedJobs}
                      loading={jobs.isPending}
                      getOptionLabel={(option) => option.name}
                      isOptionEqualToValue={(option, value) => option.id === value.id}
                      onChange={(_event, value) => {
                        setTouched((current) => ({ ...current, jobs: true }));
                        setJobGrant((current) => ({ ...current, jobIds: value.map((job) => job.id) }));
                        setErrors((current) => ({ ...current, jobIds: undefined }));
                      }}
                      noOptionsText={intl.formatMessage({ id: 'candidates.filters.noJobs' })}
                      loadingText={intl.formatMessage({ id: 'common.loading' })}
                      renderInput={(params) => (
                        <TextField
                          {...params}
                          label={intl.formatMessage({ id: 'team.jobs.pick' })}
                          error={Boolean(errors.jobIds)}
                          inputRef={fieldRef('jobIds')}
                          sx={{ mt: 1 }}
                        />
                      )}
                    />
                  )}
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
                    <FormattedMessage id="team.jobs.permissionsLabel" />
                  </Typography>
                  <FormGroup>
                    {JOB_PERMISSION_NAMES.map((name) => {
                      const locked = name === 'VIEW_CONFIDENTIAL' && jobGrant.permissions.includes('EDIT_JOB');
                      return (
                        <FormControlLabel
                          key={name}
                          control={
                            <Checkbox
                              checked={jobGrant.permissions.includes(name)}
                              disabled={locked}
                              onChange={(event) => toggleJobPermission(name, event.target.checked)}
                            />
                          }
                          label={
                            <span>
                              {intl.formatMessage({ id: JOB_PERMISSION_LABEL[name] })}
                              {locked && (
                                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                  <FormattedMessage id="team.jobs.confidentialLocked" />
                                </Typography>
                              )}
                            </span>
                          }
                        />
                      );
                    })}
                  </FormGroup>
                  {errors.jobIds && <FormHelperText role="alert">{text(errors.jobIds)}</FormHelperText>}
                </FormControl>
              </>
            )}
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={busy}>
          <FormattedMessage id={submitLabel} />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
