import { act, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { ADMIN_USER } from '@ats/web/testing/fixtures';
import { renderPage } from '@ats/web/testing/render-page';
import { StagePipelinePage } from './stage-pipeline-page';
import { TemplateEditorPage } from './template-editor-page';

const ADMIN = { ...ADMIN_USER, permissionV1: ['COMPANY::*', 'USER::*'] };
const stages = (...names: string[]) =>
  names.map((name) => ({ name, locked: ['Sourced', 'Application', 'Hired'].includes(name) }));
const TEMPLATE = {
  id: 't1',
  name: 'Engineering',
  isDefault: false,
  stages: stages('Sourced', 'Application', 'Screening', 'Tech interview', 'Hired'),
  jobsCount: 1,
  candidatesCount: 4,
};

const fakeApi = () =>
  installFakeApi({
    'GET /users/me': { body: ADMIN },
    'GET /pipeline-templates': {
      body: [
        { ...TEMPLATE, id: 't0', name: 'Default stage pipeline', isDefault: true, jobsCount: 3, candidatesCount: 12 },
        TEMPLATE,
      ],
    },
    'GET /pipeline-templates/t1': { body: TEMPLATE },
    'PUT /pipeline-templates/t1': { body: { id: 't1' } },
    'POST /pipeline-templates': { status: 201, body: { id: 't2' } },
    'GET /archival-reasons/company': {
      body: [
        { id: 'r1', text: 'Unresponsive', isDefault: true, usedByArchivedCandidates: true },
        { id: 'r2', text: 'Relocated', isDefault: false, usedByArchivedCandidates: false },
      ],
    },
  });

const renderEditor = (id: string, language: 'en' | 'ar' = 'en') =>
  renderPage(<TemplateEditorPage />, {
    signedIn: true,
    language,
    path: '/recruiter/stage-pipeline/:id',
    url: `/recruiter/stage-pipeline/${id}`,
  });

test('stages move by keyboard with the up and down buttons; locked stages cannot be moved, renamed or deleted', async () => {
  const api = fakeApi();
  const { user, location } = renderEditor('t1');
  const screening = await screen.findByRole('button', { name: 'Move Screening down' });
  expect((screen.getByRole('button', { name: 'Move Screening up' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.queryByRole('button', { name: 'Move Sourced down' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Delete stage Hired' })).toBeNull();
  expect((screen.getByRole('textbox', { name: 'Stage 1 name' }) as HTMLInputElement).disabled).toBe(true);
  act(() => screening.focus());
  await user.keyboard('{Enter}');
  // At the bottom of the movable stages, the focus goes to the button still usable.
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Screening up' })));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT /pipeline-templates/t1')).toHaveLength(1));
  expect(api.callsTo('PUT /pipeline-templates/t1')[0]!.body).toEqual({
    name: 'Engineering',
    stages: ['Sourced', 'Application', 'Tech interview', 'Screening', 'Hired'],
  });
  await waitFor(() => expect(location()).toBe('/recruiter-settings/stage-pipeline'));
});

test('an empty or repeated stage name answers the spec messages and nothing is sent', async () => {
  const api = fakeApi();
  const { user } = renderEditor('new');
  await user.type(await screen.findByRole('textbox', { name: /Template name/ }), 'Sales');
  await user.click(screen.getByRole('button', { name: 'Add stage' }));
  const added = screen.getByRole('textbox', { name: 'Stage 6 name' });
  expect(document.activeElement).toBe(added);
  await user.clear(added);
  await user.type(screen.getByRole('textbox', { name: 'Stage 3 name' }), '{Control>}a{/Control}Offer');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Stage name cannot be empty')).toBeTruthy();
  expect(screen.getByText('Stage name already exists. Please input a different name.')).toBeTruthy();
  expect(api.callsTo('POST /pipeline-templates')).toHaveLength(0);
});

test('the settings page lists templates with stages and counts, and the archival reasons with their flags', async () => {
  const api = fakeApi();
  api.answer(
    'DELETE /pipeline-templates/t1',
    apiFailure(409, 'You cannot delete template attached to jobs and candidates'),
  );
  const { user } = renderPage(<StagePipelinePage />, { signedIn: true, path: '/recruiter-settings/stage-pipeline' });
  const templates = await screen.findByRole('table', { name: 'Stage pipeline templates' });
  const row = await within(templates).findByRole('row', { name: /^Engineering/ });
  expect(row.textContent).toContain('Tech interview');
  expect(within(templates).queryByRole('button', { name: 'Delete Default stage pipeline' })).toBeNull();
  const reasons = screen.getByRole('table', { name: 'Archival reasons' });
  await within(reasons).findByRole('button', { name: 'Delete Relocated' });
  expect(within(reasons).queryByRole('button', { name: 'Delete Unresponsive' })).toBeNull();
  await user.click(within(row).getByRole('button', { name: 'Delete Engineering' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete template Engineering?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('You cannot delete template attached to jobs and candidates')).toBeTruthy();
});

test('reads in Arabic, right to left', async () => {
  fakeApi();
  renderEditor('t1', 'ar');
  expect(await screen.findByRole('heading', { name: 'تعديل قالب مراحل التوظيف' })).toBeTruthy();
  expect(document.documentElement.dir).toBe('rtl');
});
