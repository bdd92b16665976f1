import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '@ats/web/app/api/api-error';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { SearchField } from '@ats/web/app/components/search-field';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { BrandTheme } from '@ats/web/app/components/brand-theme';
import { CAREER_PAGE_SIZE, useCareerPage, type CareerFilters } from '../api/careers-api';
import { CareerJobFilters } from './career-job-filters';
import { CareerJobMeta } from './career-job-meta';
import { CareerPageContent } from './career-page-content';

/**
 * /careers/:companyName (spec 03 §2.3): the company's brand, banner, text sections and video, then its open
 * jobs — searchable, filtered, a page at a time — each with 'View & apply'.
 */
export const CareerPage = () => {
  const { companyName = '' } = useParams();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters: CareerFilters = {
    search: params.get('search') ?? '',
    departmentId: params.get('departmentId') ?? '',
    locationId: params.get('locationId') ?? '',
    workType: params.get('workType') ?? '',
  };
  const { search } = filters;
  const filtered = Boolean(search || filters.departmentId || filters.locationId || filters.workType);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const query = useCareerPage(companyName, filters, page);
  usePageTitle('careers.pageTitle', { company: query.data?.branding.brandName ?? companyName });

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <EmptyState role="alert" title={<FormattedMessage id="careers.notFound.title" />} body={<FormattedMessage id="careers.notFound.body" />} />
    ) : (
      <LoadErrorState titleId="careers.loadError" error={query.error} onRetry={() => query.refetch()} />
    );
  }
  const { company, items, total, branding } = query.data;
  const pages = Math.max(1, Math.ceil(total / CAREER_PAGE_SIZE));
  const go = (next: Partial<CareerFilters> & { page?: number }) => {
    const nextParams = new URLSearchParams();
    const merged = { ...filters, ...next };
    for (const key of ['search', 'departmentId', 'locationId', 'workType'] as const) if (merged[key]) nextParams.set(key, merged[key]);
    // A carried ?source= (a job board or custom link) stays for the apply portal.
    const source = params.get('source');
    if (source) nextParams.set('source', source);
    if ((next.page ?? 1) > 1) nextParams.set('page', String(next.page));
    setParams(nextParams);
  };
  const source = params.get('source');

  return (
    <BrandTheme brand={branding}>
    <Box sx={{ width: '100%', maxWidth: 880 }}>
      {branding.logoUrl && <Box component="img" src={branding.logoUrl} alt={branding.brandName} sx={{ maxHeight: 56, maxWidth: 220, mb: 2, display: 'block' }} />}
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        <FormattedMessage id="careers.heading" values={{ company: branding.brandName }} />
      </Typography>
      <CareerPageContent page={query.data} />
      <Typography variant="h2" component="p" color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="careers.subheading" />
      </Typography>
      <Box component="form" role="search" sx={{ mb: 2 }} onSubmit={(event) => { event.preventDefault(); go({ search: draft.trim() }); }}>
        <SearchField
          fullWidth
          size="small"
          label={intl.formatMessage({ id: 'careers.search' })}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      </Box>
      <CareerJobFilters options={query.data.filters} value={filters} onChange={(next) => go(next)} />
      <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage id="careers.openJobs" values={{ count: total }} />
      </Typography>
      {items.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id={filtered ? 'careers.noMatch.title' : 'careers.empty.title'} />}
          body={filtered ? undefined : <FormattedMessage id="careers.empty.body" />}
          action={
            filtered ? (
              <Button onClick={() => go({ search: '', departmentId: '', locationId: '', workType: '' })}>
                <FormattedMessage id="careers.filter.clear" />
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((job) => (
            <Card component="li" key={job.id} variant="outlined">
              <CardContent sx={{ pb: 0 }}>
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {job.title}
                </Typography>
                <CareerJobMeta job={job} />
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to={`/careers/${encodeURIComponent(company.careerName ?? companyName)}/job/${job.id}${source ? `?source=${encodeURIComponent(source)}` : ''}`} aria-label={`${intl.formatMessage({ id: 'careers.viewAndApply' })}: ${job.title}`}>
                  <FormattedMessage id="careers.viewAndApply" />
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      )}
      {query.data.talentPoolJobId && (
        <Card variant="outlined" component="section" aria-labelledby="careers-talent-pool" sx={{ mt: 3 }}>
          <CardContent>
            <Typography id="careers-talent-pool" variant="h3" component="h2" sx={{ mb: 1 }}>
              <FormattedMessage id="careers.talentPool.title" />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="careers.talentPool.body" />
            </Typography>
          </CardContent>
          <CardActions>
            <Button
              variant="contained"
              component={RouterLink}
              to={`/profile-builder/role/${query.data.talentPoolJobId}/user/new${source ? `?source=${encodeURIComponent(source)}` : ''}`}
            >
              <FormattedMessage id="careers.talentPool.join" />
            </Button>
          </CardActions>
        </Card>
      )}
      {pages > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}>
          <Button disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            <FormattedMessage id="careers.previous" />
          </Button>
          <Typography variant="body2">
            <FormattedMessage id="careers.pageOf" values={{ page, pages }} />
          </Typography>
          <Button disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            <FormattedMessage id="careers.next" />
          </Button>
        </Stack>
      )}
    </Box>
    </BrandTheme>
  );
};
