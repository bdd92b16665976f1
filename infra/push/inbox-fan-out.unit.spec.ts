import { notificationMailLink } from './inbox-fan-out';

describe('a notification e-mail’s link', () => {
  const URL = 'https://ats.example';

  it('leads a bulk action’s one notice to the candidate list filtered by the action, as the inbox opens it', () => {
    const bulk = { jobApplicationId: null, jobRoleId: null, redirectionData: { bulkActionId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', bulkCount: 3 } };
    expect(notificationMailLink(URL, bulk)).toBe('https://ats.example/recruiter/candidates?bulkActionId=6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f');
  });

  it('leads one candidate’s notice to the profile, a job’s to its publish tab, anything else to the app', () => {
    expect(notificationMailLink(URL, { jobApplicationId: 'app-1', jobRoleId: 'job-1', redirectionData: {} })).toBe('https://ats.example/recruiter/candidate-profile/app-1');
    expect(notificationMailLink(URL, { jobApplicationId: null, jobRoleId: 'job-1', redirectionData: {} })).toBe(
      'https://ats.example/recruiter/jobs/job-role/job-1/publish/edit?jobSetup=manual',
    );
    expect(notificationMailLink(URL, { jobApplicationId: null, jobRoleId: null, redirectionData: {} })).toBe(URL);
  });
});
