import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Autocomplete from '@mui/material/Autocomplete';
import { BUDGET_TYPES, EMPLOYMENT_TYPES, OPENING_FOR, OPENING_TYPES, SALARY_FREQUENCIES } from '@ats/domain/requisitions/requisition-details';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorText } from '@ats/web/app/api/error-text';
import { useJobsDropdown } from '@ats/web/app/api/jobs-api';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useDepartments, useLocations, useMemberOptions } from '@ats/web/app/api/company-options';
import { useCreateRequisition, useUpdateRequisition, type Requisition, type RequisitionBody } from '../api/hiring-plan-api';
import { ApprovalFlowEditor, bodyOf, draftOf, stepsMissingApprover, type FlowDraft } from '@ats/web/app/approval-flows/approval-flow-editor';

type Fields = Omit<RequisitionBody, 'approvalFlow' | 'submit'>;

const emptyFields = (): Fields => ({
  openingId: '',
  requisitionName: '',
  roleName: '',
  openingFor: 'NEW_JOB',
  existingJobId: null,
  jobDescription: '',
  budgetType: 'BUDGETED',
  openingType: 'NEW_HIRE',
  employeeBackfilled: null,
  reasonForHiring: null,
  reasonForReplacement: null,
  departmentId: '',
  locationId: '',
  employmentType: 'FULL_TIME',
  targetHiredDate: '',
  headcount: 1,
  salary: { min: 1, max: 1, currency: 'AED', frequency: 'MONTH' },
  hiringManagerId: '',
  recruiterIds: [],
  notes: null,
});

const fieldsOf = (requisition: Requisition): Fields => ({ ...requisition.details, recruiterIds: requisition.recruiterIds });

const Section = ({ title, children }: { title: MessageId; children: ReactNode }) => (
  <Paper variant="outlined" component="section" sx={{ p: 2, mb: 2 }}>
    <Typography variant="h2" sx={{ mb: 2 }}>
      <FormattedMessage id={title} />
    </Typography>
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>{children}</Box>
  </Paper>
);

/**
 * The requisition form (spec 02 §2.16 add/new and edit; §3.15 fields; §5.14 rules, checked again by the API whose
 * message is shown): new requisitions start from the company's default approval flow.
 */
