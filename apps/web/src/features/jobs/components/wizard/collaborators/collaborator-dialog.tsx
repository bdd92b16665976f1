import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { JOB_PERMISSIONS, useRecruiterOptions, type JobPermission } from '@ats/web/features/jobs/api/collaborators-api';
import type { JobStage } from '@ats/web/features/jobs/api/job-types';
import { togglePermission, usesStages, type CollaboratorsEditor } from '@ats/web/features/jobs/hooks/use-collaborators-editor';

export type CollaboratorDialogProps = { editor: CollaboratorsEditor; stages: JobStage[] };

/** Add a collaborator or change one's permissions (spec 02 §3.13, §5.2); kept in the list until it is saved. */
export const CollaboratorDialog = ({ editor, stages }: CollaboratorDialogProps) => {
  const dialog = editor.dialog!;
  const intl = useIntl();
  const titleId = useId();
  const recruiters = useRecruiterOptions();
  const editing = dialog.kind === 'edit' ? dialog.collaborator : null;
  const [userId, setUserId] = useState(editing?.userId ?? '');
  const [memberError, setMemberError] = useState(false);
  const [permissions, setPermissions] = useState<JobPermission[]>(editing?.permissions ?? []);
  const [stageIds, setStageIds] = useState<string[]>(editing?.stageIds ?? []);
  const [someStages, setSomeStages] = useState(Boolean(editing?.stageIds?.length));
  const taken = new Set(
    editor.manageable.map((item) => item.userId).concat(editor.readOnly.map((item) => item.userId)),
  );
  const options = (recruiters.data ?? []).filter((member) => !taken.has(member.id));
  const confidentialLocked = permissions.includes('EDIT_JOB');

  const done = () => {
    const member = options.find((item) => item.id === userId);
    if (!editing && !member) {
      setMemberError(true);
      return;
    }
    editor.put({
      ...(editing ?? {
        userId,
        fullName: member!.fullName,
        email: member!.email,
        accessType: 'COMPANY_RECRUITER',
        status: 'NOT_INVITED',
        manageable: true,
        allJobs: false,
      }),
      permissions,
      stageIds: someStages && usesStages(permissions) && stageIds.length > 0 ? stageIds : null,
    });
  };

  return (
    <Dialog open onClose={editor.closeDialog} aria-labelledby={titleId} slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>
        {editing ? (
          <FormattedMessage
            id="jobs.collaborators.dialog.editTitle"
            values={{ name: editing.fullName || editing.email }}
          />
        ) : (
          <FormattedMessage id="jobs.collaborators.dialog.addTitle" />
        )}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!editing && (
            <TextField
              select
              id="collaborator-member"
              label={intl.formatMessage({ id: 'jobs.collaborators.dialog.member' })}
              value={userId}
              onChange={(event) => {
                setUserId(event.target.value);
                setMemberError(false);
              }}
              required
              fullWidth
              error={memberError}
              helperText={memberError ? intl.formatMessage({ id: 'jobs.collaborators.selectMember' }) : undefined}
            >
              {recruiters.isPending && (
                <MenuItem value="" disabled>
                  <FormattedMessage id="common.loading" />
                </MenuItem>
              )}
              {!recruiters.isPending && options.length === 0 && (
                <MenuItem value="" disabled>
                  <FormattedMessage id="jobs.collaborators.dialog.noMembers" />
                </MenuItem>
              )}
              {options.map((member) => (
                <MenuItem key={member.id} value={member.id}>
                  {member.fullName || member.email}
                </MenuItem>
              ))}
            </TextField>
          )}
          <FormGroup>
            <FormLabel component="legend">
              <FormattedMessage id="jobs.collaborators.dialog.permissions" />
            </FormLabel>
            {JOB_PERMISSIONS.map((permission) => (
              <FormControlLabel
                key={permission}
                control={
                  <Checkbox
                    checked={permissions.includes(permission)}
                    disabled={permission === 'VIEW_CONFIDENTIAL' && confidentialLocked}
                    onChange={() => setPermissions((current) => togglePermission(current, permission))}
                  />
                }
                label={intl.formatMessage({ id: `jobs.permission.${permission}` })}
              />
            ))}
            {confidentialLocked && (
              <FormHelperText>
                <FormattedMessage id="jobs.collaborators.confidentialRule" />
              </FormHelperText>
            )}
          </FormGroup>
          {usesStages(permissions) && (
            <FormGroup>
              <FormLabel id={`${titleId}-stages`}>
                <FormattedMessage id="jobs.collaborators.dialog.stages" />
              </FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-stages`}
                value={someStages ? 'some' : 'all'}
                onChange={(event) => setSomeStages(event.target.value === 'some')}
              >
                <FormControlLabel
                  value="all"
                  control={<Radio />}
                  label={intl.formatMessage({ id: 'jobs.collaborators.dialog.allStages' })}
                />
                <FormControlLabel
                  value="some"
                  control={<Radio />}
                  label={intl.formatMessage({ id: 'jobs.collaborators.dialog.selectedStages' })}
                />
              </RadioGroup>
              {someStages &&
                stages.map((stage) => (
                  <FormControlLabel
                    key={stage.id}
                    sx={{ marginInlineStart: 3 }}
                    control={
                      <Checkbox
                        checked={stageIds.includes(stage.id)}
                        onChange={(event) =>
                          setStageIds((current) =>
                            event.target.checked ? [...current, stage.id] : current.filter((id) => id !== stage.id),
                          )
                        }
                      />
                    }
                    label={stage.name}
                  />
                ))}
            </FormGroup>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={editor.closeDialog}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" onClick={done}>
          <FormattedMessage id="jobs.collaborators.dialog.done" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
