import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { PERMISSIONS } from '@ats/domain/identity';
import { searchParamsOf } from '@ats/web/app/api/api-client';
import { allows } from '@ats/web/app/auth/access';
import { useSession } from '@ats/web/app/auth/session';
import { useExportCandidates } from '../../api/auditor-api';
import { candidateListQuery, type CandidateListFilters } from '../../api/candidates-api';

/** The export's rule, as the API checks it: COMPANY::EXPORTS::CANDIDATE_DATA in the plan and granted to the user. */
const EXPORT_ACCESS = { companyPermissions: [PERMISSIONS.exportCandidateData], permissions: [PERMISSIONS.exportCandidateData] };

/** The list's filters as the export's query: what the list sends, without the paging. */
export const exportQueryOf = (filters: CandidateListFilters): URLSearchParams => {
  const { page: _page, take: _take, ...query } = candidateListQuery(filters);
  return searchParamsOf(query);
};

/** 'Export CSV' on the candidate list: the rows its current filters select, for users allowed to export. */
export const ExportCandidatesButton = ({ filters }: { filters: CandidateListFilters }) => {
  const session = useSession();
  const exportCandidates = useExportCandidates();
  if (session.status !== 'signed-in' || !allows(session.holder, EXPORT_ACCESS)) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={exportCandidates.isPending}
      onClick={() => exportCandidates.mutate(exportQueryOf(filters))}
    >
      <FormattedMessage id="candidates.export.csv" />
    </Button>
  );
};
