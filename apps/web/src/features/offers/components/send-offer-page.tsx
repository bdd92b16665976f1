import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useMemberOptions } from '@ats/web/app/api/company-options';
import { ApprovalFlowEditor, bodyOf, draftOf, stepsMissingApprover, type FlowDraft } from '@ats/web/app/approval-flows/approval-flow-editor';
import { useDefaultFlow } from '@ats/web/app/approval-flows/default-flow-api';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useOfferTemplates } from '../api/offer-templates-api';
import { useCreateOffer, useOfferApplication, useRequisitionsForOffer } from '../api/offers-api';
import { offerErrorText } from '../offer-errors';
import { placeholderLabel } from './offer-template-editor-page';

const OFFER_LINK = '{{offer-link}}';

/** What the sender's values start as: what the application already says. */
const defaultsOf = (application: { firstName: string; lastName: string; jobName: string }): Record<string, string> => ({
  candidate_name: `${application.firstName} ${application.lastName}`.trim(),
  job_title: application.jobName,
  today_date: new Date().toISOString().slice(0, 10),
});

/**
 * /recruiter/offers/send/:applicationId/job/:jobRoleId (spec 03 §2.2 "Send offer"): a template, the values the
 * sender fills, then approval (stages of approvers) or the e-mail that sends the offer at once.
 */
