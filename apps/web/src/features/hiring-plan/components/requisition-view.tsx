import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { JobDropdownItem } from '@ats/web/app/api/api-types';
import { errorText } from '@ats/web/app/api/error-text';
import { useJobsDropdown } from '@ats/web/app/api/jobs-api';
import { useDebounced } from '@ats/web/app/use-debounced';
import { wizardPath } from '@ats/web/app/job-paths';
import { HistoryExportButtons, HistoryExportFailure, useHistoryExport } from '@ats/web/app/components/history-export-buttons';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { MessageId } from '@ats/web/app/i18n/messages';
import {
  useDecideRequisition,
  HIRED_SEARCH_MIN_LENGTH,
  useHiredCandidateSearchQuery,
  useLinkRequisitionJob,
  useMarkHired,
  useRequisitionHistory,
  useSubmitRequisition,
  type Requisition,
} from '../api/hiring-plan-api';

const RejectDialog = ({ open, busy, error, onClose, onReject }: { open: boolean; busy: boolean; error: string | null; onClose: () => void; onReject: (note: string) => void }) => {
  const intl = useIntl();
  const [note, setNote] = useState('');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reject-requisition-title">
      <DialogTitle id="reject-requisition-title">
        <FormattedMessage id="requisition.rejectTitle" />
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField autoFocus fullWidth multiline minRows={3} required label={intl.formatMessage({ id: 'requisition.rejectNote' })} value={note} onChange={(event) => setNote(event.target.value)} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="requisition.cancel" />
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => onReject(note)}>
          <FormattedMessage id="requisition.reject" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};

type HiredCandidateChoice = { applicationId: string; name: string; email: string; jobName: string; archived: boolean };
const SEARCH_DEBOUNCE_MS = 300;

/** The company's candidates, active or archived, matching what is typed (3 characters at least), as the candidate list finds them. */
const useHiredCandidateSearch = (text: string) => {
  const nameOrEmail = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useHiredCandidateSearchQuery(nameOrEmail);
  const tooShort = text.trim().length < HIRED_SEARCH_MIN_LENGTH;
  const choices: HiredCandidateChoice[] = tooShort
    ? []
    : (list.data ?? []).map((item) => ({
        applicationId: item.applicationId,
        name: `${item.firstName} ${item.lastName}`.trim(),
        email: item.email,
        jobName: item.jobName,
        archived: item.archived,
      }));
  return { choices, loading: !tooShort && list.isFetching, tooShort };
};

