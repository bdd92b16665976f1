import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router';
import { isNotFound } from '@ats/web/app/api/api-error';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useCareerJob, useCareerPage } from '../api/careers-api';

const NO_FILTERS = { search: '', departmentId: '', locationId: '', workType: '' };

const careersPath = (company: string, job: string | null, source: string | null): string =>
  `/careers/${encodeURIComponent(company)}${job ? `/job/${encodeURIComponent(job)}` : ''}${source ? `?source=${encodeURIComponent(source)}` : ''}`;

const Resolving = () => {
  const intl = useIntl();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', gap: 2, minHeight: '40vh' }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />
      <Typography>
        <FormattedMessage id="careers.share.opening" />
      </Typography>
    </Box>
  );
};

const NotFound = () => (
  <EmptyState role="alert" title={<FormattedMessage id="careers.notFound.title" />} body={<FormattedMessage id="careers.notFound.body" />} />
);

/**
 * Where a shared career page or job link lands (spec 01 §2.3 `/share/careers`, a candidate-context page): the
 * company's career page or one of its jobs is read first — the same public read, so the page it sends the visitor
 * on to shows at once — then the address is replaced by that page's, keeping the link's `source` for the apply
 * portal. A job that is gone leads to the company's jobs; an unknown or missing company is the careers' not-found.
 */
export const ShareCareersPage = () => {
  const [params] = useSearchParams();
  const company = params.get('company')?.trim() ?? '';
  const job = params.get('job')?.trim() || null;
  const source = params.get('source')?.trim() || null;
  usePageTitle('careers.share.title');
  if (!company) return <NotFound />;
  return job ? <ShareJob company={company} job={job} source={source} /> : <ShareCompany company={company} source={source} />;
};

const ShareJob = ({ company, job, source }: { company: string; job: string; source: string | null }) => {
  const query = useCareerJob(company, job);
  if (query.isPending) return <Resolving />;
  // The job is no longer there (or never was): the company's other jobs, whose page says if the company is unknown too.
  if (query.isError && isNotFound(query.error)) return <Navigate to={careersPath(company, null, source)} replace />;
  if (query.isError) return <LoadErrorState titleId="careers.job.loadError" error={query.error} onRetry={() => query.refetch()} />;
  return <Navigate to={careersPath(query.data.company.careerName ?? company, job, source)} replace />;
};

const ShareCompany = ({ company, source }: { company: string; source: string | null }) => {
  const query = useCareerPage(company, NO_FILTERS, 1);
  if (query.isPending) return <Resolving />;
  if (query.isError) return isNotFound(query.error) ? <NotFound /> : <LoadErrorState titleId="careers.loadError" error={query.error} onRetry={() => query.refetch()} />;
  return <Navigate to={careersPath(query.data.company.careerName ?? company, null, source)} replace />;
};
