import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OFFER_STATUSES, type OfferStatus } from '@ats/domain/offers/offer-statuses';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useJobsDropdown } from '@ats/web/app/api/jobs-api';
import { EmptyState, LoadErrorState } from '@ats/web/app/components/empty-state';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import { formatDateTime } from '@ats/web/app/format/date-format';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { COMPANY_OFFERS_PAGE_SIZE, useCompanyOffers, type CompanyOfferFilters } from '../api/offers-api';
import { offerDetailsPath } from './application-offers';
import { OfferStatusChip } from './offer-status-chip';

const isStatus = (value: string): value is OfferStatus => (OFFER_STATUSES as readonly string[]).includes(value);

/** The filters as the URL keeps them (?jobId=…&status=…&page=…), so a filtered page can be shared and reloaded. */
export const filtersOf = (params: URLSearchParams): CompanyOfferFilters => {
  const page = Number(params.get('page'));
  return {
    jobId: params.get('jobId') || null,
    statuses: params.getAll('status').filter(isStatus),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
};

const COLUMNS: MessageId[] = ['offers.list.candidate', 'offers.list.job', 'offers.list.template', 'offers.list.status', 'offers.list.updated'];

/**
 * /recruiter/offers: the company's offers of the jobs the caller sees (spec 03 §2.2, issue 10), filtered by job and
 * status and paged, each linking to the candidate's profile and to the offer's details.
 */
export const CompanyOffersPage = () => {
  const intl = useIntl();
  usePageTitle('offers.list.title');
  const { language } = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const offers = useCompanyOffers(filters);
  const jobs = useJobsDropdown();

  const update = (change: Partial<CompanyOfferFilters>) => {
    const next = { ...filters, page: 1, ...change };
    const search = new URLSearchParams();
    if (next.jobId) search.set('jobId', next.jobId);
    next.statuses.forEach((status) => search.append('status', status));
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  const items = offers.data?.items ?? [];
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="offers.list.title" />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 240 }}
          label={intl.formatMessage({ id: 'offers.list.filterJob' })}
          value={filters.jobId ?? ''}
          onChange={(event) => update({ jobId: event.target.value || null })}
        >
          <MenuItem value="">
            <FormattedMessage id="offers.list.allJobs" />
          </MenuItem>
          {(jobs.data ?? []).map((job) => (
            <MenuItem key={job.id} value={job.id}>
              {job.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          sx={{ minWidth: 240 }}
          label={intl.formatMessage({ id: 'offers.list.filterStatus' })}
          value={filters.statuses}
          onChange={(event) => {
            const chosen = event.target.value as unknown as string[] | string;
            update({ statuses: (Array.isArray(chosen) ? chosen : chosen.split(',')).filter(isStatus) });
          }}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as OfferStatus[]).map((status) => intl.formatMessage({ id: `offers.status.${status}` as MessageId })).join(', '),
            },
          }}
        >
          {OFFER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              <FormattedMessage id={`offers.status.${status}` as MessageId} />
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper variant="outlined">
        {offers.isError ? (
          <LoadErrorState titleId="offers.list.error" error={offers.error} onRetry={() => offers.refetch()} />
        ) : !offers.isPending && items.length === 0 ? (
          <EmptyState
            title={<FormattedMessage id={filters.jobId || filters.statuses.length ? 'offers.list.emptyFiltered' : 'offers.list.empty'} />}
          />
        ) : (
          <>
            <Table aria-label={intl.formatMessage({ id: 'offers.list.title' })} aria-busy={offers.isFetching}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((id) => (
                    <TableCell key={id}>
                      <FormattedMessage id={id} />
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {offers.isPending
                  ? Array.from({ length: 5 }, (_, row) => (
                      <TableRow key={row} data-testid="offer-row-loading">
                        {COLUMNS.map((id) => (
                          <TableCell key={id}>
                            <Skeleton variant="text" />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : items.map((offer) => (
                      <TableRow key={offer.offerId} hover>
                        <TableCell>
                          <Link component={RouterLink} to={`/recruiter/candidate-profile/${encodeURIComponent(offer.applicationId)}`}>
                            <bdi>{offer.candidateName ?? intl.formatMessage({ id: 'offers.list.unnamed' })}</bdi>
                          </Link>
                        </TableCell>
                        <TableCell>
                          <bdi>{offer.jobName}</bdi>
                        </TableCell>
                        <TableCell>
                          <Link
                            component={RouterLink}
                            to={offerDetailsPath(offer)}
                            aria-label={intl.formatMessage({ id: 'offers.section.open' }, { name: offer.templateName })}
                          >
                            <bdi>{offer.templateName}</bdi>
                          </Link>
                        </TableCell>
                        <TableCell>
                          <OfferStatusChip status={offer.status} />
                        </TableCell>
                        <TableCell>{formatDateTime(offer.updatedAt, language)}</TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={offers.data?.total ?? 0}
              page={Math.max(0, filters.page - 1)}
              rowsPerPage={COMPANY_OFFERS_PAGE_SIZE}
              rowsPerPageOptions={[COMPANY_OFFERS_PAGE_SIZE]}
              onPageChange={(_event, page) => update({ page: page + 1 })}
              labelRowsPerPage={intl.formatMessage({ id: 'pagination.rowsPerPage' })}
              labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'pagination.displayedRows' }, { from, to, count })}
              getItemAriaLabel={(type) => intl.formatMessage({ id: `pagination.${type}` as const })}
            />
          </>
        )}
      </Paper>
    </Box>
  );
};
