import { screen, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { jobDetail } from '@ats/web/features/jobs/testing/job-fixtures';
import { AssignedAgencies } from './assigned-agencies';

const agency = (id: string, name: string) => ({
  id,
  name,
  contactName: 'Omar Haddad',
  contactEmail: 'omar@agency.example',
  invitationSubject: 'Invitation',
  invitationBody: 'Body',
  jobs: [{ id: 'j1', name: 'Senior Accountant' }],
  link: `/agency/${id}`,
});

/** Spec 02 §2.6: the job's agencies by name for a reader who may list agencies, by count for the others. */
describe('the agencies assigned to a job', () => {
  test('names them for a reader who may list agencies', async () => {
    installFakeApi({
      'GET /users/me': { body: { ...ADMIN_USER, permissionV1: ['COMPANY::*'], permissionV2: ['COMPANY::*'] } },
      'GET /agencies': { body: [agency('a1', 'TalentBridge'), agency('a3', 'Not this job’s')] },
    });
    renderPage(<AssignedAgencies job={jobDetail({ agencyIds: ['a1'] })} />, { signedIn: true });
    const section = screen.getByRole('region', { name: 'Assigned agencies' });
    expect(await within(section).findByText('TalentBridge')).toBeTruthy();
    expect(within(section).queryByText('Not this job’s')).toBeNull();
    expect(within(section).getByText('1 agency is assigned to this job')).toBeTruthy();
  });

  test('counts them, asking nothing, for a reader who may not', async () => {
    const api = installFakeApi({ 'GET /users/me': { body: { ...ADMIN_USER, permissionV1: ['COMPANY::JOBS::*'] } } });
    renderPage(<AssignedAgencies job={jobDetail({ agencyIds: ['a1', 'a2'] })} />, { signedIn: true });
    expect(await screen.findByText('2 agencies are assigned to this job')).toBeTruthy();
    expect(api.callsTo('GET /agencies')).toHaveLength(0);
  });
});
