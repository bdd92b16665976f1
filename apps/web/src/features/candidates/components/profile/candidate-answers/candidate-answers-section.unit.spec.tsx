import { screen, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { IPIP_INSTRUMENT } from '@ats/domain/candidate-tasks/quiz-library/ipip-big-five';
import { messagesByLanguage } from '@ats/web/app/i18n/messages';
import { installFakeApi } from '@ats/web/testing/fake-api';
import { renderPage } from '@ats/web/testing/render-page';
import { CandidateAnswersSection } from './candidate-answers-section';
import { describeCandidateTaskHistory } from './candidate-task-history-text';

const APP = '4b1e7c2a-9d3f-4e8a-b5c6-1a2b3c4d5e6f';
const FILE = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const item = (taskId: string, taskType: string, result: unknown, overrides: Record<string, unknown> = {}) => ({
  responseId: `r-${taskId}`,
  stageId: 'stage-1',
  stageName: 'Screening',
  taskId,
  taskType,
  title: null,
  status: 'COMPLETED',
  startedAt: '2026-11-24T08:00:00.000Z',
  completedAt: '2026-11-24T08:30:00.000Z',
  deadline: null,
  qualified: null,
  result,
  ...overrides,
});

/** The element whose whole text is `text` (a name inside it sits in its own <bdi>). */
const wholeText = (text: string) => (_content: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

const ANSWERS = {
  confidentialAccess: true,
  files: [
    { fileId: FILE(1), fileName: 'Portfolio.pdf' },
    { fileId: FILE(2), fileName: 'Certificate.pdf' },
    { fileId: FILE(3), fileName: 'Answer 1.webm' },
    { fileId: FILE(4), fileName: 'Solution.pdf' },
  ],
  items: [
    item(
      'questions',
      'SHORTLISTING_QUESTIONS',
      {
        kind: 'QUESTIONS',
        answers: [
          { questionId: 'years', title: 'Years of experience', answerType: 'NUMERIC', value: 5, fileId: null, meetsExpectation: true, confidential: false },
          { questionId: 'relocate', title: 'Can you relocate?', answerType: 'YES_NO', value: false, fileId: null, meetsExpectation: false, confidential: false },
          { questionId: 'stack', title: 'Languages', answerType: 'MULTI_SELECT', value: ['TypeScript', 'Go'], fileId: null, meetsExpectation: null, confidential: false },
          { questionId: 'salary', title: 'Expected salary', answerType: 'CURRENCY', value: 25000, fileId: null, meetsExpectation: null, confidential: true },
          { questionId: 'portfolio', title: 'Portfolio', answerType: 'FILE_UPLOAD', value: 'Portfolio.pdf', fileId: FILE(1), meetsExpectation: null, confidential: false },
          { questionId: 'about', title: 'About you', answerType: 'MULTI_LINE_TEXT', value: null, fileId: null, meetsExpectation: null, confidential: false },
        ],
      },
      { qualified: false },
    ),
    item('certificates', 'FILE_UPLOAD', { kind: 'FILE_UPLOAD', fileIds: [FILE(2), FILE(9)] }, { title: 'Certificates' }),
    item('welcome', 'WELCOME_PAGE', { kind: 'WELCOME_PAGE' }),
    item(
      'quiz',
      'SKILL_BASED_TEST',
      { kind: 'SKILL_BASED_TEST', correct: 7, total: 10, scorePercent: 70, passPercentage: 60, blocks: [{ skill: 'SQL', correct: 4, total: 5 }], autoSubmitted: true },
      { qualified: true },
    ),
    item('personality', 'PSYCHOMETRIC_TEST', { kind: 'PSYCHOMETRIC_TEST', instrument: 'IPIP Big-Five', traits: [{ trait: 'Conscientiousness', score: 4.25, max: 5 }], autoSubmitted: false }, { title: 'Big Five' }),
    item('video', 'VIDEO_QUESTIONS', { kind: 'VIDEO_QUESTIONS', answers: [{ questionId: 'v1', title: 'Introduce yourself', fileId: FILE(3), media: 'VIDEO', takesUsed: 2 }] }),
    item('assignment', 'HOME_ASSIGNMENT', { kind: 'HOME_ASSIGNMENT', link: 'https://github.com/layla/solution', fileIds: [FILE(4)], autoSubmitted: false }),
    item('later', 'SKILL_BASED_TEST', null, { status: 'STARTED', completedAt: null }),
  ],
};

describe('candidate answers on the profile', () => {
  it('renders every kind of result: questions met or not, files, score, traits, video answers, assignment', async () => {
    const api = installFakeApi({ [`GET /job-applications/${APP}/candidate-answers`]: { body: ANSWERS } });
    renderPage(<CandidateAnswersSection applicationId={APP} />, { signedIn: true });
    const section = within(await screen.findByRole('region', { name: 'Candidate answers' }));
    const article = (name: string) => within(section.getByRole('article', { name }));

    await section.findByRole('article', { name: 'Screening questions' });
    const questions = article('Screening questions');
    expect(questions.getByText('Not qualified')).toBeTruthy();
    expect(questions.getByText('Meets expectation')).toBeTruthy();
    expect(questions.getByText('Does not meet expectation')).toBeTruthy();
    expect(questions.getByText('No')).toBeTruthy();
    expect(questions.getByText('TypeScript and Go')).toBeTruthy();
    expect(questions.getByText('25,000')).toBeTruthy();
    expect(questions.getByText('Confidential')).toBeTruthy();
    expect(questions.getByText('Not answered')).toBeTruthy();
    expect(questions.getByRole('button', { name: 'Download Portfolio.pdf' })).toBeTruthy();

    const upload = article('Certificates');
    expect(upload.getByRole('button', { name: 'Download Certificate.pdf' })).toBeTruthy();
    // A file the reader may not open is said to be there, without a link.
    expect(upload.getByText('A file you do not have access to')).toBeTruthy();
    expect(article('Welcome').getByText('The candidate read the welcome page.')).toBeTruthy();

    const quizzes = section.getAllByRole('article', { name: 'Skill-based test' });
    const quiz = within(quizzes[0]!);
    expect(quiz.getByText('Score: 7 of 10 (70%) — pass mark 60%')).toBeTruthy();
    expect(quiz.getByText('Passed')).toBeTruthy();
    expect(quiz.getByRole('listitem').textContent).toBe('SQL: 4 of 5');
    expect(quiz.getByText('Auto-submitted because of timeout.')).toBeTruthy();
    expect(within(quizzes[1]!).getByText(/^Started .*, not completed yet$/)).toBeTruthy();

    expect(article('Big Five').getByRole('listitem').textContent).toBe('Conscientiousness: 4.25 of 5');
    expect(article('Big Five').getByText(/IPIP Big-Five/)).toBeTruthy();
    const video = article('Video interview');
    expect(video.getByRole('button', { name: 'Download Answer 1.webm' })).toBeTruthy();
    expect(video.getByText('Video, 2 takes used')).toBeTruthy();
    const assignment = article('Home assignment');
    expect(assignment.getByRole('link', { name: 'https://github.com/layla/solution' }).getAttribute('rel')).toContain('noopener');
    expect(assignment.getByRole('button', { name: 'Download Solution.pdf' })).toBeTruthy();

    // The download is the Files section's own route.
    api.answer(`GET /job-applications/${APP}/files/${FILE(1)}/download`, { body: 'bytes' });
  });

  describe.each([
    {
      language: 'en' as const,
      instrument: 'Instrument: IPIP Big-Five Factor Markers (50 items)',
      names: ['Extraversion', 'Agreeableness', 'Conscientiousness', 'Emotional Stability', 'Intellect/Imagination'],
      of: 'of',
    },
    {
      language: 'ar' as const,
      instrument: 'الأداة: مؤشرات العوامل الخمسة الكبرى للشخصية من IPIP (50 بندًا)',
      names: ['الانبساط', 'المقبولية', 'يقظة الضمير', 'الاستقرار الانفعالي', 'الفكر/الخيال'],
      of: 'من',
    },
  ])('a personality result in $language', ({ language, instrument, names, of }) => {
    it('names the instrument and every trait in the interface language, from the result the API stores in English', async () => {
      const traits = ['Extraversion', 'Agreeableness', 'Conscientiousness', 'Emotional Stability', 'Intellect/Imagination'];
      const scores = [3, 3.4, 4.25, 1.8, 3.8];
      const stored = { kind: 'PSYCHOMETRIC_TEST', instrument: IPIP_INSTRUMENT, traits: traits.map((trait, index) => ({ trait, score: scores[index]!, max: 5 })), autoSubmitted: false };
      installFakeApi({ [`GET /job-applications/${APP}/candidate-answers`]: { body: { confidentialAccess: false, files: [], items: [item('personality', 'PSYCHOMETRIC_TEST', stored, { title: 'Big Five' })] } } });
      renderPage(<CandidateAnswersSection applicationId={APP} />, { signedIn: true, language });
      const article = within(await screen.findByRole('article', { name: 'Big Five' }));
      // Scores in the interface's number format (this Node's ICU writes Arabic with Latin digits).
      const score = (value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
      expect(article.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual(names.map((name, index) => `${name}: ${score(scores[index]!)} ${of} 5`));
      expect(article.getByText(wholeText(instrument))).toBeTruthy();
    });
  });

  it('shows a trait or instrument it does not know as stored', async () => {
    const stored = { kind: 'PSYCHOMETRIC_TEST', instrument: 'Another inventory', traits: [{ trait: 'Grit', score: 4, max: 5 }], autoSubmitted: false };
    installFakeApi({ [`GET /job-applications/${APP}/candidate-answers`]: { body: { confidentialAccess: false, files: [], items: [item('other', 'PSYCHOMETRIC_TEST', stored, { title: 'Grit' })] } } });
    renderPage(<CandidateAnswersSection applicationId={APP} />, { signedIn: true, language: 'ar' });
    const article = within(await screen.findByRole('article', { name: 'Grit' }));
    expect(article.getByRole('listitem').textContent).toBe(`Grit: ${new Intl.NumberFormat('ar').format(4)} من 5`);
    expect(article.getByText(wholeText('الأداة: Another inventory'))).toBeTruthy();
  });

  it('says so when nothing was answered, in Arabic too', async () => {
    installFakeApi({ [`GET /job-applications/${APP}/candidate-answers`]: { body: { confidentialAccess: false, files: [], items: [] } } });
    renderPage(<CandidateAnswersSection applicationId={APP} />, { signedIn: true, language: 'ar' });
    expect(await screen.findByText('لم يُجب المرشح عن أي مهمة بعد.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'إجابات المرشح' })).toBeTruthy();
  });

  it('words the timeline lines of a task started and completed', () => {
    const intl = createIntl({ locale: 'en', messages: messagesByLanguage.en });
    const base = { type: 'CandidateTaskEvent' as const, responseId: 'r', taskId: 't', taskType: 'SHORTLISTING_QUESTIONS' as const, stageId: 's', autoSubmitted: false };
    expect(describeCandidateTaskHistory({ ...base, taskEvent: 'CandidateTaskStarted', qualified: null }, intl)).toEqual({ title: 'The candidate started the screening questions', detail: null });
    expect(describeCandidateTaskHistory({ ...base, taskEvent: 'CandidateTaskCompleted', qualified: false }, intl)).toEqual({ title: 'The candidate completed the screening questions', detail: 'Not qualified' });
    const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
    expect(describeCandidateTaskHistory({ ...base, taskType: 'SKILL_BASED_TEST', taskEvent: 'CandidateTaskCompleted', qualified: true, autoSubmitted: true }, ar)).toEqual({
      title: 'أكمل المرشح اختبار المهارات',
      detail: 'مؤهل · أُرسل تلقائيًا',
    });
  });
});
