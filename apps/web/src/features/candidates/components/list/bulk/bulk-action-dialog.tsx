import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TAG_MAX_LENGTH } from '@ats/domain/applications/application-tags';
import { errorText } from '../../../../../app/api/error-text';
import { showInfoToast } from '../../../../../app/api/toast-bus';
import { DIALOG_PAPER_SX } from '../../../../../app/theme/theme';
import { useArchivalReasons, useJob } from '../../../api/candidates-api';
import { useBulkOwnerOptions, useRequestBulkAction, type BulkActionKind, type BulkSelection } from '../../../../../app/api/bulk-actions-api';
import { bulkTitleId } from '../../../../../app/format/bulk-action-text';

/** The panel title each kind is queued under (spec 01 §9), the prefix of '{prefix} is queued…'. */
const NOTIFICATION_TYPE: Record<BulkActionKind, string> = {
  'owner-change': 'BULK_ACTION',
  'archive-change': 'BULK_ARCHIVE',
  unarchive: 'BULK_UNARCHIVE',
  'progress-stage-change': 'BULK_PROGRESS_CANDIDATES',
  'add-or-remove-tags': 'BULK_ACTION',
  'add-comment': 'BULK_ACTION',
};

export type BulkActionDialogProps = {
  kind: BulkActionKind;
  selection: BulkSelection;
  count: number;
  /** The jobs of the shown rows, for the stage picker of 'Progress to a stage'. */
  jobs: Array<{ id: string; name: string }>;
  onClose: () => void;
  onQueued: () => void;
};

/**
 * One dialog per bulk action kind: its choice (owner, reason, stage, tags, comment), then the request; the
 * server's refusal (the spec's message) shows in the dialog, which stays open.
 */
export const BulkActionDialog = ({ kind, selection, count, jobs, onClose, onQueued }: BulkActionDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const request = useRequestBulkAction();
  const reasons = useArchivalReasons(kind === 'archive-change');
  const members = useBulkOwnerOptions(kind === 'owner-change');
  const [ownerId, setOwnerId] = useState<string | null>(null);
  const [reasonId, setReasonId] = useState('');
  const [jobId, setJobId] = useState(jobs[0]?.id ?? '');
  const job = useJob(kind === 'progress-stage-change' && jobId ? jobId : null);
  const [stageId, setStageId] = useState('');
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [confidential, setConfidential] = useState(false);

  const choice = (): Record<string, unknown> => {
    switch (kind) {
      case 'owner-change':
        return { ownerId: ownerId ?? '' };
      case 'archive-change':
        return { archivalReasonId: reasonId };
      case 'unarchive':
        return {};
      case 'progress-stage-change':
        return { stageId };
      case 'add-or-remove-tags':
        return { add, remove };
      case 'add-comment':
        return { text, confidential };
    }
  };
  const submit = () =>
    request.mutate(
      { kind, selection, choice: choice() },
      {
        onSuccess: () => {
          showInfoToast('bulk.queued', { prefix: intl.formatMessage({ id: bulkTitleId(NOTIFICATION_TYPE[kind]) }) });
          onQueued();
        },
      },
    );
  const action = intl.formatMessage({ id: `bulk.kind.${kind}` });

  return (
    <Dialog open onClose={request.isPending ? undefined : onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="bulk.dialog.title" values={{ action, count }} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {kind === 'owner-change' && (
            <Autocomplete
              options={members.data ?? []}
              loading={members.isPending}
              value={(members.data ?? []).find((member) => member.id === ownerId) ?? null}
              getOptionLabel={(member) => member.fullName}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              onChange={(_event, member) => setOwnerId(member?.id ?? null)}
              loadingText={intl.formatMessage({ id: 'common.loading' })}
              renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: 'bulk.field.owner' })} required />}
            />
          )}
          {kind === 'archive-change' && (
            <TextField select required label={intl.formatMessage({ id: 'bulk.field.reason' })} value={reasonId} onChange={(event) => setReasonId(event.target.value)}>
              {(reasons.data ?? []).map((reason) => (
                <MenuItem key={reason.id} value={reason.id}>
                  {reason.text}
                </MenuItem>
              ))}
            </TextField>
          )}
          {kind === 'progress-stage-change' && (
            <>
              {jobs.length > 1 && (
                <TextField
                  select
                  label={intl.formatMessage({ id: 'bulk.field.job' })}
                  value={jobId}
                  onChange={(event) => {
                    setJobId(event.target.value);
                    setStageId('');
                  }}
                >
                  {jobs.map((entry) => (
                    <MenuItem key={entry.id} value={entry.id}>
                      {entry.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <TextField select required label={intl.formatMessage({ id: 'bulk.field.stage' })} value={stageId} onChange={(event) => setStageId(event.target.value)}>
                {(job.data?.stages ?? []).map((stage) => (
                  <MenuItem key={stage.id} value={stage.id}>
                    {stage.name}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          {kind === 'add-or-remove-tags' &&
            ([
              ['bulk.field.addTags', add, setAdd],
              ['bulk.field.removeTags', remove, setRemove],
            ] as const).map(([label, value, set]) => (
              <Autocomplete
                key={label}
                multiple
                freeSolo
                options={[] as string[]}
                value={value}
                onChange={(_event, next) => set(next)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={intl.formatMessage({ id: label })}
                    placeholder={intl.formatMessage({ id: 'bulk.field.tagsHint' })}
                    inputProps={{ ...params.inputProps, maxLength: TAG_MAX_LENGTH }}
                  />
                )}
              />
            ))}
          {kind === 'add-comment' && (
            <>
              <TextField
                multiline
                minRows={3}
                required
                label={intl.formatMessage({ id: 'bulk.field.comment' })}
                value={text}
                onChange={(event) => setText(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 5000 } }}
              />
              <FormControlLabel
                control={<Checkbox checked={confidential} onChange={(event) => setConfidential(event.target.checked)} />}
                label={intl.formatMessage({ id: 'bulk.field.confidential' })}
              />
            </>
          )}
          {request.isError && (
            <Alert severity="error" role="alert">
              {errorText(intl, request.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={request.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" onClick={submit} disabled={request.isPending}>
          <FormattedMessage id="bulk.dialog.submit" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
