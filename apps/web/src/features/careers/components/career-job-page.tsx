import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '@ats/web/app/api/api-error';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { copyToClipboard } from '@ats/web/app/clipboard';
import { BrandTheme } from '@ats/web/app/components/brand-theme';
import { useCareerJob, type CareerJob } from '../api/careers-api';
import { shareCareersPath } from '../share-careers-path';
import { CareerJobMeta } from './career-job-meta';

const SECTIONS: Array<[keyof CareerJob, MessageId]> = [
  ['description', 'careers.job.description'],
  ['mustHaveRequirements', 'careers.job.mustHave'],
  ['niceToHaveRequirements', 'careers.job.niceToHave'],
  ['keyRequirements', 'careers.job.keyRequirements'],
  ['perksAndBenefits', 'careers.job.perks'],
];

const AllJobsLink = ({ companyName }: { companyName: string }) => (
  <Button component={RouterLink} to={`/careers/${encodeURIComponent(companyName)}`} startIcon={<ArrowBackIcon sx={{ transform: 'scaleX(var(--ats-direction, 1))' }} />}>
    <FormattedMessage id="careers.job.viewAll" />
  </Button>
);

/** The schema.org JobPosting search engines read from the page; `<` escaped so the data cannot close the script. */
const StructuredData = ({ data }: { data: Record<string, unknown> }) => (
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
);

/** /careers/:companyName/job/:id: the public job page with 'Apply for this job'; a closed job says so (spec 03). */
export const CareerJobPage = () => {
  const { companyName = '', id = '' } = useParams();
  // The link's source (a job board or a custom link) goes on to the apply portal.
  const source = useSearchParams()[0].get('source');
  const query = useCareerJob(companyName, id);
  usePageTitle('careers.pageTitle', { company: query.data?.title ?? companyName });

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Box sx={{ width: '100%', maxWidth: 880 }}>
        {isNotFound(query.error) ? (
          <EmptyState role="alert" title={<FormattedMessage id="careers.job.notFound" />} action={<AllJobsLink companyName={companyName} />} />
        ) : (
          <LoadErrorState titleId="careers.job.loadError" error={query.error} onRetry={() => query.refetch()} />
        )}
      </Box>
    );
  }
  const job = query.data;
  return (
    <BrandTheme brand={job.branding}>
    <Box component="article" sx={{ width: '100%', maxWidth: 880 }}>
      {job.jsonLd && <StructuredData data={job.jsonLd} />}
      <AllJobsLink companyName={job.company.careerName ?? companyName} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {job.branding.brandName}
      </Typography>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {job.title}
      </Typography>
      <CareerJobMeta job={job} />
      {!job.open && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          <AlertTitle>
            <FormattedMessage id="careers.job.closedTitle" />
          </AlertTitle>
          <FormattedMessage id="careers.job.closedBody" />
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ my: 2 }}>
        {job.open && (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/profile-builder/role/${job.id}/user/new${source ? `?source=${encodeURIComponent(source)}` : ''}`}
          >
            <FormattedMessage id="careers.job.apply" />
          </Button>
        )}
        <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void copyToClipboard(`${window.location.origin}${shareCareersPath({ company: job.company.careerName ?? companyName, job: job.id })}`)}>
          <FormattedMessage id="careers.job.share" />
        </Button>
      </Stack>
      <Divider />
      {SECTIONS.filter(([field]) => String(job[field] ?? '').trim()).map(([field, label]) => (
        <Box component="section" key={field} sx={{ mt: 3 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            <FormattedMessage id={label} />
          </Typography>
          <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
            {String(job[field])}
          </Typography>
        </Box>
      ))}
    </Box>
    </BrandTheme>
  );
};
