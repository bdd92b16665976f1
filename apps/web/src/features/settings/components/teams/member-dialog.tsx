import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { TeamAccessType } from '@ats/domain/identity/team-members';
import { useId } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACCESS_LABEL_OF_TEAM_ROLE, ROLE_LABEL } from '@ats/web/app/auth/role-labels';
import type { SignedIn } from '@ats/web/app/auth/session';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { useMemberForm, type MemberDialogMode, type MemberValues } from '../../hooks/use-member-form';
import { CompanyPermissionsField } from './company-permissions-field';
import { JobPermissionsField } from './job-permissions-field';
import { isolated } from '@ats/web/app/i18n/isolated';

export type { MemberDialogMode } from '../../hooks/use-member-form';

export type MemberDialogProps = { mode: MemberDialogMode; session: SignedIn; onClose: () => void };

/**
 * Invite / edit a team member (spec 03 "Team members screen", §5 "Team member"; 02 §3.13): e-mail, names, access
 * type, send-invite, the company permission options, and per-job permissions for all jobs or selected jobs.
 * Who may be given which access type, and the confidential-while-editing rule, are domain/identity's rules.
 */
export const MemberDialog = ({ mode, session, onClose }: MemberDialogProps) => {
  const intl = useIntl();
  const state = useMemberForm(mode, session, onClose);
  const titleId = useId();
  const formId = useId();
  const editing = mode.kind === 'edit';

  const roleLabel = (type: TeamAccessType) => {
    const access = ACCESS_LABEL_OF_TEAM_ROLE[type];
    const role = intl.formatMessage({ id: ROLE_LABEL[type] });
    return access ? `${role} (${intl.formatMessage({ id: access })})` : role;
  };
  const nameField = (name: 'firstName' | 'lastName', id: string, label: MessageId) => (
    <FormTextField<MemberValues> name={name} id={id} label={intl.formatMessage({ id: label })} checkOnBlur="never" whileInvalid="clear" disabled={editing} required fullWidth autoComplete="off" />
  );
  const submitLabel: MessageId = editing ? 'team.dialog.save' : state.sendInvite ? 'team.dialog.sendInvite' : 'team.dialog.add';

  return (
    <Dialog open onClose={state.busy ? undefined : onClose} aria-labelledby={titleId} scroll="paper" slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>
        {mode.kind === 'edit' ? (
          <FormattedMessage id="team.dialog.editTitle" values={{ name: isolated(mode.member.fullName) }} />
        ) : (
          <FormattedMessage id="team.dialog.inviteTitle" />
        )}
      </DialogTitle>
      <DialogContent dividers>
        <FormProvider {...state.form}>
          <Box component="form" id={formId} noValidate onSubmit={state.submit}>
            <FormErrorBanner error={state.formError} />
            <Stack spacing={2}>
              <FormTextField<MemberValues>
                name="email"
                id="member-email"
                label={intl.formatMessage({ id: 'team.field.email' })}
                type="email"
                checkOnBlur="never"
                whileInvalid="clear"
                disabled={editing}
                required
                fullWidth
                autoFocus={!editing}
                autoComplete="off"
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {nameField('firstName', 'member-first-name', 'team.field.firstName')}
                {nameField('lastName', 'member-last-name', 'team.field.lastName')}
              </Stack>
              <FormTextField<MemberValues>
                name="accessType"
                id="member-access-type"
                select
                label={intl.formatMessage({ id: 'team.field.accessType' })}
                helperText={state.accessType ? intl.formatMessage({ id: `team.accessHint.${state.accessType}` }) : undefined}
                checkOnBlur="never"
                whileInvalid="clear"
                onValueChange={() => state.form.clearErrors('jobIds')}
                required
                fullWidth
              >
                {state.accessOptions.map((type) => (
                  <MenuItem key={type} value={type}>
                    {roleLabel(type)}
                  </MenuItem>
                ))}
              </FormTextField>
              {!editing && (
                // In a box: Stack's spacing would reset the label's negative margin and misalign the checkbox.
                <Box>
                  <Controller
                    name="sendInvite"
                    control={state.form.control}
                    render={({ field }) => (
                      <FormControlLabel
                        control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                        label={intl.formatMessage({ id: 'team.field.sendInvite' })}
                      />
                    )}
                  />
                </Box>
              )}
              {editing && !state.grantsKnown && (state.showCompanyOptions || state.showJobPermissions) && (
                <Alert severity="info">
                  <FormattedMessage id="team.dialog.grantsUnknown" />
                </Alert>
              )}
              {state.showCompanyOptions && <CompanyPermissionsField options={state.grantableOptions} />}
              {state.showJobPermissions && <JobPermissionsField />}
            </Stack>
          </Box>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={state.busy}>
          <FormattedMessage id={submitLabel} />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
