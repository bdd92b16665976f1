import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import type { CandidateTask } from '@ats/web/features/jobs/api/job-types';
import { COMMAND_RESULT, jobDetail } from '@ats/web/features/jobs/testing/job-fixtures';
import { StageTasksDialog } from './stage-tasks-dialog';

const SAVE = 'PUT /company-roles/j1/stages/s-screening/candidate-tasks';

const openWith = async (taskName: string) => {
  const api = installFakeApi({ [SAVE]: { body: COMMAND_RESULT } });
  const job = jobDetail();
  const view = renderPage(
    <StageTasksDialog job={job} stage={job.stages[2]!} readOnly={false} onClose={() => undefined} />,
    { path: '/recruiter/jobs/job-role/j1/hiring-flow/edit', signedIn: true },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Candidate tasks: Screening' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Add candidate task' }));
  await view.user.click(await screen.findByRole('menuitem', { name: taskName }));
  const save = async () => view.user.click(within(dialog).getByRole('button', { name: 'Save tasks' }));
  const saved = async () => {
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    return (api.callsTo(SAVE)[0]!.body as { tasks: CandidateTask[] }).tasks[0]!;
  };
  return { ...view, api, dialog, save, saved };
};

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const number = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('spinbutton', { name });

test('video questions: a title is required and retakes are 1 to 3', async () => {
  const { dialog, user, save, saved, api } = await openWith('Video questions');
  await save();
  expect((await within(dialog).findAllByText('Please enter question title')).length).toBeGreaterThan(0);
  await user.type(field(dialog, /Question 1 title/), 'Tell us about a hard bug');
  await user.clear(number(dialog, /Retakes for question 1/));
  await user.type(number(dialog, /Retakes for question 1/), '4');
  await save();
  expect((await within(dialog).findAllByText('Retakes are between 1 and 3 per question')).length).toBeGreaterThan(0);
  expect(api.callsTo(SAVE)).toHaveLength(0);
  await user.clear(number(dialog, /Retakes for question 1/));
  await user.type(number(dialog, /Retakes for question 1/), '2');
  // Video by default; the recorder takes audio or a photo too.
  expect(within(dialog).getByRole('combobox', { name: 'Answer for question 1' }).textContent).toBe('Video');
  await user.click(within(dialog).getByRole('combobox', { name: 'Answer for question 1' }));
  await user.click(await screen.findByRole('option', { name: 'Audio' }));
  await save();
  expect(await saved()).toMatchObject({
    type: 'VIDEO_QUESTIONS',
    questions: [{ title: 'Tell us about a hard bug', retakes: 2, media: 'AUDIO' }],
  });
});

test('skill-based test: pass percentage and at least one skill block with questions', async () => {
  const { dialog, user, save, saved, api } = await openWith('Skill-based test');
  await user.type(field(dialog, /Skill 1/), 'TypeScript');
  await user.clear(number(dialog, /Pass percentage/));
  await user.type(number(dialog, /Pass percentage/), '150');
  await save();
  expect((await within(dialog).findAllByText('Enter correct quiz pass percentage')).length).toBeGreaterThan(0);
  await user.clear(number(dialog, /Pass percentage/));
  await user.type(number(dialog, /Pass percentage/), '70');
  await user.clear(number(dialog, /Questions for skill 1/));
  await user.type(number(dialog, /Questions for skill 1/), '0');
  await save();
  expect(
    (await within(dialog).findAllByText('Atleast one skill block must have more than zero questions')).length,
  ).toBeGreaterThan(0);
  expect(api.callsTo(SAVE)).toHaveLength(0);
  await user.clear(number(dialog, /Questions for skill 1/));
  await user.type(number(dialog, /Questions for skill 1/), '8');
  await save();
  expect(await saved()).toMatchObject({
    type: 'SKILL_BASED_TEST',
    skillBlocks: [{ skill: 'TypeScript', questionCount: 8 }],
    passPercentage: 70,
    allowedMinutes: 30,
  });
});

test('psychometric test: the test name is required', async () => {
  const { dialog, user, save, saved } = await openWith('Psychometric test');
  await save();
  expect((await within(dialog).findAllByText('Required field')).length).toBeGreaterThan(0);
  await user.type(field(dialog, /Test name/), 'Big Five');
  await save();
  expect(await saved()).toMatchObject({ type: 'PSYCHOMETRIC_TEST', testName: 'Big Five' });
});

test('auto-send invitation email: subject and body are required', async () => {
  const { dialog, user, save, saved, api } = await openWith('Auto-send invitation email');
  await user.type(field(dialog, /Email subject/), 'Your next step');
  await save();
  expect((await within(dialog).findAllByText('Required field')).length).toBeGreaterThan(0);
  expect(api.callsTo(SAVE)).toHaveLength(0);
  await user.type(field(dialog, /Email body/), 'Please complete the tasks below.');
  await save();
  expect(await saved()).toMatchObject({
    type: 'AUTO_SEND_INVITATION_EMAIL',
    subject: 'Your next step',
    body: 'Please complete the tasks below.',
  });
});
