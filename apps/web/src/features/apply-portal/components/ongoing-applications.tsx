import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CandidateApplication } from '../api/apply-portal-api';

export type OngoingApplicationsProps = {
  applications: CandidateApplication[];
  onApplyNew: () => void;
  /** Opens the picked application (the candidate's hub of its tasks); without it, the pick is only named. */
  onContinue?: (application: CandidateApplication) => void;
};

/**
 * A candidate with ongoing applications picks one to continue (spec 03 §2.3), or applies for this job;
 * continuing without a pick answers 'Please select a job application to continue.'
 */
export const OngoingApplications = ({ applications, onApplyNew, onContinue }: OngoingApplicationsProps) => {
  const intl = useIntl();
  const [picked, setPicked] = useState<string | null>(null);
  const [continued, setContinued] = useState<CandidateApplication | null>(null);
  const [error, setError] = useState(false);

  if (continued) {
    return (
      <Alert severity="info" role="status">
        <FormattedMessage id="applyPortal.applications.item" values={{ job: continued.jobName, company: continued.companyName, stage: continued.stageName }} />
      </Alert>
    );
  }
  return (
    <Box component="section" aria-labelledby="apply-applications-heading">
      <Typography id="apply-applications-heading" variant="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="applyPortal.applications.title" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="applyPortal.applications.intro" />
      </Typography>
      <RadioGroup
        aria-labelledby="apply-applications-heading"
        value={picked ?? ''}
        onChange={(event) => {
          setPicked(event.target.value);
          setError(false);
        }}
      >
        {applications.map((application) => (
          <FormControlLabel
            key={application.applicationId}
            value={application.applicationId}
            control={<Radio />}
            label={intl.formatMessage(
              { id: 'applyPortal.applications.item' },
              { job: application.jobName, company: application.companyName, stage: application.stageName },
            )}
          />
        ))}
      </RadioGroup>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          <FormattedMessage id="applyPortal.pickApplication" />
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="contained"
          onClick={() => {
            const application = applications.find((item) => item.applicationId === picked);
            if (!application) return setError(true);
            if (onContinue) return onContinue(application);
            setContinued(application);
          }}
        >
          <FormattedMessage id="applyPortal.applications.continue" />
        </Button>
        <Button variant="outlined" onClick={onApplyNew}>
          <FormattedMessage id="applyPortal.applications.applyNew" />
        </Button>
      </Stack>
    </Box>
  );
};
