import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { interviewFeedbackAr } from '../messages/ar';
import { FeedbackTemplateEditorPage } from './feedback-template-editor-page';
import { FeedbackTemplatesPage } from './feedback-templates-page';
import { FEEDBACK_TEMPLATE } from '../testing/feedback-template-fixtures';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'] };


const editorAt = (url: string) =>
  renderPage(
    <Routes>
      <Route path="/recruiter/interview-scorecard-templates/:templateId" element={<FeedbackTemplateEditorPage />} />
      <Route path="/recruiter-settings/interview-scorecard-templates" element={<p>List</p>} />
    </Routes>,
    { signedIn: true, path: '/*', url },
  );

test('lists the templates with their skills and sections, and deletes one after asking', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /feedback-templates': { body: [FEEDBACK_TEMPLATE] },
    'DELETE /feedback-templates/t1': { body: { id: 't1' } },
  });
  const { user } = renderPage(<FeedbackTemplatesPage />, { signedIn: true, path: '/recruiter-settings/interview-scorecard-templates' });
  const row = await screen.findByRole('row', { name: /Backend engineer/ });
  expect(row.textContent).toContain('System design, Testing');
  expect(row.textContent).toContain('Technical');
  expect(within(row).getByRole('link', { name: 'Edit Backend engineer' }).getAttribute('href')).toBe('/recruiter/interview-scorecard-templates/t1');
  await user.click(within(row).getByRole('button', { name: 'Delete Backend engineer' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: /delete/i }));
  await waitFor(() => expect(api.callsTo('DELETE /feedback-templates/t1')).toHaveLength(1));
});

test('says so when there are none, in Arabic too', async () => {
  installFakeApi({ 'GET /users/me': { body: ADMIN }, 'GET /feedback-templates': { body: [] } });
  renderPage(<FeedbackTemplatesPage />, { signedIn: true, language: 'ar', path: '/recruiter-settings/interview-scorecard-templates' });
  expect(await screen.findByText(interviewFeedbackAr['feedbackTemplates.empty'])).toBeTruthy();
  expect(screen.getByRole('heading', { name: interviewFeedbackAr['feedbackTemplates.title'] })).toBeTruthy();
});

test('adds a template: the name is required first, then sections of skills with questions and a sample answer are sent', async () => {
  const api = installFakeApi({ 'GET /users/me': { body: ADMIN }, 'POST /feedback-templates': { status: 201, body: { id: 't2' } } });
  const { user } = editorAt('/recruiter/interview-scorecard-templates/new');
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please input template name')).toBeTruthy();
  expect(api.callsTo('POST /feedback-templates')).toHaveLength(0);
  await user.type(screen.getByRole('textbox', { name: /Template name/ }), 'Designer');
  await user.type(screen.getByRole('textbox', { name: /Section title/ }), 'Craft');
  await user.type(screen.getByRole('textbox', { name: /Skill \/ competency/ }), 'Typography');
  await user.type(screen.getByRole('textbox', { name: /Guiding questions/ }), 'Which typeface?{enter}Why?');
  await user.type(screen.getByRole('textbox', { name: /Sample answer/ }), 'A humanist sans');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('POST /feedback-templates')).toHaveLength(1));
  expect(api.callsTo('POST /feedback-templates')[0]!.body).toEqual({
    name: 'Designer',
    scale: { min: 1, max: 5 },
    sections: [{ title: 'Craft', skills: [{ name: 'Typography', required: true, guidingQuestions: ['Which typeface?', 'Why?'], sampleAnswer: 'A humanist sans' }] }],
  });
  expect(await screen.findByText('List')).toBeTruthy();
});

test('edits a template keeping its section and skill ids, and shows the API’s refusal', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /feedback-templates/t1': { body: FEEDBACK_TEMPLATE },
    'PUT /feedback-templates/t1': apiFailure(409, 'Template name already exists. Please choose a different name.'),
  });
  const { user } = editorAt('/recruiter/interview-scorecard-templates/t1');
  const name = await screen.findByRole('textbox', { name: /Template name/ });
  await waitFor(() => expect((name as HTMLInputElement).value).toBe('Backend engineer'));
  await user.click(screen.getByRole('button', { name: 'Remove skill Testing' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Template name already exists. Please choose a different name.');
  const sent = api.callsTo('PUT /feedback-templates/t1')[0]!.body as { sections: Array<{ id: string; skills: Array<{ id: string }> }> };
  expect(sent.sections[0]!.id).toBe('s1');
  expect(sent.sections[0]!.skills.map((skill) => skill.id)).toEqual(['design']);
});

test('sets how often interviewers are reminded of pending feedback, refusing days off the range', async () => {
  const api = installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /feedback-templates': { body: [] },
    'GET /feedback-reminder-settings': { body: { cadenceDays: 1 } },
    'PUT /feedback-reminder-settings': { body: { cadenceDays: 3 } },
  });
  const { user } = renderPage(<FeedbackTemplatesPage />, { signedIn: true, path: '/recruiter-settings/interview-scorecard-templates' });
  const days = await screen.findByRole('spinbutton', { name: 'Remind again every (days)' });
  await waitFor(() => expect((days as HTMLInputElement).value).toBe('1'));
  const card = screen.getByRole('region', { name: 'Pending feedback reminders' });
  await user.clear(days);
  await user.type(days, '45');
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  expect(await within(card).findByRole('alert')).toHaveProperty('textContent', 'Reminders repeat every 1 to 30 days');
  expect(api.callsTo('PUT /feedback-reminder-settings')).toHaveLength(0);
  await user.clear(days);
  await user.type(days, '3');
  await user.click(within(card).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT /feedback-reminder-settings')).toHaveLength(1));
  expect(api.callsTo('PUT /feedback-reminder-settings')[0]!.body).toEqual({ cadenceDays: 3 });
});
