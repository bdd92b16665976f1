import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@ats/web/app/api/api-error';
import type { ApplicationDetail } from '@ats/web/app/api/api-types';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { anApplication } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { CandidateProfilePage } from './candidate-profile-page';
import { ProfileHeader, type ProfileHeaderProps } from './profile-header';
import { ProfileLoadError } from './profile-states';
import { ProfileTabs } from './profile-tabs';

const stage = (id: string, name: string) => ({
  id,
  name,
  kind: null,
  locked: false,
  tasks: [],
  automations: {
    archiveUnresponsiveAfterDays: null,
    autoProgressQualified: false,
    autoArchiveUnderQualified: false,
    rejectionEmail: null,
    invitationEmail: false,
    sender: 'NOREPLY' as const,
  },
});

const APPLICATION = anApplication({ stages: [stage('s1', 'Sourced'), stage('s2', 'Applied'), stage('s3', 'Screening')] });
const ARCHIVED: ApplicationDetail = { ...APPLICATION, status: 'ARCHIVED', archivalReason: 'Not a fit' };

const headerProps = (overrides: Partial<ProfileHeaderProps> = {}): ProfileHeaderProps => ({
  application: APPLICATION,
  name: 'Maya Khoury',
  busy: false,
  moving: false,
  unarchiving: false,
  onProgress: jest.fn(),
  onArchive: jest.fn(),
  onUnarchive: jest.fn(),
  onConflict: jest.fn(),
  ...overrides,
});

