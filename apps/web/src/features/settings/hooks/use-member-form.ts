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
import { useState, type FormEvent } from 'react';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { SignedIn } from '@ats/web/app/auth/session';
import { encodeFieldMessage, toFieldMessage, type FieldMessage } from '@ats/web/app/forms/field-message';
import { useValidatedForm, type FormRules } from '@ats/web/app/forms/use-validated-form';
import { useCreateMember, useUpdateMember, type CreateMemberBody, type JobPermissionsBody, type Member, type UpdateMemberBody } from '../api/teams-api';
import { teamMessageId } from '../team-labels';

export type MemberDialogMode = { kind: 'create' } | { kind: 'edit'; member: Member };

export type MemberValues = {
  email: string;
  firstName: string;
  lastName: string;
  accessType: TeamAccessType | '';
  sendInvite: boolean;
  companyOptions: CompanyPermissionOption[];
  allJobs: boolean;
  jobIds: string[];
  permissions: JobPermissionName[];
};

const messageOf = (text: string): FieldMessage => {
  const id = teamMessageId(text);
  return id ? { id } : toFieldMessage(text);
};

/** The member's current values; their grants as the list sends them (option names and per-job permissions). */
const initialValues = (member: Member | null): MemberValues => {
  const job = member?.jobPermissions ?? null;
  return {
    email: member?.email ?? '',
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    accessType: member && isTeamAccessType(member.accessType) ? member.accessType : '',
    sendInvite: true,
    companyOptions: (member?.companyPermissions ?? []).filter((name) => COMPANY_PERMISSION_OPTION_NAMES.includes(name)),
    allJobs: job ? job.allJobs : true,
    jobIds: job ? job.jobIds : [],
    permissions: job ? JOB_PERMISSION_NAMES.filter((name) => job.permissions.includes(name)) : [],
  };
};

// Choosing "Selected jobs" is itself a grant to send (and needs at least one job).
const wantsJobPermissions = (values: MemberValues) => values.permissions.length > 0 || !values.allJobs;

/** The per-job grant to send; stages limited elsewhere are kept (the dialog does not edit them; selected jobs only). */
const jobPermissionsOf = (values: MemberValues, stageIds: string[] | null): JobPermissionsBody | undefined =>
  values.accessType !== '' && holdsJobPermissions(values.accessType) && wantsJobPermissions(values)
    ? {
        allJobs: values.allJobs,
        jobIds: values.allJobs ? [] : values.jobIds,
        permissions: values.permissions,
        ...(values.allJobs || !stageIds ? {} : { stageIds }),
      }
    : undefined;

/** Spec 03 §5: e-mail and names for a new member, an access type, and per-job grants the domain accepts. */
const memberRules =
  (kind: MemberDialogMode['kind'], stageIds: string[] | null): FormRules<MemberValues> =>
  (values) => {
    const create = kind === 'create';
    let jobIds: FieldMessage | null = null;
    const grant = jobPermissionsOf(values, stageIds);
    if (grant && values.accessType) {
      try {
        assertJobPermissions(values.accessType, { ...grant, jobIds: grant.jobIds ?? [], stageIds: grant.allJobs ? null : (grant.stageIds ?? null) });
      } catch (error) {
        jobIds = messageOf(error instanceof Error ? error.message : String(error));
      }
    }
    return {
      email: create ? validateEmail(values.email) : null,
      firstName: create && !values.firstName.trim() ? CONTACT_MESSAGES.firstNameRequired : null,
      lastName: create && !values.lastName.trim() ? CONTACT_MESSAGES.lastNameRequired : null,
      accessType: values.accessType ? null : { id: 'team.validation.accessType' },
      jobIds,
    };
  };

const changed = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/**
 * The invite / edit form: values, the options the manager may give (domain/identity), the rules, and the
 * create or update command with the server's refusals shown beside the fields.
 */
export const useMemberForm = (mode: MemberDialogMode, session: SignedIn, onClose: () => void) => {
  const member = mode.kind === 'edit' ? mode.member : null;
  const [defaults] = useState(() => initialValues(member));
  const stageIds = member?.jobPermissions?.stageIds ?? null;
  const form = useValidatedForm<MemberValues>({ defaultValues: defaults, rules: memberRules(mode.kind, stageIds) });
  const [formError, setFormError] = useState<FieldMessage | null>(null);
  const create = useCreateMember();
  const update = useUpdateMember();
  const accessType = form.watch('accessType');
  const sendInvite = form.watch('sendInvite');

  const { holder } = session;
  // Only what the manager holds can be given (domain: assertCanGrant).
  const grantableOptions = COMPANY_PERMISSION_OPTION_NAMES.filter((name) => hasPermission(holder, COMPANY_PERMISSION_OPTIONS[name]));
  const showCompanyOptions = (accessType === 'COMPANY_RECRUITER' || accessType === 'COMPANY_INTERVIEWER') && grantableOptions.length > 0;
  const showJobPermissions = accessType !== '' && holdsJobPermissions(accessType);

  const onServerError = (error: unknown) => {
    if (!isApiError(error) || error.isGeneric) {
      setFormError({ id: 'error.unexpected' });
      return;
    }
    const message = messageOf(error.message);
    if ('id' in message && message.id === 'auth.error.emailExists') {
      form.setError('email', { type: 'server', message: encodeFieldMessage(message) }, { shouldFocus: true });
      return;
    }
    setFormError(message);
  };

  const onValid = (values: MemberValues) => {
    const type = values.accessType as TeamAccessType;
    const jobPermissions = jobPermissionsOf(values, stageIds);
    if (mode.kind === 'create') {
      const body: CreateMemberBody = {
        email: normalizeEmail(values.email),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        accessType: type,
        sendInvite: values.sendInvite,
        ...(showCompanyOptions && values.companyOptions.length > 0 ? { companyPermissions: values.companyOptions } : {}),
        ...(jobPermissions ? { jobPermissions } : {}),
      };
      create.mutate(body, {
        onSuccess: () => {
          showSuccessToast(values.sendInvite ? 'team.toast.invited' : 'team.toast.added', { email: body.email });
          onClose();
        },
        onError: onServerError,
      });
      return;
    }
    const body: UpdateMemberBody = {};
    if (type !== mode.member.accessType) body.accessType = type;
    if (showCompanyOptions && changed(values.companyOptions, defaults.companyOptions)) body.companyPermissions = values.companyOptions;
    const jobsChanged = (['allJobs', 'jobIds', 'permissions'] as const).some((key) => changed(values[key], defaults[key]));
    if (showJobPermissions && jobsChanged) body.jobPermissions = jobPermissions ?? { allJobs: true, jobIds: [], permissions: [] };
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

  return {
    form,
    submit: (event: FormEvent) => {
      setFormError(null);
      void form.handleSubmit(onValid)(event);
    },
    formError,
    busy: create.isPending || update.isPending,
    accessOptions: TEAM_ACCESS_TYPES.filter((type) => canManageMember(holder.roles, type)),
    grantableOptions,
    showCompanyOptions,
    showJobPermissions,
    grantsKnown: member === null || member.companyPermissions !== undefined,
    accessType,
    sendInvite,
  };
};

export type MemberFormState = ReturnType<typeof useMemberForm>;
