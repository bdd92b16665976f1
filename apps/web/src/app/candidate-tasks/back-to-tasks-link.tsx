import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { candidateJourneyPath } from './candidate-task-paths';

/**
 * 'Back to your tasks' on the candidate's task pages that live outside the hub (the quiz, the recorder, the home
 * assignment): a candidate who came from the invitation e-mail, or finished the task, otherwise had no way to the
 * rest of the stage's tasks but the browser's back button. Every id comes from the route (the quiz and the reminder
 * name the job `jobRoleId`, the others `roleId`). `onClick` may keep the candidate on the page (a recording under way).
 */
export const BackToTasksLink = ({ onClick }: { onClick?: (event: MouseEvent<HTMLAnchorElement>) => void }) => {
  const { userId = '', roleId, jobRoleId, jobApplicationId = '' } = useParams();
  return (
    <Link component={RouterLink} to={candidateJourneyPath({ userId, jobId: roleId ?? jobRoleId ?? '', applicationId: jobApplicationId })} onClick={onClick} sx={{ alignSelf: 'flex-start' }}>
      <FormattedMessage id="candidateJourney.backToTasks" />
    </Link>
  );
};
