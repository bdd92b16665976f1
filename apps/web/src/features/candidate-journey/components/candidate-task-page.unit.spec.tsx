import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeTokens } from '@ats/web/app/auth/token-store';
import { apiFailure, installFakeApi } from '@ats/web/testing/fake-api';
import { installFakeUpload } from '@ats/web/testing/fake-upload';
import { renderPage } from '@ats/web/testing/render-page';
import type { CandidateJourneyTask } from '../api/candidate-journey-api';
import { APP, JOB, USER, journeyOf, journeyTask } from '../testing/journey-fixtures';
import { CandidateTaskPage } from './candidate-task-page';

const PATH = '/candidate-journey/:userId/:roleId/:jobApplicationId/:stageId/:moduleId';
const HUB = `/candidate-journey/${USER}/${JOB}/${APP}`;

const question = (id: string, title: string, answerType: string, overrides: Record<string, unknown> = {}) => ({
  id,
  title,
  description: '',
  answerType,
  options: [],
  optional: false,
  currency: null,
  fileType: null,
  ...overrides,
});
const QUESTIONS = [
  question('years', 'Years of experience', 'NUMERIC'),
  question('salary', 'Expected salary', 'CURRENCY', { currency: 'AED', optional: true }),
  question('relocate', 'Can you relocate?', 'YES_NO'),
  question('level', 'Your level', 'SINGLE_SELECT', { options: ['Junior', 'Senior'] }),
  question('stack', 'Languages you use', 'MULTI_SELECT', { options: ['TypeScript', 'Go', 'Rust'] }),
  question('city', 'Your city', 'SINGLE_LINE_TEXT'),
  question('about', 'About you', 'MULTI_LINE_TEXT', { optional: true }),
  question('portfolio', 'Your portfolio', 'FILE_UPLOAD', { fileType: 'pdf' }),
];
const task = (id: string, type: CandidateJourneyTask['type'], overrides: Record<string, unknown> = {}) => journeyTask(id, type, overrides as Partial<CandidateJourneyTask>);
const journey = (tasks: CandidateJourneyTask[]) => journeyOf(tasks);
const tasksPath = (taskId: string, action: string) => `/candidate-journey/applications/${APP}/stages/stage-1/tasks/${taskId}/${action}`;
const signIn = () => act(() => storeTokens('candidate', { accessToken: 'candidate-token', refreshToken: 'r' }));
const ok = { body: { id: 'r', revision: 1, position: '9' } };