/** Spec 02 §3.15: hired date; the candidate, searched in the product or new with name and e-mail; offer sent date (optional). */
export const MarkHiredDialog = ({ requisition, open, onClose }: { requisition: Requisition; open: boolean; onClose: () => void }) => {
  const intl = useIntl();
  const markHired = useMarkHired(requisition.id);
  const [hiredDate, setHiredDate] = useState('');
  const [mode, setMode] = useState<'SEARCHED' | 'NEW'>('SEARCHED');
  const [searchText, setSearchText] = useState('');
  const [found, setFound] = useState<HiredCandidateChoice | null>(null);
  const search = useHiredCandidateSearch(searchText);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [offerSentDate, setOfferSentDate] = useState('');
  const candidate =
    mode === 'SEARCHED'
      ? found
        ? { applicationId: found.applicationId, name: found.name, email: found.email }
        : undefined
      : name || email
        ? { name, email: email || null }
        : undefined;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="mark-hired-title" fullWidth maxWidth="sm">
      <DialogTitle id="mark-hired-title">
        <FormattedMessage id="requisition.markHired" />
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="requisition.markHired.hint" />
        </Typography>
        {markHired.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorText(intl, markHired.error)}
          </Alert>
        )}
        <Stack spacing={2}>
          <TextField type="date" required label={intl.formatMessage({ id: 'requisition.markHired.date' })} value={hiredDate} onChange={(event) => setHiredDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <RadioGroup
            row
            aria-label={intl.formatMessage({ id: 'requisition.markHired.candidate' })}
            value={mode}
            onChange={(event) => setMode(event.target.value as 'SEARCHED' | 'NEW')}
          >
            <FormControlLabel value="SEARCHED" control={<Radio />} label={intl.formatMessage({ id: 'requisition.markHired.searched' })} />
            <FormControlLabel value="NEW" control={<Radio />} label={intl.formatMessage({ id: 'requisition.markHired.new' })} />
          </RadioGroup>
          {mode === 'SEARCHED' ? (
            <Autocomplete
              options={search.choices}
              value={found}
              loading={search.loading}
              filterOptions={(options) => options}
              onChange={(_event, next) => setFound(next)}
              onInputChange={(_event, text) => setSearchText(text)}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, chosen) => option.applicationId === chosen.applicationId}
              renderOption={({ key, ...props }, option) => (
                <li key={key} {...props}>
                  <ListItemText
                    primary={option.name}
                    secondary={[option.email, option.jobName, ...(option.archived ? [intl.formatMessage({ id: 'requisition.markHired.archived' })] : [])].join(' · ')}
                  />
                </li>
              )}
              noOptionsText={intl.formatMessage({ id: search.tooShort ? 'requisition.markHired.minLength' : 'requisition.markHired.noCandidates' })}
              loadingText={intl.formatMessage({ id: 'requisition.markHired.searching' })}
              renderInput={(params) => <TextField {...params} required label={intl.formatMessage({ id: 'requisition.markHired.search' })} />}
            />
          ) : (
            <>
              <TextField required label={intl.formatMessage({ id: 'requisition.markHired.candidateName' })} value={name} onChange={(event) => setName(event.target.value)} />
              <TextField required type="email" label={intl.formatMessage({ id: 'requisition.markHired.candidateEmail' })} value={email} onChange={(event) => setEmail(event.target.value)} />
            </>
          )}
          <TextField type="date" label={intl.formatMessage({ id: 'requisition.markHired.offerSentDate' })} value={offerSentDate} onChange={(event) => setOfferSentDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={markHired.isPending}>
          <FormattedMessage id="requisition.cancel" />
        </Button>
        <Button
          variant="contained"
          disabled={markHired.isPending}
          onClick={() => markHired.mutate({ hiredDate, candidate, offerSentDate: offerSentDate || null }, { onSuccess: onClose })}
        >
          <FormattedMessage id="requisition.markHired" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** 'Link a job': an approved requisition's opening is being hired for on one of the company's jobs. */
const LinkJobDialog = ({ requisition, jobs, onClose }: { requisition: Requisition; jobs: JobDropdownItem[]; onClose: () => void }) => {
  const intl = useIntl();
  const link = useLinkRequisitionJob(requisition.id);
  const [job, setJob] = useState<JobDropdownItem | null>(null);
  const choices = jobs.filter((candidate) => !requisition.jobIds.includes(candidate.id));
  return (
    <Dialog open onClose={onClose} aria-labelledby="link-job-title" fullWidth maxWidth="sm">
      <DialogTitle id="link-job-title">
        <FormattedMessage id="requisition.linkJob" />
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <FormattedMessage id="requisition.linkJob.hint" />
        </Typography>
        {link.error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorText(intl, link.error)}
          </Alert>
        )}
        <Autocomplete
          options={choices}
          value={job}
          onChange={(_event, next) => setJob(next)}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          noOptionsText={intl.formatMessage({ id: 'requisition.linkJob.none' })}
          renderInput={(params) => <TextField {...params} autoFocus required label={intl.formatMessage({ id: 'requisition.field.existingJob' })} sx={{ mt: 1 }} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={link.isPending}>
          <FormattedMessage id="requisition.cancel" />
        </Button>
        <Button
          variant="contained"
          disabled={link.isPending || !job}
          onClick={() => job && link.mutate({ jobId: job.id }, { onSuccess: () => { showSuccessToast('requisition.linkJob.done'); onClose(); } })}
        >
          <FormattedMessage id="requisition.linkJob" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The requisition's approval: each stage with its approvers and rule, who answered, who is awaited, and the caller's actions. */
const ApprovalPanel = ({ requisition }: { requisition: Requisition }) => {
  const intl = useIntl();
  const [params] = useSearchParams();
  const decide = useDecideRequisition(requisition.id);
  const [rejecting, setRejecting] = useState(false);
  const round = requisition.round;
  const nameOf = (id: string) => requisition.members.find((member) => member.id === id)?.fullName ?? id;
  if (!round) return null;
  // Opened from an inbox notification (?from=inbox), the answer is recorded as given from the inbox.
  const channel = params.get('from') === 'inbox' ? 'INBOX' : 'DETAILS_PAGE';
  const answer = (decision: 'approve' | 'reject', note?: string) =>
    decide.mutate(
      { decision, round: round.round, note, channel },
      {
        onSuccess: () => {
          setRejecting(false);
          showSuccessToast('requisition.decided');
        },
      },
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="approval-heading" sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" id="approval-heading">
          <FormattedMessage id="requisition.approval" />
        </Typography>
        <Chip size="small" label={intl.formatMessage({ id: 'requisition.round' }, { round: round.round })} />
      </Stack>
      <List dense>
        {round.flow.steps.map((step, index) => {
          const decisions = round.decisions.filter((decision) => decision.stepIndex === index);
          return (
            <ListItem key={index} divider alignItems="flex-start">
              <ListItemText
                primary={`${intl.formatMessage({ id: 'requisition.stage' }, { number: index + 1 })} · ${intl.formatMessage(
                  { id: `requisition.stageRule.${step.rule}` as MessageId },
                  { required: step.required, count: step.approverIds.length },
                )} · ${step.approverIds.map(nameOf).join(', ')}`}
                secondary={decisions
                  .map((decision) => intl.formatMessage({ id: `requisition.decision.${decision.decision}` as MessageId }, { name: decision.approverName, note: decision.note ?? '' }))
                  .join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
      {round.awaitingApproverIds.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <FormattedMessage id="requisition.awaiting" values={{ names: round.awaitingApproverIds.map(nameOf).join(', ') }} />
        </Typography>
      )}
      {decide.error && !rejecting && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errorText(intl, decide.error)}
        </Alert>
      )}
      {requisition.canDecide && (
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" disabled={decide.isPending} onClick={() => answer('approve')}>
            <FormattedMessage id="requisition.approve" />
          </Button>
          <Button variant="outlined" color="error" disabled={decide.isPending} onClick={() => setRejecting(true)}>
            <FormattedMessage id="requisition.reject" />
          </Button>
        </Stack>
      )}
      <RejectDialog
        open={rejecting}
        busy={decide.isPending}
        error={rejecting && decide.error ? errorText(intl, decide.error) : null}
        onClose={() => setRejecting(false)}
        onReject={(note) => answer('reject', note)}
      />
    </Paper>
  );
};

const History = ({ id }: { id: string }) => {
  const intl = useIntl();
  const history = useRequisitionHistory(id);
  const exportHistory = useHistoryExport(`/requisitions/${encodeURIComponent(id)}`, `requisition-${id}`);
  const entries = history.data?.entries ?? [];
  const line = (entry: (typeof entries)[number]) => {
    const values = { actor: entry.actorName, round: entry.round ?? '', stage: (entry.stepIndex ?? 0) + 1, decision: entry.decision ?? '', reminder: entry.reminder ?? 0 };
    if (entry.type === 'RequisitionApprovalRoundStarted' && entry.reason === 'TERMS_CHANGED') {
      return intl.formatMessage({ id: 'requisition.history.RequisitionApprovalRoundStarted.TERMS_CHANGED' }, values);
    }
    if (entry.type === 'RequisitionApprovalRequested' && (entry.reminder ?? 0) > 0) {
      return intl.formatMessage({ id: 'requisition.history.RequisitionApprovalRequested.reminder' }, values);
    }
    const known = `requisition.history.${entry.type}`;
    return (intl.messages as Record<string, unknown>)[known] ? intl.formatMessage({ id: known as MessageId }, values) : entry.type;
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-heading" sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" flexWrap="wrap" sx={{ mb: 1, gap: 1 }}>
        <Typography variant="h2" id="history-heading" sx={{ flex: 1 }}>
          <FormattedMessage id="requisition.history" />
        </Typography>
        <HistoryExportButtons exportHistory={exportHistory} />
      </Stack>
      <HistoryExportFailure exportHistory={exportHistory} />
      <List dense aria-busy={history.isLoading}>
        {entries.map((entry) => (
          <ListItem key={entry.revision} divider>
            <ListItemText
              primary={line(entry)}
              secondary={`${intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}${entry.note ? ` · ${entry.note}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};

/** The requisition in view mode (the target of requisition notifications): its fields, approval, actions and history. */
export const RequisitionView = ({ requisition }: { requisition: Requisition }) => {
  const intl = useIntl();
  const submit = useSubmitRequisition(requisition.id);
  const [markingHired, setMarkingHired] = useState(false);
  const [linkingJob, setLinkingJob] = useState(false);
  const jobs = useJobsDropdown();
  const details = requisition.details;
  const nameOf = (id: string) => requisition.members.find((member) => member.id === id)?.fullName ?? id;
  const facts: Array<[MessageId, ReactNode]> = [
    ['requisition.field.openingId', details.openingId],
    ['requisition.field.roleName', details.roleName],
    ['requisition.field.openingFor', intl.formatMessage({ id: `requisition.openingFor.${details.openingFor}` as MessageId })],
    ['requisition.field.budgetType', intl.formatMessage({ id: `requisition.budgetType.${details.budgetType}` as MessageId })],
    ['requisition.field.openingType', intl.formatMessage({ id: `requisition.openingType.${details.openingType}` as MessageId })],
    ['requisition.field.employmentType', intl.formatMessage({ id: `requisition.employmentType.${details.employmentType}` as MessageId })],
    ['requisition.field.targetHiredDate', intl.formatDate(`${details.targetHiredDate}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })],
    ['requisition.field.headcount', intl.formatNumber(details.headcount)],
    [
      'requisition.field.salaryMin',
      `${intl.formatNumber(details.salary.min)} – ${intl.formatNumber(details.salary.max)} ${details.salary.currency} · ${intl.formatMessage({ id: `requisition.frequency.${details.salary.frequency}` as MessageId })}`,
    ],
    ['requisition.field.hiringManager', nameOf(details.hiringManagerId)],
    ['requisition.field.recruiters', requisition.recruiterIds.map(nameOf).join(', ')],
  ];
  if (requisition.hired) {
    const { candidate, date } = requisition.hired;
    const named = candidate ? <bdi>{candidate.email ? `${candidate.name} (${candidate.email})` : candidate.name}</bdi> : <FormattedMessage id="hiringPlan.hiredCandidate.unknown" />;
    facts.push([
      'requisition.field.hiredCandidate',
      candidate?.applicationId ? (
        <Link component={RouterLink} to={`/recruiter/candidate-profile/${encodeURIComponent(candidate.applicationId)}`}>
          {named}
        </Link>
      ) : (
        named
      ),
    ]);
    facts.push(['requisition.field.hiredDate', intl.formatDate(`${date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })]);
  }
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{details.requisitionName}</Typography>
        <Chip label={intl.formatMessage({ id: `hiringPlan.status.${requisition.status}` as MessageId })} />
        <Chip variant="outlined" label={intl.formatMessage({ id: `hiringPlan.progress.${requisition.hiringProgress}` as MessageId })} />
        <Box sx={{ flex: 1 }} />
        {requisition.canManage && requisition.hiringProgress !== 'HIRED' && (
          <>
            <Button component={RouterLink} to={`/recruiter/hiring-plan/opening/edit/${requisition.id}`}>
              <FormattedMessage id="requisition.edit" />
            </Button>
            <Button component={RouterLink} to={`/recruiter/manage-hiring-plan/opening/${requisition.id}`}>
              <FormattedMessage id="requisition.editFlow" />
            </Button>
          </>
        )}
        {requisition.canManage && (requisition.status === 'DRAFT' || requisition.status === 'REJECTED') && (
          <Button variant="contained" disabled={submit.isPending} onClick={() => submit.mutate()}>
            <FormattedMessage id="requisition.submitDraft" />
          </Button>
        )}
        {requisition.canManage && requisition.status === 'APPROVED' && requisition.hiringProgress !== 'HIRED' && (
          <>
            <Button variant="outlined" onClick={() => setLinkingJob(true)}>
              <FormattedMessage id="requisition.linkJob" />
            </Button>
            <Button variant="outlined" onClick={() => setMarkingHired(true)}>
              <FormattedMessage id="requisition.markHired" />
            </Button>
          </>
        )}
      </Stack>
      {submit.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(intl, submit.error)}
        </Alert>
      )}
      <Paper variant="outlined" component="section" sx={{ p: 2, mb: 2 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                <FormattedMessage id={label} />
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
          <Typography component="dt" variant="body2" color="text.secondary">
            <FormattedMessage id="requisition.field.jobs" />
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {requisition.jobIds.length === 0 ? (
              <Typography variant="body2">
                <FormattedMessage id="requisition.jobs.none" />
              </Typography>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                {requisition.jobIds.map((jobId) => (
                  <Link key={jobId} component={RouterLink} to={wizardPath(jobId, 'job-information', 'VIEW')} variant="body2">
                    {jobs.data?.find((job) => job.id === jobId)?.name ?? intl.formatMessage({ id: 'requisition.jobs.unknown' })}
                  </Link>
                ))}
              </Stack>
            )}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
          {details.jobDescription}
        </Typography>
      </Paper>
      <ApprovalPanel requisition={requisition} />
      <History id={requisition.id} />
      {markingHired && <MarkHiredDialog requisition={requisition} open onClose={() => setMarkingHired(false)} />}
      {linkingJob && <LinkJobDialog requisition={requisition} jobs={jobs.data ?? []} onClose={() => setLinkingJob(false)} />}
    </Box>
  );
};
