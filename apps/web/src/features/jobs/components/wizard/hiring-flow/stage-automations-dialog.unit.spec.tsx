import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { installFakeApi, type FakeHandler } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import type { CandidateTask } from '@ats/web/features/jobs/api/job-types';
import { COMMAND_RESULT, jobDetail, stage } from '@ats/web/features/jobs/testing/job-fixtures';
import { StageAutomationsDialog } from './stage-automations-dialog';

const TEMPLATES = 'GET /company-email-templates/company';
const SAVE = 'PUT /company-roles/j1/stages/s-screening/automations';
const shortlisting: CandidateTask = { id: 't-short', type: 'SHORTLISTING_QUESTIONS', questions: [] };

const template = (id: string, title: string, type: string, source = 'COMPANY') => ({
  id,
  title,
  type,
  source,
  subject: 'Your application',
  body: '<p>Hello</p>',
  isDefault: false,
  attachments: [],
  updatedAt: null,
  updatedBy: null,
});

const renderDialog = (
  templates: FakeHandler | { body: unknown },
  rejectionEmail: { template: string; sendAfterDays: number } | null = null,
  language: 'en' | 'ar' = 'en',
) => {
  const api = installFakeApi({
    'GET /users/me': { body: { ...ADMIN_USER, permissionV1: ['COMPANY::*'] } },
    [TEMPLATES]: templates,
    [SAVE]: { body: COMMAND_RESULT },
  });
  const screening = { ...stage('s-screening', 'Screening'), tasks: [shortlisting] };
  // A stage with candidate tasks keeps its invitation e-mail on (spec 02 §5.5).
  screening.automations = { ...screening.automations, invitationEmail: true, rejectionEmail };
  const onClose = jest.fn();
  const view = renderPage(
    <StageAutomationsDialog job={jobDetail()} stage={screening} readOnly={false} onClose={onClose} />,
    { path: '/recruiter/jobs/job-role/j1/hiring-flow/edit', signedIn: true, language },
  );
  return { api, onClose, ...view };
};

test('the rejection e-mail picks a rejection template by keyboard, shows its title, and saves its id', async () => {
  const { api, user, onClose } = renderDialog({
    body: [
      template('tpl-warm', 'Warm rejection', 'REJECTION_EMAIL'),
      template('tpl-offer', 'Offer letter', 'OFFER_SENT'),
      template('tpl-system', 'Standard rejection', 'REJECTION_EMAIL', 'SYSTEM'),
    ],
  });
  const dialog = await screen.findByRole('dialog', { name: 'Automations: Screening' });
  await user.click(within(dialog).getByRole('switch', { name: 'Send a rejection email after auto-archive' }));
  const picker = await within(dialog).findByRole('combobox', { name: 'Rejection email template' });
  expect(within(dialog).queryByRole('textbox', { name: 'Rejection email template' })).toBeNull();

  picker.focus();
  await user.keyboard('{Enter}');
  const options = await screen.findAllByRole('option');
  // Only the rejection type: the company's and the system's.
  expect(options.map((option) => option.textContent)).toEqual(['Warm rejection', 'Standard rejection']);
  await user.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(picker.textContent).toBe('Standard rejection'));

  await user.click(within(dialog).getByRole('button', { name: 'Save automations' }));
  await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
  expect(api.callsTo(SAVE)[0].body).toMatchObject({ rejectionEmail: { template: 'tpl-system', sendAfterDays: 1 } });
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

test('a stored template id shows its title; with no template of the rejection type every template shows with its type', async () => {
  const { user } = renderDialog(
    { body: [template('tpl-custom', 'Follow-up', 'CUSTOM_EMAIL'), template('tpl-offer', 'Offer letter', 'OFFER_SENT')] },
    { template: 'tpl-custom', sendAfterDays: 2 },
  );
  const picker = await screen.findByRole('combobox', { name: 'Rejection email template' });
  await waitFor(() => expect(picker.textContent).toBe('Follow-up (Custom email)'));
  picker.focus();
  await user.keyboard('{Enter}');
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Follow-up (Custom email)', 'Offer letter (Offer sent)']);
});

test('while loading the picker says so; with no templates it links to the e-mail templates settings, in English and Arabic', async () => {
  let release: (answer: { body: unknown }) => void = () => undefined;
  const { user, unmount } = renderDialog(() => new Promise((resolve) => (release = resolve)));
  await user.click(await screen.findByRole('switch', { name: 'Send a rejection email after auto-archive' }));
  expect(await screen.findByText('Loading e-mail templates…')).toBeTruthy();
  release({ body: [] });
  expect(await screen.findByText(/No e-mail templates yet/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Manage e-mail templates' }).getAttribute('href')).toBe(
    '/recruiter-settings/manage-emails',
  );
  expect(screen.queryByRole('combobox', { name: 'Rejection email template' })).toBeNull();
  unmount();

  renderDialog({ body: [] }, { template: '', sendAfterDays: 1 }, 'ar');
  expect(await screen.findByText(/لا توجد قوالب بريد إلكتروني بعد/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'إدارة قوالب البريد الإلكتروني' }).getAttribute('href')).toBe(
    '/recruiter-settings/manage-emails',
  );
});
