import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { candidateListPath } from '@ats/web/app/shell/candidate-view-state';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useAddCandidateForm } from '../../hooks/use-add-candidate-form';
import { ApplicationFields } from './application-fields';
import { CandidateFields } from './candidate-fields';
import { BulkUploadButton } from './bulk-upload-dialog';
import { UploadCv } from './upload-cv';

/** /recruiter/candidates/add-candidate (spec 02 §2.12, §5.8): a candidate added to one of the company's jobs. */
export const AddCandidatePage = () => {
  usePageTitle('addCandidate.title');
  const state = useAddCandidateForm();

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Link component={RouterLink} to={candidateListPath()} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        <FormattedMessage id="profile.back" />
      </Link>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="addCandidate.title" />
      </Typography>
      <BulkUploadButton />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <FormProvider {...state.form}>
          <Box component="form" noValidate onSubmit={state.submit} aria-labelledby="add-candidate-heading">
            <Typography id="add-candidate-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
              <FormattedMessage id="addCandidate.section.application" />
            </Typography>
            <FormErrorBanner error={state.serverError} />
            <Stack spacing={2}>
              <UploadCv onParsed={state.onCvParsed} onRemoved={state.onCvRemoved} />
              <ApplicationFields state={state} />
              <CandidateFields state={state} />
            </Stack>
            <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
              <Button component={RouterLink} to={candidateListPath()} disabled={state.isPending}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button type="submit" variant="contained" loading={state.isPending}>
                <FormattedMessage id="addCandidate.submit" />
              </Button>
            </Stack>
          </Box>
        </FormProvider>
      </Paper>
    </Box>
  );
};