export const RequisitionForm = ({ requisition, defaultFlow }: { requisition: Requisition | null; defaultFlow: Parameters<typeof draftOf>[0] }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>(() => (requisition ? fieldsOf(requisition) : emptyFields()));
  const [flow, setFlow] = useState<FlowDraft>(() => draftOf(requisition ? (requisition.approvalFlow ?? defaultFlow) : defaultFlow));
  const [tried, setTried] = useState(false);
  const departments = useDepartments();
  const locations = useLocations();
  const members = useMemberOptions(true);
  const jobs = useJobsDropdown();
  const create = useCreateRequisition();
  const update = useUpdateRequisition(requisition?.id ?? '');
  const busy = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const memberList = members.data ?? [];
  const byId = new Map(memberList.map((member) => [member.id, member]));

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const text = (key: keyof Fields, label: MessageId, options: { required?: boolean; multiline?: boolean; type?: string } = {}) => (
    <TextField
      label={intl.formatMessage({ id: label })}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      type={options.type}
      value={(fields[key] as string | number | null) ?? ''}
      onChange={(event) => set(key, (options.type === 'number' ? Number(event.target.value) : event.target.value) as never)}
      slotProps={options.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      sx={options.multiline ? { gridColumn: '1 / -1' } : undefined}
    />
  );
  const choice = <T extends string>(key: keyof Fields, label: MessageId, values: readonly T[], prefix: string) => (
    <TextField select required label={intl.formatMessage({ id: label })} value={fields[key] as string} onChange={(event) => set(key, event.target.value as never)}>
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {intl.formatMessage({ id: `${prefix}.${value}` as MessageId })}
        </MenuItem>
      ))}
    </TextField>
  );

  const save = (submit: boolean) => {
    setTried(true);
    const flowIncomplete = stepsMissingApprover(flow).length > 0;
    if (submit && flowIncomplete) return;
    const body: RequisitionBody = { ...fields, approvalFlow: flowIncomplete ? undefined : bodyOf(flow), submit };
    const done = (id: string) => {
      showSuccessToast('requisition.saved');
      navigate(`/recruiter/hiring-plan/opening/view/${id}`);
    };
    if (requisition) update.mutate({ ...fields, approvalFlow: body.approvalFlow, expectedRevision: requisition.revision }, { onSuccess: () => done(requisition.id) });
    else create.mutate(body, { onSuccess: (result) => done(result.id) });
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(intl, error)}
        </Alert>
      )}
      {tried && stepsMissingApprover(flow).length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <FormattedMessage id="approvalFlow.incomplete" />
        </Alert>
      )}
      <Section title="requisition.title.add">
        {text('openingId', 'requisition.field.openingId', { required: true })}
        {text('requisitionName', 'requisition.field.requisitionName')}
        {text('roleName', 'requisition.field.roleName', { required: true })}
        {choice('openingFor', 'requisition.field.openingFor', OPENING_FOR, 'requisition.openingFor')}
        {fields.openingFor === 'EXISTING_JOB' && (
          <TextField select required label={intl.formatMessage({ id: 'requisition.field.existingJob' })} value={fields.existingJobId ?? ''} onChange={(event) => set('existingJobId', event.target.value)}>
            {(jobs.data ?? []).map((job) => (
              <MenuItem key={job.id} value={job.id}>
                {job.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {choice('budgetType', 'requisition.field.budgetType', BUDGET_TYPES, 'requisition.budgetType')}
        {choice('openingType', 'requisition.field.openingType', OPENING_TYPES, 'requisition.openingType')}
        {fields.openingType === 'BACKFILL' && text('employeeBackfilled', 'requisition.field.employeeBackfilled', { required: true })}
        {text('reasonForHiring', 'requisition.field.reasonForHiring')}
        {fields.openingType === 'BACKFILL' && text('reasonForReplacement', 'requisition.field.reasonForReplacement')}
        <TextField select required label={intl.formatMessage({ id: 'requisition.field.department' })} value={fields.departmentId} onChange={(event) => set('departmentId', event.target.value)}>
          {(departments.data ?? []).map((department) => (
            <MenuItem key={department.id} value={department.id}>
              {department.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select required label={intl.formatMessage({ id: 'requisition.field.location' })} value={fields.locationId} onChange={(event) => set('locationId', event.target.value)}>
          {(locations.data ?? []).map((location) => (
            <MenuItem key={location.id} value={location.id}>
              {location.name}
            </MenuItem>
          ))}
        </TextField>
        {choice('employmentType', 'requisition.field.employmentType', EMPLOYMENT_TYPES, 'requisition.employmentType')}
        {text('targetHiredDate', 'requisition.field.targetHiredDate', { required: true, type: 'date' })}
        {text('headcount', 'requisition.field.headcount', { required: true, type: 'number' })}
        <TextField
          type="number"
          required
          label={intl.formatMessage({ id: 'requisition.field.salaryMin' })}
          value={fields.salary.min}
          onChange={(event) => set('salary', { ...fields.salary, min: Number(event.target.value) })}
        />
        <TextField
          type="number"
          required
          label={intl.formatMessage({ id: 'requisition.field.salaryMax' })}
          value={fields.salary.max}
          onChange={(event) => set('salary', { ...fields.salary, max: Number(event.target.value) })}
        />
        <TextField
          required
          label={intl.formatMessage({ id: 'requisition.field.currency' })}
          value={fields.salary.currency}
          slotProps={{ htmlInput: { maxLength: 3 } }}
          onChange={(event) => set('salary', { ...fields.salary, currency: event.target.value.toUpperCase() })}
        />
        <TextField
          select
          required
          label={intl.formatMessage({ id: 'requisition.field.frequency' })}
          value={fields.salary.frequency}
          onChange={(event) => set('salary', { ...fields.salary, frequency: event.target.value as Fields['salary']['frequency'] })}
        >
          {SALARY_FREQUENCIES.map((value) => (
            <MenuItem key={value} value={value}>
              {intl.formatMessage({ id: `requisition.frequency.${value}` as MessageId })}
            </MenuItem>
          ))}
        </TextField>
        <TextField select required label={intl.formatMessage({ id: 'requisition.field.hiringManager' })} value={fields.hiringManagerId} onChange={(event) => set('hiringManagerId', event.target.value)}>
          {memberList.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.fullName}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          multiple
          options={memberList.map((member) => member.id)}
          value={fields.recruiterIds}
          getOptionLabel={(id) => byId.get(id)?.fullName ?? id}
          onChange={(_event, recruiterIds) => set('recruiterIds', recruiterIds)}
          renderInput={(params) => <TextField {...params} required label={intl.formatMessage({ id: 'requisition.field.recruiters' })} />}
        />
        {text('jobDescription', 'requisition.field.jobDescription', { required: true, multiline: true })}
        {text('notes', 'requisition.field.notes', { multiline: true })}
      </Section>
      <Paper variant="outlined" component="section" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h2" sx={{ mb: 2 }}>
          <FormattedMessage id="requisition.section.approvalFlow" />
        </Typography>
        <ApprovalFlowEditor value={flow} onChange={setFlow} members={memberList} showErrors={tried} disabled={busy} />
      </Paper>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(-1)} disabled={busy}>
          <FormattedMessage id="requisition.cancel" />
        </Button>
        {(!requisition || requisition.status === 'DRAFT') && (
          <Button variant="outlined" onClick={() => save(false)} disabled={busy}>
            <FormattedMessage id="requisition.saveDraft" />
          </Button>
        )}
        <Button variant="contained" onClick={() => save(!requisition)} disabled={busy}>
          <FormattedMessage id={requisition ? 'requisition.save' : 'requisition.submit'} />
        </Button>
      </Stack>
    </Box>
  );
};
