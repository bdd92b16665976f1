import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { PERMISSIONS } from '@ats/domain/identity';
import { allows } from '../../../../app/auth/access';
import { useSession } from '../../../../app/auth/session';
import { useExportCandidates } from '../../api/auditor-api';
import type { CandidateListFilters } from '../../api/candidates-api';

/** The export's rule, as the API checks it: COMPANY::EXPORTS::CANDIDATE_DATA in the plan and granted to the user. */
const EXPORT_ACCESS = { companyPermissions: [PERMISSIONS.exportCandidateData], permissions: [PERMISSIONS.exportCandidateData] };

/** The list's filters as the export's query: the same names the list sends, without the paging. */
export const exportQueryOf = (filters: CandidateListFilters): URLSearchParams => {
  const query = new URLSearchParams();
  if (filters.jobRoleIds.length > 0) query.set('jobRoleIds', filters.jobRoleIds.join(','));
  if (filters.stages.length > 0) query.set('stages', filters.stages.join(','));
  query.set('active', String(filters.active));
  if (filters.nameOrEmail) query.set('nameOrEmail', filters.nameOrEmail);
  return query;
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