describe('the profile header', () => {
  test('shows the name, status, job and stage; "Progress to stage" offers the other stages', async () => {
    const props = headerProps();
    const { user } = renderPage(<ProfileHeader {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Maya Khoury' })).toBeTruthy();
    expect(screen.getByTestId('application-status').textContent).toBe('Active');
    expect(screen.getByTestId('application-stage').textContent).toBe('Sourced');
    expect(screen.getByText(/Senior Backend Engineer ·/)).toBeTruthy();
    const progress = screen.getByRole('button', { name: 'Progress to stage' });
    expect(progress.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(progress);
    const menu = await screen.findByRole('menu', { name: 'Progress to stage' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Applied', 'Screening']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Screening' }));
    expect(props.onProgress).toHaveBeenCalledWith(expect.objectContaining({ id: 's3', name: 'Screening' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(props.onArchive).toHaveBeenCalled();
  });

  test('an archived application shows its reason and offers Unarchive; it cannot progress', async () => {
    const props = headerProps({ application: ARCHIVED });
    const { user } = renderPage(<ProfileHeader {...props} />);
    expect(screen.getByTestId('application-status').textContent).toBe('Archived');
    expect(screen.getByText('Archival reason: Not a fit')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Progress to stage' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unarchive' }));
    expect(props.onUnarchive).toHaveBeenCalled();
  });

  test('every action waits while a command is under way', () => {
    renderPage(<ProfileHeader {...headerProps({ busy: true })} />);
    expect((screen.getByRole('button', { name: 'Archive' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Progress to stage' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('reads in Arabic, right to left', () => {
    renderPage(<ProfileHeader {...headerProps({ application: ARCHIVED })} />, { language: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('application-status').textContent).toBe('مؤرشف');
    expect(screen.getByText('سبب الأرشفة: Not a fit')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء الأرشفة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'النقل إلى مرحلة' })).toBeTruthy();
  });
});

describe('the profile tabs', () => {
  const fakeHistory = () =>
    installFakeApi({
      'GET /job-applications/app-1/history': { body: { items: [], total: 0 } },
      'GET /job-applications/app-1/emails': { body: { items: [] } },
    });

  test('the timeline shows first; each tab shows its own panel, labelled by the tab', async () => {
    fakeHistory();
    const { user } = renderPage(<ProfileTabs applicationId="app-1" application={APPLICATION} />, { signedIn: true });
    const tabs = screen.getByRole('tablist', { name: 'Candidate profile sections' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Timeline', 'Interviews & comments', 'Emails', 'Profile']);
    expect(screen.getByRole('tabpanel', { name: 'Timeline' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Interviews & comments' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Interviews & comments' })).getByText('No interviews scheduled yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    const panel = screen.getByRole('tabpanel', { name: 'Profile' });
    expect(within(panel).getByText('maya@example.com')).toBeTruthy();
    expect(within(panel).getByText('Rania Haddad')).toBeTruthy();
    expect(within(panel).getByText('Not provided')).toBeTruthy();
  });

  test('the arrow keys move between the tabs and Enter opens one', async () => {
    fakeHistory();
    const { user } = renderPage(<ProfileTabs applicationId="app-1" application={APPLICATION} />, { signedIn: true });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Timeline' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Emails' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Emails' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(screen.getByRole('tabpanel', { name: 'Emails' })).findByText('No emails yet')).toBeTruthy();
  });

  test('reads in Arabic', async () => {
    fakeHistory();
    const { user } = renderPage(<ProfileTabs applicationId="app-1" application={APPLICATION} />, { signedIn: true, language: 'ar' });
    expect(screen.getByRole('tablist', { name: 'أقسام ملف المرشح' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'الملف الشخصي' }));
    expect(within(screen.getByRole('tabpanel', { name: 'الملف الشخصي' })).getByText('غير متوفر')).toBeTruthy();
  });
});

describe('the profile load error', () => {
  test('a missing application says so, without a retry', () => {
    renderPage(<ProfileLoadError error={new ApiError({ statusCode: 404, message: 'Not found' }, '/api/job-applications/x')} onRetry={jest.fn()} />);
    expect(within(screen.getByRole('alert')).getByText('Candidate not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go back to candidates' })).toBeTruthy();
  });

  test('another failure offers "Try again"', async () => {
    const onRetry = jest.fn();
    const { user } = renderPage(<ProfileLoadError error={new ApiError({ statusCode: 500 }, '/api/job-applications/x')} onRetry={onRetry} />);
    expect(within(screen.getByRole('alert')).getByText('The candidate could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('the candidate profile page', () => {
  const route = { path: '/recruiter/candidate-profile/:applicationId', url: '/recruiter/candidate-profile/app-1', signedIn: true };
  const fakeProfileApi = (application: ApplicationDetail = APPLICATION) =>
    installFakeApi({
      'GET /job-applications/app-1': { body: application },
      'GET /job-applications/app-1/history': { body: { items: [], total: 0 } },
      'GET /archival-reasons/company': { body: [{ id: 'r1', text: 'Not a fit', isDefault: true }] },
      // The header's owner selector lists the job's team.
      'GET /job-applications/app-1/comments/mentionable-members': { body: [] },
      'POST /job-applications/app-1/move-to-stage': { status: 201, body: { id: 'app-1', revision: 5, position: '51' } },
      'POST /job-applications/app-1/archive': { status: 201, body: { id: 'app-1', revision: 5, position: '52' } },
    });

  test('progresses to a stage with the revision it shows, and titles the page with the name', async () => {
    const api = fakeProfileApi();
    const { user } = renderPage(<CandidateProfilePage />, route);
    await user.click(await screen.findByRole('button', { name: 'Progress to stage' }));
    expect(document.title).toBe('Maya Khoury - Candidate profile | ATS');
    await user.click(await screen.findByRole('menuitem', { name: 'Screening' }));
    expect(await screen.findByText('Moved to Screening')).toBeTruthy();
    expect(api.callsTo('POST /job-applications/app-1/move-to-stage')[0]!.body).toEqual({ stageId: 's3', expectedRevision: 4 });
  });

  test('archives with the reason chosen in the dialog', async () => {
    const api = fakeProfileApi();
    const { user } = renderPage(<CandidateProfilePage />, route);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive candidate' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Archival reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Not a fit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Candidate archived')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Archive candidate' })).toBeNull());
    expect(api.callsTo('POST /job-applications/app-1/archive')[0]!.body).toEqual({ archivalReasonId: 'r1', sendRejectionEmail: false, expectedRevision: 4 });
  });

  test('a stale revision reloads the profile', async () => {
    const api = fakeProfileApi();
    api.answer('POST /job-applications/app-1/move-to-stage', apiFailure(409, 'This application was changed by someone else'));
    const { user } = renderPage(<CandidateProfilePage />, route);
    await user.click(await screen.findByRole('button', { name: 'Progress to stage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Applied' }));
    await waitFor(() => expect(api.callsTo('GET /job-applications/app-1')).toHaveLength(2));
  });

  test('a missing application shows "Candidate not found"', async () => {
    const api = fakeProfileApi();
    api.answer('GET /job-applications/app-1', apiFailure(404, 'Not found'));
    renderPage(<CandidateProfilePage />, route);
    expect(await screen.findByText('Candidate not found')).toBeTruthy();
  });
});
