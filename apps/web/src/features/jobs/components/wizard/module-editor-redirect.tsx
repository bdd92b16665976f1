import { Navigate, useParams } from 'react-router';
import { NEW_JOB_ID, wizardPath } from '../../job-routes';

/**
 * /recruiter/jobs/job-role/:jobRoleId/:stageId/:moduleId/:moduleName/edit (spec 02 §2.1): a stage's candidate
 * tasks are edited from the stage pipeline tab here, so the module editor's address opens that tab.
 */
export const ModuleEditorRedirect = () => {
  const { jobRoleId = NEW_JOB_ID } = useParams();
  return <Navigate to={wizardPath(jobRoleId, jobRoleId === NEW_JOB_ID ? 'job-information' : 'hiring-flow')} replace />;
};
