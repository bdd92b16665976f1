import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { errorText } from '@ats/web/app/api/error-text';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useApprovalLink, useDecideApprovalLink } from '../api/hiring-plan-api';

/** /approval/:token: the signed single-use link of an approval e-mail; the approver answers without signing in. */
export const ApprovalLinkPage = () => {
  usePageTitle('approvalLink.title');
  const intl = useIntl();
  const { token = '' } = useParams();
  const link = useApprovalLink(token);
  const decide = useDecideApprovalLink(token);
  const [note, setNote] = useState('');
  if (link.isLoading) return <PageLoader />;
  return (
    <Paper variant="outlined" component="main" sx={{ p: 3, maxWidth: 640, mx: 'auto', my: 4 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="approvalLink.title" />
      </Typography>
      {link.isError || !link.data ? (
        <Alert severity="error" role="alert">
          <FormattedMessage id="approvalLink.invalid" />
        </Alert>
      ) : (
        <Stack spacing={2}>
          <Typography>
            <FormattedMessage id="approvalLink.greeting" values={{ name: link.data.approverName }} />
          </Typography>
          <Typography variant="h2" component="p">
            {/* An offer's title is the API's whole label ('Offer · <job>'); only a requisition has an opening ID. */}
            {link.data.subjectType === 'requisition' ? (
              <FormattedMessage id="approvalLink.for" values={{ title: link.data.title, reference: link.data.reference ?? '' }} />
            ) : (
              link.data.title
            )}
          </Typography>
          {decide.isSuccess ? (
            <Alert severity="success" role="status">
              <FormattedMessage id="approvalLink.done" />
            </Alert>
          ) : !link.data.open ? (
            <Alert severity="info" role="status">
              <FormattedMessage id="approvalLink.closed" />
            </Alert>
          ) : (
            <>
              {decide.error && (
                <Alert severity="error" role="alert">
                  {errorText(intl, decide.error)}
                </Alert>
              )}
              <TextField multiline minRows={3} label={intl.formatMessage({ id: 'requisition.rejectNote' })} value={note} onChange={(event) => setNote(event.target.value)} />
              <Stack direction="row" spacing={2}>
                <Button variant="contained" disabled={decide.isPending} onClick={() => decide.mutate({ decision: 'APPROVED', note: note || undefined })}>
                  <FormattedMessage id="requisition.approve" />
                </Button>
                <Button variant="outlined" color="error" disabled={decide.isPending} onClick={() => decide.mutate({ decision: 'REJECTED', note })}>
                  <FormattedMessage id="requisition.reject" />
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
};
