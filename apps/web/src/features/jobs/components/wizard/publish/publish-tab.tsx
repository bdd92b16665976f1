import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useJobBoardPostings } from '@ats/web/features/jobs/api/job-boards-api';
import type { JobDetail } from '@ats/web/features/jobs/api/job-types';
import { AssignedAgencies } from './assigned-agencies';
import { AutoCloseField } from './auto-close-field';
import { CustomLinks } from './custom-links';
import { HeadhuntingCard } from './headhunting-card';
import { InviteTeam } from './invite-team';
import { JobBoards } from './job-boards';
import { JobHistory } from './job-history';
import { PublishSection } from './publish-section';
import { ShareLinks } from './share-links';

export type PublishTabProps = { job: JobDetail; readOnly: boolean };

/** The publish page (spec 02 §2.6): where the job shows and its status, auto-close, job boards, custom links, assigned agencies, sharing, inviting the team, the AI Headhunting waitlist, history. */
export const PublishTab = ({ job, readOnly }: PublishTabProps) => {
  // An API without job boards answers null: no section (and no divider for it).
  const boards = useJobBoardPostings(job.id);
  return (
    <Stack spacing={3} divider={<Divider />}>
      <PublishSection job={job} readOnly={readOnly} />
      <AutoCloseField job={job} readOnly={readOnly} />
      {boards.data !== null && <JobBoards job={job} readOnly={readOnly} />}
      <CustomLinks job={job} readOnly={readOnly} />
      <AssignedAgencies job={job} />
      <ShareLinks job={job} />
      <InviteTeam job={job} readOnly={readOnly} />
      <HeadhuntingCard />
      <JobHistory jobId={job.id} />
    </Stack>
  );
};
