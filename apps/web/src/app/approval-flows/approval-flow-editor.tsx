import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_APPROVAL_STEPS, MAX_REMINDER_EVERY_DAYS } from '@ats/domain/approval-flows';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MemberOption } from '../api/company-options';
import type { ApprovalFlowBody, ApprovalFlowView } from './default-flow-api';

/** A flow as the editor holds it; `required` is kept for N of M. */
export type FlowDraft = { steps: Array<{ approverIds: string[]; rule: 'ALL' | 'N_OF_M'; required: number }>; reminderEveryDays: number };

export const draftOf = (flow: ApprovalFlowView | null | undefined): FlowDraft => ({
  steps: flow && flow.steps.length > 0 ? flow.steps.map((step) => ({ approverIds: [...step.approverIds], rule: step.rule, required: step.required })) : [{ approverIds: [], rule: 'ALL', required: 1 }],
  reminderEveryDays: flow?.reminderEveryDays ?? 2,
});

export const bodyOf = (draft: FlowDraft): ApprovalFlowBody => ({
  steps: draft.steps.map((step) => (step.rule === 'N_OF_M' ? { approverIds: step.approverIds, rule: 'N_OF_M', required: step.required } : { approverIds: step.approverIds, rule: 'ALL' })),
  reminderEveryDays: draft.reminderEveryDays,
});

/** Steps that lack an approver: the editor says so under each, and the caller refuses to save. */
export const stepsMissingApprover = (draft: FlowDraft) => draft.steps.flatMap((step, index) => (step.approverIds.length === 0 ? [index] : []));

type Props = {
  value: FlowDraft;
  onChange: (next: FlowDraft) => void;
  members: MemberOption[];
  /** Shown once the user tried to save: the missing-approver lines. */
  showErrors: boolean;
  disabled?: boolean;
};

/**
 * The approval flow editor (issue 10): ordered stages, each with one or more approvers and a rule (all of them, or
 * N of M), and the reminder cadence. Keyboard-usable (every control is a native or MUI form control with a label).
 */
export const ApprovalFlowEditor = ({ value, onChange, members, showErrors, disabled }: Props) => {
  const intl = useIntl();
  const missing = new Set(stepsMissingApprover(value));
  const byId = new Map(members.map((member) => [member.id, member]));
  const setStep = (index: number, patch: Partial<FlowDraft['steps'][number]>) =>
    onChange({ ...value, steps: value.steps.map((step, at) => (at === index ? { ...step, ...patch } : step)) });

  return (
    <Stack spacing={2}>
      {value.steps.map((step, index) => {
        const label = intl.formatMessage({ id: 'approvalFlow.step' }, { number: index + 1 });
        const errorId = `approval-step-${index}-error`;
        const legendId = `approval-step-${index}-legend`;
        // The legend is not the fieldset's first child (it shares a row with the remove button): named by reference.
        return (
          <Paper
            key={index}
            variant="outlined"
            component="fieldset"
            sx={{ p: 2, m: 0 }}
            aria-labelledby={legendId}
            aria-describedby={showErrors && missing.has(index) ? errorId : undefined}
          >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography component="legend" variant="h3" id={legendId}>
                {label}
              </Typography>
              {value.steps.length > 1 && (
                <IconButton
                  aria-label={intl.formatMessage({ id: 'approvalFlow.removeStep' }, { number: index + 1 })}
                  onClick={() => onChange({ ...value, steps: value.steps.filter((_, at) => at !== index) })}
                  disabled={disabled}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Autocomplete
                multiple
                sx={{ flex: 2 }}
                options={members.filter((member) => !member.isDeletedUser).map((member) => member.id)}
                value={step.approverIds}
                disabled={disabled}
                getOptionLabel={(id) => byId.get(id)?.fullName ?? id}
                onChange={(_event, approverIds) => setStep(index, { approverIds, required: Math.min(Math.max(step.required, 1), Math.max(approverIds.length, 1)) })}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={`${intl.formatMessage({ id: 'approvalFlow.approvers' })} (${label})`}
                    error={showErrors && missing.has(index)}
                    helperText={showErrors && missing.has(index) ? <span id={errorId}>{intl.formatMessage({ id: 'approvalFlow.stepWithoutApprover' })}</span> : undefined}
                  />
                )}
              />
              <TextField
                select
                sx={{ flex: 1 }}
                label={`${intl.formatMessage({ id: 'approvalFlow.rule' })} (${label})`}
                value={step.rule}
                disabled={disabled}
                onChange={(event) => setStep(index, { rule: event.target.value as 'ALL' | 'N_OF_M' })}
              >
                <MenuItem value="ALL">
                  <FormattedMessage id="approvalFlow.rule.ALL" />
                </MenuItem>
                <MenuItem value="N_OF_M">
                  <FormattedMessage id="approvalFlow.rule.N_OF_M" />
                </MenuItem>
              </TextField>
              {step.rule === 'N_OF_M' && (
                <TextField
                  type="number"
                  sx={{ flex: 1 }}
                  label={`${intl.formatMessage({ id: 'approvalFlow.required' })} (${label})`}
                  value={step.required}
                  disabled={disabled}
                  slotProps={{ htmlInput: { min: 1, max: Math.max(step.approverIds.length, 1) } }}
                  onChange={(event) => setStep(index, { required: Number(event.target.value) })}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          startIcon={<AddIcon />}
          disabled={disabled || value.steps.length >= MAX_APPROVAL_STEPS}
          onClick={() => onChange({ ...value, steps: [...value.steps, { approverIds: [], rule: 'ALL', required: 1 }] })}
        >
          <FormattedMessage id="approvalFlow.addStep" />
        </Button>
        <TextField
          type="number"
          size="small"
          label={intl.formatMessage({ id: 'approvalFlow.reminder' })}
          value={value.reminderEveryDays}
          disabled={disabled}
          slotProps={{ htmlInput: { min: 1, max: MAX_REMINDER_EVERY_DAYS } }}
          onChange={(event) => onChange({ ...value, reminderEveryDays: Number(event.target.value) })}
        />
      </Stack>
    </Stack>
  );
};
