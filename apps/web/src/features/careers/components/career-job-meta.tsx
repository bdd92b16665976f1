import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { POSITION_TYPE_LABEL, WORK_TYPE_LABEL } from '@ats/web/app/format/job-labels';
import type { CareerPage } from '../api/careers-api';

type CareerJobFacts = Pick<CareerPage['items'][number], 'departmentName' | 'locationName' | 'positionType' | 'workType'>;

/** Department, location, type of position and work type, as small labels under a job's title. */
export const CareerJobMeta = ({ job }: { job: CareerJobFacts }) => {
  const intl = useIntl();
  const facts = [
    job.locationName,
    job.departmentName,
    job.positionType && intl.formatMessage({ id: POSITION_TYPE_LABEL[job.positionType] }),
    job.workType && intl.formatMessage({ id: WORK_TYPE_LABEL[job.workType] }),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" aria-label={job.locationName ?? undefined} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {facts.map((fact) => (
        <li key={fact}>
          <Chip size="small" variant="outlined" label={fact} />
        </li>
      ))}
    </Stack>
  );
};