describe('candidate task page', () => {
  it('takes every answer type, checks them as the server does, and hands them in once', async () => {
    const api = installFakeApi({
      [`GET /candidate-journey/applications/${APP}`]: { body: journey([task('questions', 'SHORTLISTING_QUESTIONS', { questions: QUESTIONS })]) },
      [`POST ${tasksPath('questions', 'start')}`]: ok,
      [`POST ${tasksPath('questions', 'submit')}`]: ok,
    });
    const uploads = installFakeUpload(() => ({ status: 201, body: { id: APP, revision: 3, position: '7', fileId: '9e7d6c5b-4a3f-4e2d-8c1b-0a9f8e7d6c5b' } }));
    const { user, location } = renderPage(<CandidateTaskPage signIn={<p>sign-in form</p>} />, { path: PATH, url: `${HUB}/stage-1/questions` });
    signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Screening questions' })).toBeTruthy();
    // Opening the task marks it started.
    await screen.findByRole('button', { name: 'Submit' });
    expect(api.callsTo(`POST ${tasksPath('questions', 'start')}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter all mandatory fields');
    expect(screen.getAllByText('Provide your response')).toHaveLength(6);
    // The first question to fix has the focus.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Years of experience' }));
    expect(api.callsTo(`POST ${tasksPath('questions', 'submit')}`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Years of experience' }), 'many');
    await user.type(screen.getByRole('textbox', { name: 'Expected salary (optional)' }), '25000');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Senior' }));
    await user.click(screen.getByRole('checkbox', { name: 'TypeScript' }));
    await user.click(screen.getByRole('checkbox', { name: 'Go' }));
    await user.type(screen.getByRole('textbox', { name: 'Your city' }), 'Dubai');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['%PDF'], 'portfolio.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('portfolio.pdf')).toBeTruthy();
    expect(uploads[0]?.url).toBe(`/api/candidate-journey/applications/${APP}/files`);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter valid input');
    await user.clear(screen.getByRole('textbox', { name: 'Years of experience' }));
    await user.type(screen.getByRole('textbox', { name: 'Years of experience' }), '5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(location()).toBe(HUB);
    expect(api.callsTo(`POST ${tasksPath('questions', 'submit')}`)[0]?.body).toEqual({
      answers: [
        { questionId: 'years', number: 5 },
        { questionId: 'salary', number: 25000 },
        { questionId: 'relocate', yesNo: true },
        { questionId: 'level', text: 'Senior' },
        { questionId: 'stack', options: ['TypeScript', 'Go'] },
        { questionId: 'city', text: 'Dubai' },
        { questionId: 'portfolio', text: 'portfolio.pdf', fileId: '9e7d6c5b-4a3f-4e2d-8c1b-0a9f8e7d6c5b' },
      ],
    });
  });

  it('shows the server’s refusal of a second submit, in Arabic for the spec’s own messages', async () => {
    installFakeApi({
      [`GET /candidate-journey/applications/${APP}`]: { body: journey([task('questions', 'COLLECT_INFORMATION', { questions: [question('city', 'Your city', 'SINGLE_LINE_TEXT')] })]) },
      [`POST ${tasksPath('questions', 'start')}`]: ok,
      [`POST ${tasksPath('questions', 'submit')}`]: apiFailure(409, 'You have already submitted this task'),
    });
    const { user } = renderPage(<CandidateTaskPage signIn={<p>sign-in form</p>} />, { path: PATH, url: `${HUB}/stage-1/questions`, language: 'ar' });
    signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'بعض الأسئلة' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(screen.getByRole('alert').textContent).toBe('يرجى إدخال جميع الحقول الإلزامية');
    await user.type(screen.getByRole('textbox', { name: /Your city/ }), 'Riyadh');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already submitted this task');
  });

  it('continues past the welcome page, and hands in uploaded files (at least one)', async () => {
    const api = installFakeApi({
      [`GET /candidate-journey/applications/${APP}`]: {
        body: journey([
          task('welcome', 'WELCOME_PAGE', { message: 'Welcome to Acme!', videoUrl: 'https://video.example.com/intro' }),
          task('certificates', 'FILE_UPLOAD', { title: 'Certificates', fileType: 'pdf' }),
        ]),
      },
      [`POST ${tasksPath('welcome', 'start')}`]: ok,
      [`POST ${tasksPath('welcome', 'submit')}`]: ok,
      [`POST ${tasksPath('certificates', 'start')}`]: ok,
      [`POST ${tasksPath('certificates', 'submit')}`]: ok,
    });
    const uploads = installFakeUpload(() => ({ status: 201, body: { id: APP, revision: 3, position: '7', fileId: '1e7d6c5b-4a3f-4e2d-8c1b-0a9f8e7d6c5b' } }));

    const welcome = renderPage(<CandidateTaskPage signIn={<p>sign-in form</p>} />, { path: PATH, url: `${HUB}/stage-1/welcome` });
    signIn();
    expect(await screen.findByText('Welcome to Acme!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch the welcome video' }).getAttribute('href')).toBe('https://video.example.com/intro');
    await welcome.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(api.callsTo(`POST ${tasksPath('welcome', 'submit')}`)[0]?.body).toEqual({});
    welcome.unmount();

    const upload = renderPage(<CandidateTaskPage signIn={<p>sign-in form</p>} />, { path: PATH, url: `${HUB}/stage-1/certificates` });
    signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeTruthy();
    await upload.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter all mandatory fields');
    // The task asks for a PDF: the chooser offers PDFs, and a Word document chosen anyway is refused before it is sent.
    const chooser = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(chooser.accept).toBe('.pdf');
    expect(screen.getByText('A PDF file of at most 5 MB.')).toBeTruthy();
    // (what a browser's 'All files' lets through: user-event otherwise drops a file the accept list excludes)
    await userEvent.setup({ applyAccept: false }).upload(chooser, new File(['PK'], 'degree.docx'));
    expect(screen.getByRole('alert').textContent).toBe('Certificates must be a PDF');
    expect(uploads).toHaveLength(0);
    await upload.user.upload(chooser, new File(['%PDF'], 'degree.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('button', { name: 'Remove degree.pdf' })).toBeTruthy();
    await upload.user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(api.callsTo(`POST ${tasksPath('certificates', 'submit')}`)[0]?.body).toEqual({ fileIds: ['1e7d6c5b-4a3f-4e2d-8c1b-0a9f8e7d6c5b'] });
  });

  it('says a completed task is done, and a task of another stage is not available', async () => {
    installFakeApi({ [`GET /candidate-journey/applications/${APP}`]: { body: journey([task('questions', 'SHORTLISTING_QUESTIONS', { status: 'COMPLETED' })]) } });
    const done = renderPage(<CandidateTaskPage signIn={<p>sign-in form</p>} />, { path: PATH, url: `${HUB}/stage-1/questions` });
    signIn();
    expect(await screen.findByText('You have completed this task.')).toBeTruthy();
    done.unmount();
    renderPage(<CandidateTaskPage signIn={<p>sign-in form</p>} />, { path: PATH, url: `${HUB}/stage-2/questions` });
    signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'This application is not available' })).toBeTruthy();
  });
});
