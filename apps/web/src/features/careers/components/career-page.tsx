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
import { isNotFound } from '../../../app/api/api-error';
import { EmptyState, LoadErrorState } from '../../../app/components/empty-state';
import { PageLoader } from '../../../app/components/page-loader';
import { SearchField } from '../../../app/components/search-field';
import { usePageTitle } from '../../../app/shell/use-page-title';
import { CAREER_PAGE_SIZE, useCareerPage } from '../api/careers-api';
import { CareerJobMeta } from './career-job-meta';

/** /careers/:companyName: the company's open jobs, searchable, a page at a time (spec 03). */
export const CareerPage = () => {
  const { companyName = '' } = useParams();
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const query = useCareerPage(companyName, search, page);
  usePageTitle('careers.pageTitle', { company: query.data?.company.name ?? companyName });

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <EmptyState role="alert" title={<FormattedMessage id="careers.notFound.title" />} body={<FormattedMessage id="careers.notFound.body" />} />
    ) : (
      <LoadErrorState titleId="careers.loadError" error={query.error} onRetry={() => query.refetch()} />
    );
  }
  const { company, items, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / CAREER_PAGE_SIZE));
  const go = (next: { search?: string; page?: number }) => {
    const nextParams = new URLSearchParams();
    const nextSearch = next.search ?? search;
    if (nextSearch) nextParams.set('search', nextSearch);
    if ((next.page ?? 1) > 1) nextParams.set('page', String(next.page));
    setParams(nextParams);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 880 }}>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        <FormattedMessage id="careers.heading" values={{ company: company.name }} />
      </Typography>
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
      <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage id="careers.openJobs" values={{ count: total }} />
      </Typography>
      {items.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id={search ? 'careers.noMatch.title' : 'careers.empty.title'} />}
          body={search ? undefined : <FormattedMessage id="careers.empty.body" />}
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
                <Button component={RouterLink} to={`/careers/${encodeURIComponent(company.careerName)}/job/${job.id}`} aria-label={`${intl.formatMessage({ id: 'careers.viewAndApply' })}: ${job.title}`}>
                  <FormattedMessage id="careers.viewAndApply" />
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
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
  );
};