export const SendOfferPage = () => {
  const intl = useIntl();
  usePageTitle('offers.send.title');
  const navigate = useNavigate();
  const { applicationId = '' } = useParams();
  const application = useOfferApplication(applicationId);
  const templates = useOfferTemplates();
  const create = useCreateOffer();
  const [templateId, setTemplateId] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [needsApproval, setNeedsApproval] = useState(false);
  const [flow, setFlow] = useState<FlowDraft>(() => draftOf(null));
  const [triedFlow, setTriedFlow] = useState(false);
  const members = useMemberOptions(needsApproval);
  // The company's default offer flow, when there is one, is where approval starts (issue 10); a sender who may not
  // read it starts from an empty stage.
  const defaultFlow = useDefaultFlow('offer');
  const [flowFromDefault, setFlowFromDefault] = useState(false);
  const linking = useRequisitionsForOffer();
  const [requisitionId, setRequisitionId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const template = useMemo(() => templates.data?.find((t) => t.id === templateId) ?? null, [templates.data, templateId]);
  useEffect(() => {
    if (templates.data?.length && !templateId) setTemplateId(templates.data[0]!.id);
  }, [templates.data, templateId]);
  useEffect(() => {
    if (flowFromDefault || !defaultFlow.data?.steps.length) return;
    setFlowFromDefault(true);
    setFlow(draftOf(defaultFlow.data));
    setNeedsApproval(true);
  }, [defaultFlow.data, flowFromDefault]);
  useEffect(() => {
    if (!application.data) return;
    setValues((current) => ({ ...defaultsOf(application.data), ...current }));
    setSubject((current) => current || intl.formatMessage({ id: 'offers.send.defaultSubject' }, { job: application.data.jobName }));
    setBody((current) => current || `${intl.formatMessage({ id: 'offers.send.defaultBody' })} ${OFFER_LINK}`);
  }, [application.data, intl]);

  if (application.isPending || templates.isPending) return <PageLoader />;
  if (application.isError) return <LoadErrorState titleId="offers.send.loadError" error={application.error} onRetry={application.refetch} />;
  if (templates.isError) return <LoadErrorState titleId="offerTemplates.error" error={templates.error} onRetry={templates.refetch} />;
  const candidate = `${application.data.firstName} ${application.data.lastName}`.trim();
  const senderPlaceholders = template?.placeholders.filter((p) => p.filledBy === 'OFFER_SENDER') ?? [];
  const candidatePlaceholders = template?.placeholders.filter((p) => p.filledBy === 'CANDIDATE') ?? [];

  const requisitionRequired = linking.data?.isRequisitionMandatoryForOffer ?? false;
  const requisitions = linking.data?.requisitions ?? [];
  const submit = async () => {
    if (!template) return;
    setError(null);
    if (needsApproval) {
      setTriedFlow(true);
      if (stepsMissingApprover(flow).length > 0) return;
    }
    if (requisitionRequired && !requisitionId) {
      setError(intl.formatMessage({ id: 'offers.send.selectRequisition' }));
      return;
    }
    try {
      await create.mutateAsync({
        applicationId,
        templateId: template.id,
        ...(requisitionId ? { requisitionId } : {}),
        senderValues: Object.fromEntries(senderPlaceholders.map((p) => [p.name, values[p.name] ?? ''])),
        ...(needsApproval ? { approvalFlow: bodyOf(flow) } : { email: { subject, body } }),
      });
      showSuccessToast(needsApproval ? 'offers.send.submitted' : 'offers.send.sent');
      void navigate(`/recruiter/candidate-profile/${applicationId}`);
    } catch (caught) {
      setError(offerErrorText(intl, caught));
    }
  };

  return (
    <Box sx={{ maxWidth: 880 }}>
      <Link component={RouterLink} to={`/recruiter/candidate-profile/${applicationId}`} variant="body2">
        {candidate}
      </Link>
      <Typography variant="h1" sx={{ mt: 1 }}>
        <FormattedMessage id="offers.send.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="offers.send.subtitle" values={{ candidate: <bdi>{candidate}</bdi>, job: <bdi>{application.data.jobName}</bdi> }} />
      </Typography>
      {templates.data.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            title={<FormattedMessage id="offers.send.noTemplates" />}
            action={
              <Button component={RouterLink} to="/recruiter-settings/offers" variant="contained">
                <FormattedMessage id="offerTemplates.title" />
              </Button>
            }
          />
        </Paper>
      ) : (
        <Paper variant="outlined" component="form" sx={{ p: 3 }} onSubmit={(event) => { event.preventDefault(); void submit(); }}>
          <Stack spacing={3}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField select label={intl.formatMessage({ id: 'offers.send.template' })} value={templateId} onChange={(event) => setTemplateId(event.target.value)}>
              {templates.data.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h2" sx={{ mb: 2 }}>
                <FormattedMessage id="offers.send.values" />
              </Typography>
              <Stack spacing={2}>
                {senderPlaceholders.map((p) => (
                  <TextField
                    key={p.name}
                    required
                    label={intl.formatMessage({ id: placeholderLabel(p.name) })}
                    value={values[p.name] ?? ''}
                    onChange={(event) => setValues((all) => ({ ...all, [p.name]: event.target.value }))}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                  />
                ))}
                {candidatePlaceholders.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage
                      id="offers.send.candidateFills"
                      values={{ list: candidatePlaceholders.map((p) => intl.formatMessage({ id: placeholderLabel(p.name) })).join(', ') }}
                    />
                  </Typography>
                )}
              </Stack>
            </Box>
            {(requisitionRequired || requisitions.length > 0) && (
              <Stack spacing={1}>
                <TextField
                  select
                  // Marked required, but checked on submit so the spec's 'Please select requisition' shows (not the browser's).
                  slotProps={{ inputLabel: { required: requisitionRequired } }}
                  label={intl.formatMessage({ id: 'offers.send.requisition' })}
                  value={requisitionId}
                  onChange={(event) => setRequisitionId(event.target.value)}
                  helperText={requisitionRequired ? intl.formatMessage({ id: 'offers.send.requisitionHelp' }) : undefined}
                  disabled={requisitions.length === 0}
                >
                  {!requisitionRequired && (
                    <MenuItem value="">
                      <em>—</em>
                    </MenuItem>
                  )}
                  {requisitions.map((requisition) => (
                    <MenuItem key={requisition.id} value={requisition.id}>
                      <bdi>{`${requisition.requisitionName} · ${requisition.openingId}`}</bdi>
                    </MenuItem>
                  ))}
                </TextField>
                {requisitionRequired && requisitions.length === 0 && (
                  <Alert severity="warning">
                    <FormattedMessage id="offers.send.noRequisitions" />
                  </Alert>
                )}
              </Stack>
            )}
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
                <FormattedMessage id="offers.send.approval" />
              </Typography>
              <FormControlLabel
                control={<Checkbox checked={needsApproval} onChange={(event) => setNeedsApproval(event.target.checked)} />}
                label={intl.formatMessage({ id: 'offers.send.needsApproval' })}
              />
              {needsApproval && (
                <Box sx={{ mt: 1 }}>
                  {flowFromDefault && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      <FormattedMessage id="offers.send.defaultFlowUsed" />
                    </Typography>
                  )}
                  {triedFlow && stepsMissingApprover(flow).length > 0 && (
                    <Alert severity="error" sx={{ mb: 1 }}>
                      <FormattedMessage id="offersError.approvalIncomplete" />
                    </Alert>
                  )}
                  <ApprovalFlowEditor value={flow} onChange={setFlow} members={members.data ?? []} showErrors={triedFlow} disabled={create.isPending} />
                </Box>
              )}
            </Box>
            {!needsApproval && (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="h2" sx={{ mb: 2 }}>
                  <FormattedMessage id="offers.send.email" />
                </Typography>
                <Stack spacing={2}>
                  <TextField required label={intl.formatMessage({ id: 'offers.send.subject' })} value={subject} onChange={(event) => setSubject(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
                  <TextField
                    required
                    multiline
                    minRows={4}
                    label={intl.formatMessage({ id: 'offers.send.body' })}
                    value={body}
                    onChange={(event) => setBody(event.target.value)}
                    helperText={intl.formatMessage({ id: 'offers.send.bodyHelp' }, { link: OFFER_LINK })}
                  />
                </Stack>
              </Box>
            )}
            <Stack direction="row" justifyContent="flex-end">
              <Button type="submit" variant="contained" disabled={create.isPending || !template}>
                <FormattedMessage id={needsApproval ? 'offers.send.submitForApproval' : 'offers.send.submit'} />
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </Box>
  );
};
