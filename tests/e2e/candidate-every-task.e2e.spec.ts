import { expect, test, type Browser, type BrowserContextOptions, type Page, type Response } from '@playwright/test';
import IntlMessageFormat from 'intl-messageformat';
import { IPIP_BIG_FIVE_ARABIC, IPIP_BIG_FIVE_ITEMS, SKILL_LIBRARY, SKILL_LIBRARY_ARABIC } from '@ats/domain/candidate-tasks/quiz-library';
import { messagesByLanguage, type MessageId } from '@ats/web/app/i18n/messages';
import { expectSettledAccessible } from './support/accessibility';
import { apiOf } from './support/api';
import { cvOf, setLanguage } from './support/candidate';
import { DEMO, signIn } from './support/sign-in';

type Language = 'en' | 'ar';

/** The page's own words in `language`, from the web app's catalogue, formatted as react-intl formats them. */
const wordsOf =
  (language: Language) =>
  (id: MessageId, values?: Record<string, string | number>): string =>
    String(new IntlMessageFormat(messagesByLanguage[language][id], language).format(values));

/** Latin words the Arabic catalogue uses on purpose (PDF, URL, ATS…), without its rich-text tags, ICU argument names and plural keys. */
const latinWords = (text: string): string[] => text.match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
const ARABIC_LATIN = new Set(
  Object.values(messagesByLanguage.ar).flatMap((message) =>
    latinWords(message.replace(/<\/?\w+>/g, ' ').replace(/\{\s*\w+\s*(,\s*\w+\s*,?)?/g, '{').replace(/\b(zero|one|two|few|many|other)\s*\{/g, '{')),
  ),
);

/**
 * In Arabic, `main` holds no English but what the company or the candidate wrote (`data`) and the catalogue's own
 * Latin words: an English word left is a string the page does not translate.
 */
const expectNoEnglish = async (page: Page, data: readonly string[], where: string, selector = 'main') => {
  let text = await page.locator(selector).innerText();
  for (const value of [...data].sort((a, b) => b.length - a.length)) text = text.split(value).join(' ');
  expect(latinWords(text).filter((word) => !ARABIC_LATIN.has(word)), `English words on ${where} in Arabic`).toEqual([]);
};

/** A library question as the page words it in `language`: the question and its options, in the library's order. */
const libraryWording = (language: Language) =>
  SKILL_LIBRARY.flatMap((block) => block.questions).map((question) => {
    const [text, options] = language === 'ar' ? SKILL_LIBRARY_ARABIC[question.id]! : [question.text, question.options];
    return { text, options, correct: question.correct };
  });
/** The correct option of a library question, found by the text the page shows in `language` (the page never receives it). */
const correctOptionOf = (language: Language, text: string): string => {
  const question = libraryWording(language).find((candidate) => candidate.text === text);
  if (!question) throw new Error(`not a library question in ${language}: ${text}`);
  return question.options[question.correct]!;
};
/** A personality item as the page words it in `language`. */
const itemWording = (language: Language, item: (typeof IPIP_BIG_FIVE_ITEMS)[number]): string => (language === 'ar' ? IPIP_BIG_FIVE_ARABIC[item.id]! : item.text);
// The library's Arabic keeps code and function names (`typeof null`, VLOOKUP) as written: the company's words, like data.
const LIBRARY_TEXTS = (['en', 'ar'] as const).flatMap((language) => libraryWording(language).flatMap((question) => [question.text, ...question.options]));

/**
 * The journey's candidate rates every personality item 'Very accurate' (5): a trait's score is the mean of 5 for its
 * '+' keyed items and 1 for its '-' keyed ones, worked out here from the instrument's keys rather than by the product's scoring.
 */
const TRAIT_SCORES = [...new Set(IPIP_BIG_FIVE_ITEMS.map((item) => item.trait))].map((trait) => {
  const items = IPIP_BIG_FIVE_ITEMS.filter((item) => item.trait === trait);
  return { trait, score: items.reduce((sum, item) => sum + (item.keyed === '+' ? 5 : 1), 0) / items.length };
});
/** The recruiter reads each stored (English) trait name in the interface language. */
const TRAIT_NAME: Record<(typeof IPIP_BIG_FIVE_ITEMS)[number]['trait'], MessageId> = {
  Extraversion: 'candidateAnswers.bigFive.extraversion',
  Agreeableness: 'candidateAnswers.bigFive.agreeableness',
  Conscientiousness: 'candidateAnswers.bigFive.conscientiousness',
  'Emotional Stability': 'candidateAnswers.bigFive.emotionalStability',
  'Intellect/Imagination': 'candidateAnswers.bigFive.intellect',
};

/** A 1×1 PNG: a screenshot as small as the server's content check accepts. */
const SCREENSHOT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The newest sign-in code e-mailed to `email`, read from the development mailbox's API (its page is in the candidate's language). */
const codeFromMailbox = async (page: Page, email: string): Promise<string> => {
  let code = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev-mailbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
      code = messages.map(({ text }) => /(?<!\d)\d{6}(?!\d)/.exec(text)?.[0]).find(Boolean) ?? '';
      return code;
    }, { message: `a sign-in code in the mail to ${email}` })
    .not.toBe('');
  return code;
};

const SCREENS = {
  desktop: { viewport: { width: 1400, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} satisfies Record<string, BrowserContextOptions>;

const RUNS: ReadonlyArray<{ screen: keyof typeof SCREENS; language: Language }> = [
  { screen: 'desktop', language: 'en' },
  { screen: 'phone', language: 'ar' },
];

/** The job's first stage holds one task of every kind a candidate does (ids: the recorder's route takes UUIDs only). */
const tasksOf = (stamp: number) => {
  const text = {
    welcome: 'Welcome to Demo Company! Here is what happens next.',
    years: 'Years of experience with TypeScript?',
    relocate: 'Can you relocate to Dubai?',
    start: 'When could you start?',
    startChoice: 'In one month',
    portfolio: 'Your portfolio',
    coverLetter: 'Cover letter',
    videoQuestion: 'Why do you want this role?',
    audioQuestion: 'Tell us about a project you are proud of.',
    photoQuestion: 'A photo for your badge',
    brief: 'Build a small REST API for a to-do list.',
    invitation: `Your next steps at Demo Company ${stamp}`,
    personality: 'Work style questionnaire',
    problem: `The assignment brief does not say which language to use (${stamp}).`,
  };
  const question = (fields: Record<string, unknown>) => ({ description: '', options: [], expected: null, optional: false, autoArchive: false, confidential: false, currency: null, fileType: null, ...fields });
  const tasks = [
    { id: crypto.randomUUID(), type: 'WELCOME_PAGE', message: text.welcome, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    // A minute for two questions: thirty seconds each, kept by the server.
    { id: crypto.randomUUID(), type: 'SKILL_BASED_TEST', skillBlocks: [{ skill: 'SQL', questionCount: 1 }, { skill: 'TypeScript', questionCount: 1 }], passPercentage: 50, allowedMinutes: 1 },
    {
      id: crypto.randomUUID(),
      type: 'SHORTLISTING_QUESTIONS',
      questions: [
        // The stage archives under-qualified candidates by this one; the candidate passes it.
        question({ id: 'years', title: text.years, answerType: 'NUMERIC', expected: { type: 'MINIMUM', min: 3 }, autoArchive: true }),
        question({ id: 'relocate', title: text.relocate, answerType: 'YES_NO', expected: { type: 'YES_NO', answer: true } }),
      ],
    },
    {
      id: crypto.randomUUID(),
      type: 'COLLECT_INFORMATION',
      questions: [
        question({ id: 'start', title: text.start, answerType: 'SINGLE_SELECT', options: ['Immediately', text.startChoice, 'In three months'] }),
        question({ id: 'portfolio', title: text.portfolio, answerType: 'FILE_UPLOAD', fileType: 'PDF' }),
      ],
    },
    { id: crypto.randomUUID(), type: 'FILE_UPLOAD', title: text.coverLetter, fileType: 'PDF' },
    {
      id: crypto.randomUUID(),
      type: 'VIDEO_QUESTIONS',
      // The request's question shape is the screening questions' (an answer type is required), as the wizard sends it.
      questions: [
        { id: crypto.randomUUID(), title: text.videoQuestion, answerType: 'SINGLE_LINE_TEXT', retakes: 1, media: 'VIDEO' },
        { id: crypto.randomUUID(), title: text.audioQuestion, answerType: 'SINGLE_LINE_TEXT', retakes: 1, media: 'AUDIO' },
        { id: crypto.randomUUID(), title: text.photoQuestion, answerType: 'SINGLE_LINE_TEXT', retakes: 1, media: 'PHOTO' },
      ],
    },
    // 1440 hours (the most a job allows): sixty of the test stack's one-second days, longer than the journey.
    { id: crypto.randomUUID(), type: 'HOME_ASSIGNMENT', instructions: text.brief, hoursToSubmit: 1440, expectedDurationHours: 3, daysToHearBack: 5 },
    { id: crypto.randomUUID(), type: 'AUTO_SEND_INVITATION_EMAIL', subject: text.invitation, body: 'Please complete your tasks on our careers site.' },
  ];
  // The next stage, opened once the recruiter moves the candidate on: the personality questionnaire, a screening quiz
  // of its own stage, so its 7-day clock starts when the candidate enters that stage.
  const nextStageTasks = [{ id: crypto.randomUUID(), type: 'PSYCHOMETRIC_TEST', testName: text.personality }];
  return { text, tasks, nextStageTasks };
};

/** The candidate's own browser: its screen, and the page's console errors in the test's output. */
const candidateBrowser = async (browser: Browser, screen: keyof typeof SCREENS) => {
  const context = await browser.newContext(SCREENS[screen]);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`candidate page: ${message.text()}`);
  });
  return { context, page };
};

/**
 * Issue 12's "done when": a company job whose first stage holds every task a candidate does — the welcome page,
 * screening questions (one auto-archives the under-qualified; this candidate qualifies), collect-information
 * questions with a file, a file upload, a timed skill-based quiz, video / audio / photo answers and a home
 * assignment, and an invitation e-mail — is applied for from the public career page with a CV, and every task is
 * done from the hub, once on a desktop in English and once on a phone in Arabic (right to left, no English left on
 * the candidate's pages). Axe (serious/critical) on each candidate page. Then the recruiter reads it all in the
 * profile's 'Candidate answers' (in the run's language) and downloads the video answer.
 *
 * The quiz comes first: in the test stack a day lasts one second, so the 7-day quiz rejection archives an
 * application whose quiz is not started within 7 s of applying. The journey shows it did not: the application is
 * still active at the end.
 *
 * The personality questionnaire (IPIP Big-Five, 50 items) sits in the next stage: the recruiter moves the candidate
 * on, which starts that stage's own 7-day clock, and the candidate starts it at once; the profile shows the trait
 * scores. (In one stage with the skill test, both would have to be started within the same 7 s.)
 *
 * On the home assignment's page the candidate reports a problem with a screenshot; it reaches the company's admin by e-mail.
 *
 * After the quiz the candidate sets a reminder ('Remind me later', three test days on); by the end of the tasks its
 * e-mail has arrived and the reminder page says it was sent.
 */
for (const { screen, language } of RUNS) {
  test(`a candidate applies from the career page and completes every task type on a ${screen} in ${language === 'en' ? 'English' : 'Arabic'}; the recruiter sees the results`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const say = wordsOf(language);
    const stamp = Date.now();
    const jobName = `Every Task Engineer ${stamp}`;
    const email = `every.task.${screen}.${stamp}@example.com`;
    const { text, tasks, nextStageTasks } = tasksOf(stamp);

    // The recruiter sets up the job through the API, as the wizard would.
    await signIn(page, DEMO.recruiter);
    const api = await apiOf(page);
    const created = await api.post('/company-roles', { name: jobName });
    const draft = await api.get(`/company-roles/${created.id}?afterPosition=${created.position}`);
    const stage = (draft.stages as Array<{ id: string; name: string }>).find((candidate) => candidate.name === 'Application')!;
    await api.put(`/company-roles/${created.id}/stages/${stage.id}/candidate-tasks`, { tasks });
    await api.put(`/company-roles/${created.id}/stages/${stage.id}/automations`, { archiveUnresponsiveAfterDays: null, invitationEmail: true, autoArchiveUnderQualified: true });
    const nextStage = (draft.stages as Array<{ id: string; name: string }>).find((candidate) => candidate.name === 'Screening')!;
    await api.put(`/company-roles/${created.id}/stages/${nextStage.id}/candidate-tasks`, { tasks: nextStageTasks });
    await api.patch(`/company-roles/publish/${created.id}`);

    // What the company and the candidate wrote: the only English an Arabic page may hold.
    const data = [jobName, stage.name, email, 'Layla', 'Haddad', 'Demo Company', ...Object.values(text), 'Immediately', 'In three months', 'SQL', 'TypeScript', 'cover-letter.pdf', 'portfolio.pdf', 'Layla CV.pdf', 'problem.png', nextStage.name, ...LIBRARY_TEXTS];
    const { context, page: candidate } = await candidateBrowser(browser, screen);
    const checkPage = async (where: string) => {
      await expect(candidate.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // Nothing wider than the screen: a phone scrolls down, never sideways.
      expect(await candidate.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${where} fits the screen's width`).toBeLessThanOrEqual(0);
      await expectSettledAccessible(candidate, 'main', where);
      if (language === 'ar') await expectNoEnglish(candidate, data, where);
    };

    // The career page, in the run's language (the switcher in the page's header), lists the job once its read model has it.
    await candidate.goto('/careers/demo-company');
    if (language === 'ar') {
      await candidate.getByRole('button', { name: /Change language/ }).click();
      await candidate.getByRole('menuitemradio', { name: 'العربية - AR' }).click();
      await expect(candidate.locator('html')).toHaveAttribute('lang', 'ar');
    }
    const viewAndApply = candidate.getByRole('link', { name: `${say('careers.viewAndApply')}: ${jobName}` });
    await expect(async () => {
      await candidate.goto(`/careers/demo-company?search=${encodeURIComponent(jobName)}`);
      await expect(viewAndApply).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await checkPage('the career page');
    await viewAndApply.click();
    await expect(candidate.getByRole('heading', { level: 1, name: jobName })).toBeVisible();
    await checkPage('the job page');
    await candidate.getByRole('link', { name: say('careers.job.apply') }).click();

    // The apply portal: the e-mail, the code it was sent, then the form with the CV.
    await expect(candidate.getByRole('heading', { level: 1, name: say('applyPortal.pageTitle') })).toBeVisible();
    await checkPage('the apply portal');
    await candidate.getByRole('textbox', { name: say('applyPortal.email.label') }).fill(email);
    const sent = candidate.waitForResponse((response) => response.url().endsWith('/api/auth/candidate/get-or-create') && response.ok());
    await candidate.getByRole('button', { name: say('applyPortal.email.submit') }).click();
    await sent;
    await candidate.getByRole('textbox', { name: say('applyPortal.code.label') }).fill(await codeFromMailbox(candidate, email));
    await candidate.getByRole('button', { name: say('applyPortal.code.submit') }).click();
    await expect(candidate.getByRole('heading', { name: say('applyPortal.form.basicInfo') })).toBeVisible();
    await candidate.getByTestId('apply-cv-input').setInputFiles({ name: 'Layla CV.pdf', mimeType: 'application/pdf', buffer: await cvOf(['Layla Haddad', `+971 50 123 4567 | ${email}`, 'TypeScript, PostgreSQL']) });
    await expect(candidate.getByText(say('applyPortal.cv.uploaded')).or(candidate.getByText(say('applyPortal.cv.autofillUnavailable')))).toBeVisible();
    await candidate.getByRole('textbox', { name: say('applyPortal.form.firstName') }).fill('Layla');
    await candidate.getByRole('textbox', { name: say('applyPortal.form.lastName') }).fill('Haddad');
    await candidate.getByRole('textbox', { name: say('applyPortal.form.phone') }).fill('+971 501234567');
    await candidate.getByRole('textbox', { name: say('applyPortal.form.countryOfResidence') }).fill('United Arab Emirates');
    await checkPage('the application form');
    await candidate.getByRole('button', { name: say('applyPortal.form.submit') }).click();
    await expect(candidate.getByText(say('applyPortal.done.title'))).toBeVisible();

    // Straight to the quiz (the 7-day rejection's clock runs in seconds here): instructions, confirmation, start.
    await candidate.getByRole('link', { name: say('candidateJourney.seeTasks') }).click();
    await expect(candidate.getByRole('heading', { level: 1, name: say('candidateJourney.heading', { job: jobName }) })).toBeVisible();
    const hubUrl = candidate.url();
    const applicationId = /\/candidate-journey\/[^/]+\/[^/]+\/([0-9a-f-]{36})/.exec(hubUrl)![1]!;
    const open = (task: string) => candidate.getByRole('link', { name: say('candidateJourney.open.label', { task }) });
    await open(say('candidateJourney.task.SKILL_BASED_TEST')).click();
    await expect(candidate.getByRole('heading', { level: 1, name: say('quiz.title.SKILL_BASED_TEST') })).toBeVisible();
    await candidate.getByRole('checkbox', { name: say('quiz.confirm') }).check();
    await candidate.getByRole('button', { name: say('quiz.start') }).click();
    const answerQuestion = async (number: number) => {
      await expect(candidate.getByRole('heading', { level: 2, name: say('quiz.questionOf', { number, count: 2 }) })).toBeVisible();
      const question = (await candidate.locator('legend').first().innerText()).trim();
      await candidate.getByRole('radiogroup').getByRole('radio', { name: correctOptionOf(language, question), exact: true }).check();
      await candidate.getByRole('button', { name: say('quiz.submitAnswer') }).click();
    };
    await expect(candidate.getByRole('heading', { level: 2, name: say('quiz.questionOf', { number: 1, count: 2 }) })).toBeVisible();
    await expect(candidate.getByRole('timer')).toBeVisible();
    await checkPage('a quiz question');
    await answerQuestion(1);
    await answerQuestion(2);
    await expect(candidate.getByText(say('quiz.answeredAll'))).toBeVisible();
    await candidate.getByRole('button', { name: say('quiz.submit') }).click();
    await expect(candidate.getByText(say('quiz.done'))).toBeVisible();
    await checkPage('the quiz’s end');
    const backToTasks = () => candidate.getByRole('link', { name: say('candidateJourney.backToTasks') }).click();
    await backToTasks();

    // The hub: the video is still to do, so the application is received partially.
    await expect(candidate.getByText(say('candidateJourney.receipt.RECEIVED_PARTIALLY'))).toBeVisible();
    await expect(candidate.getByText(say('candidateJourney.stage', { stage: stage.name }))).toBeVisible();
    await checkPage('the hub');
    const backAtHub = async () => {
      await expect(candidate).toHaveURL(hubUrl.split('?')[0]!);
      await expect(candidate.getByText(say('candidateJourney.submitted'))).toBeVisible();
    };

    // 'Remind me later': on the reminder page the candidate picks a time three days on, on their own clock, and is
    // told when it is set for; the page reads back that time in their zone. The reminder process e-mails them
    // then — three of the test stack's one-second days — checked once the tasks are done.
    await candidate.getByRole('link', { name: say('candidateJourney.setReminder') }).click();
    await expect(candidate.getByRole('heading', { level: 1, name: say('candidateReminder.title') })).toBeVisible();
    const reminderUrl = candidate.url();
    const picked = await candidate.evaluate((locale) => {
      const at = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
      at.setSeconds(0, 0);
      const two = (value: number) => String(value).padStart(2, '0');
      return {
        value: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`,
        shown: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(at),
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
    }, language);
    // The device's zone is named on the page as it is (e.g. UTC), like the candidate's own data.
    data.push(picked.timeZone);
    const setReminder = candidate.getByRole('button', { name: say('candidateReminder.save') });
    await expect(setReminder).toBeVisible();
    await candidate.getByLabel(say('candidateReminder.date')).fill(picked.value);
    await checkPage('the reminder page');
    const isReminderCall = (method: string) => (response: Response) => response.request().method() === method && response.url().includes('/api/candidate-journey/reminders/');
    const setting = candidate.waitForResponse(isReminderCall('PUT'));
    const readBack = candidate.waitForResponse(isReminderCall('GET'));
    await setReminder.click();
    expect((await setting).status()).toBe(200);
    expect(await (await readBack).json()).toMatchObject({ jobName, stageName: stage.name, localDateTime: picked.value, timeZone: picked.timeZone, sentAt: null });
    await expect(candidate.getByRole('status').filter({ hasText: say('candidateReminder.saved') })).toHaveText(
      `${say('candidateReminder.saved')} ${say('candidateReminder.current', { date: picked.shown })}`,
    );
    await checkPage('the reminder set');
    await candidate.goto(hubUrl);
    await expect(candidate.getByRole('heading', { level: 1, name: say('candidateJourney.heading', { job: jobName }) })).toBeVisible();

    // The welcome page.
    await open(say('candidateJourney.task.WELCOME_PAGE')).click();
    await expect(candidate.getByText(text.welcome)).toBeVisible();
    await expect(candidate.getByRole('link', { name: say('candidateJourney.welcome.video') })).toHaveAttribute('href', /youtube\.com/);
    await checkPage('the welcome page');
    await candidate.getByRole('button', { name: say('candidateJourney.welcome.continue') }).click();
    await backAtHub();

    // The screening questions, the auto-archive one answered above its minimum.
    await open(say('candidateJourney.task.SHORTLISTING_QUESTIONS')).click();
    await expect(candidate.getByRole('heading', { level: 1, name: say('candidateJourney.task.SHORTLISTING_QUESTIONS') })).toBeVisible();
    await candidate.getByRole('textbox', { name: text.years }).fill('6');
    await candidate.getByRole('radio', { name: say('candidateJourney.questions.yes') }).check();
    await checkPage('the screening questions');
    await candidate.getByRole('button', { name: say('candidateJourney.submit') }).click();
    await backAtHub();

    // The collect-information questions: a choice and a file.
    await open(say('candidateJourney.task.COLLECT_INFORMATION')).click();
    await expect(candidate.getByRole('heading', { level: 1, name: say('candidateJourney.task.COLLECT_INFORMATION') })).toBeVisible();
    await candidate.getByRole('radio', { name: text.startChoice }).check();
    await candidate.locator('input[type="file"][data-question="portfolio"]').setInputFiles({ name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: await cvOf(['Portfolio of Layla Haddad']) });
    await expect(candidate.getByRole('status').filter({ hasText: 'portfolio.pdf' })).toBeVisible();
    await checkPage('the collect-information questions');
    await candidate.getByRole('button', { name: say('candidateJourney.submit') }).click();
    await backAtHub();

    // The file upload.
    await open(text.coverLetter).click();
    await expect(candidate.getByRole('heading', { level: 1, name: text.coverLetter })).toBeVisible();
    await candidate.locator('main input[type="file"]').setInputFiles({ name: 'cover-letter.pdf', mimeType: 'application/pdf', buffer: await cvOf(['Dear hiring team, I would love to join.']) });
    await expect(candidate.getByRole('heading', { name: say('candidateJourney.upload.files') })).toBeVisible();
    await expect(candidate.getByText('cover-letter.pdf')).toBeVisible();
    await checkPage('the file upload');
    await candidate.getByRole('button', { name: say('candidateJourney.submit') }).click();
    await backAtHub();

    // The recorder: instructions, practice skipped, then a video, an audio and a photo answer with Chromium's fake devices.
    await open(say('candidateJourney.task.VIDEO_QUESTIONS')).click();
    await expect(candidate.getByRole('heading', { level: 1, name: say('videoAnswers.heading', { job: jobName }) })).toBeVisible();
    await expect(candidate.getByText(say('videoAnswers.instructions.count', { count: 3 }))).toBeVisible();
    await checkPage('the recorder’s instructions');
    await candidate.getByRole('button', { name: say('videoAnswers.instructions.start') }).click();
    await candidate.getByRole('button', { name: say('videoAnswers.practice.done') }).click();
    const status = candidate.getByRole('status', { name: say('videoAnswers.recorder.status') });
    const record = async (title: string, turnOn: MessageId) => {
      await expect(candidate.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await candidate.getByRole('button', { name: say(turnOn) }).click();
      await candidate.getByRole('button', { name: say('videoAnswers.action.record') }).click();
      // A second of recording, read off the recorder's own clock.
      await expect(status).toContainText(/0:0[1-9]/);
      await candidate.getByRole('button', { name: say('videoAnswers.action.stop') }).click();
      await expect(status).toHaveText(say('videoAnswers.state.published'), { timeout: 30_000 });
    };
    await record(text.videoQuestion, 'videoAnswers.action.enable');
    await checkPage('a saved video answer');
    await candidate.getByRole('button', { name: say('videoAnswers.question.next') }).click();
    await record(text.audioQuestion, 'videoAnswers.action.enableAudio');
    await candidate.getByRole('button', { name: say('videoAnswers.question.next') }).click();
    await expect(candidate.getByRole('heading', { level: 2, name: text.photoQuestion })).toBeVisible();
    await candidate.getByRole('button', { name: say('videoAnswers.action.enable') }).click();
    await candidate.getByRole('button', { name: say('videoAnswers.action.photo') }).click();
    await expect(status).toHaveText(say('videoAnswers.state.published'), { timeout: 30_000 });
    await expect(candidate.getByRole('img', { name: say('videoAnswers.playback') })).toBeVisible();
    await candidate.getByRole('button', { name: say('videoAnswers.question.review') }).click();
    await expect(candidate.getByText(say('videoAnswers.confirm.answered', { take: 1 }))).toHaveCount(3);
    await checkPage('the recorder’s confirmation');
    await candidate.getByRole('button', { name: say('videoAnswers.confirm.submit') }).click();
    await expect(candidate.getByText(say('videoAnswers.completed'))).toBeVisible();
    await backToTasks();
    // The quiz and the video done, the application is received in full.
    await expect(candidate.getByText(say('candidateJourney.receipt.RECEIVED'))).toBeVisible();

    // The home assignment: the confirmation, the brief, a link handed in.
    await open(say('candidateJourney.task.HOME_ASSIGNMENT')).click();
    await expect(candidate.getByRole('heading', { level: 1, name: say('homeAssignment.title') })).toBeVisible();

    // 'Report a problem' from the assignment's page: a description and a screenshot, stored and mailed to the company's admins.
    await candidate.getByRole('button', { name: say('issueReport.open') }).click();
    const reportDialog = candidate.getByRole('dialog', { name: say('issueReport.title') });
    await reportDialog.getByRole('textbox', { name: say('issueReport.description') }).fill(text.problem);
    await reportDialog.getByTestId('issue-report-files').setInputFiles({ name: 'problem.png', mimeType: 'image/png', buffer: SCREENSHOT });
    await expect(reportDialog.getByText('problem.png')).toBeVisible();
    await expectSettledAccessible(candidate, '[role="dialog"]', 'the report-a-problem dialog');
    if (language === 'ar') await expectNoEnglish(candidate, data, 'the report-a-problem dialog', '[role="dialog"]');
    await reportDialog.getByRole('button', { name: say('issueReport.send') }).click();
    await expect(candidate.getByRole('status').filter({ hasText: say('issueReport.sent') })).toBeVisible();
    await expect(reportDialog).toBeHidden();
    await checkPage('the home assignment with its problem reported');
    await expect
      .poll(async () => {
        const response = await candidate.request.get(`/api/dev-mailbox?to=${encodeURIComponent(DEMO.admin)}`);
        const { messages } = (await response.json()) as { messages: Array<{ subject: string; text: string }> };
        const report = messages.find((message) => message.subject === `A candidate reported a problem: ${jobName}`);
        return report ? [report.text.includes(text.problem), report.text.includes(email), report.text.includes('Attached files: problem.png')] : null;
      }, { message: 'the problem report in the company admin’s mail' })
      .toEqual([true, true, true]);
    await candidate.getByRole('checkbox', { name: say('homeAssignment.start.confirm') }).check();
    await candidate.getByRole('button', { name: say('homeAssignment.start.action') }).click();
    await expect(candidate.getByText(text.brief)).toBeVisible();
    await candidate.getByRole('textbox', { name: say('homeAssignment.link') }).fill('https://github.com/layla/todo-api');
    await checkPage('the home assignment');
    await candidate.getByRole('button', { name: say('homeAssignment.submit') }).click();
    await candidate.getByRole('dialog', { name: say('homeAssignment.confirm.title') }).getByRole('button', { name: say('homeAssignment.confirm.action') }).click();
    await expect(candidate.getByText(say('homeAssignment.done.title'))).toBeVisible();
    await backToTasks();

    // Every task done (the hub read again on coming back); the invitation e-mail arrived.
    await expect(candidate.getByText(say('candidateJourney.status.COMPLETED'), { exact: true })).toHaveCount(7);
    await checkPage('the hub with every task done');
    await expect
      .poll(async () => {
        const response = await candidate.request.get(`/api/dev-mailbox?to=${encodeURIComponent(email)}`);
        return ((await response.json()) as { messages: Array<{ subject: string }> }).messages.map((message) => message.subject);
      })
      .toContain(text.invitation);

    // The reminder went out when its timer ended: the e-mail links back to the hub, and the reminder page says it was sent.
    await expect
      .poll(async () => {
        const response = await candidate.request.get(`/api/dev-mailbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await response.json()) as { messages: Array<{ subject: string; text: string }> };
        return messages.find((message) => message.subject === `Reminder: your application for ${jobName}`)?.text.includes(new URL(hubUrl).pathname) ?? false;
      }, { message: 'the reminder in the candidate’s mail' })
      .toBe(true);
    const reminderRead = candidate.waitForResponse(isReminderCall('GET'));
    await candidate.goto(reminderUrl);
    expect(await (await reminderRead).json()).toMatchObject({ localDateTime: picked.value, sentAt: expect.any(String) });
    await expect(candidate.getByRole('alert').filter({ hasText: say('candidateReminder.sent', { date: '|' }).split('|')[0]!.trim() })).toBeVisible();
    await checkPage('the reminder sent');

    // The recruiter moves the candidate on to the next stage; its personality questionnaire starts a 7-day clock of its
    // own (seven seconds here), so the candidate, told their next step, starts it straight away.
    await expect(async () => {
      const { revision } = await api.get(`/job-applications/${applicationId}`);
      await api.post(`/job-applications/${applicationId}/move-to-stage`, { stageId: nextStage.id, expectedRevision: revision });
    }).toPass({ timeout: 15_000 });
    await candidate.goto(hubUrl);
    await expect(candidate.getByText(say('candidateJourney.stage', { stage: nextStage.name }))).toBeVisible();
    await open(text.personality).click();
    await expect(candidate.getByRole('heading', { level: 1, name: say('quiz.title.PSYCHOMETRIC_TEST') })).toBeVisible();
    await expect(candidate.getByText(say('quiz.instructions.psychometric'))).toBeVisible();
    await candidate.getByRole('checkbox', { name: say('quiz.confirm') }).check();
    await candidate.getByRole('button', { name: say('quiz.start') }).click();
    const items = IPIP_BIG_FIVE_ITEMS.length;
    for (const [index, item] of IPIP_BIG_FIVE_ITEMS.entries()) {
      // The instrument's items in its own order, each rated on the IPIP's five-point scale.
      await expect(candidate.getByRole('heading', { level: 2, name: say('quiz.questionOf', { number: index + 1, count: items }) })).toBeVisible();
      // In the candidate's language: the Arabic page shows the items' Arabic wording.
      await expect(candidate.locator('legend')).toHaveText(itemWording(language, item));
      if (index === 0) await checkPage('a personality item');
      await candidate.getByRole('radiogroup').getByRole('radio', { name: say('quiz.likert.4'), exact: true }).check();
      await candidate.getByRole('button', { name: say('quiz.submitAnswer') }).click();
    }
    await expect(candidate.getByText(say('quiz.answeredAll'))).toBeVisible();
    await candidate.getByRole('button', { name: say('quiz.submit') }).click();
    await expect(candidate.getByText(say('quiz.done'))).toBeVisible();
    await backToTasks();
    await expect(candidate.getByText(say('candidateJourney.status.COMPLETED'), { exact: true })).toHaveCount(1);
    await expect(candidate.getByText(say('candidateJourney.receipt.RECEIVED'))).toBeVisible();
    await checkPage('the next stage’s hub');
    await context.close();

    // The automations judged the answers: qualified, so neither the under-qualified rule nor either stage's quiz rejection archived it.
    const history = await api.get(`/job-applications/${applicationId}/history?take=100`);
    expect(history.items.map((item: { type: string }) => item.type)).not.toContain('ApplicationArchived');

    // The recruiter reads it all on the profile, in the run's language.
    await page.goto(`/recruiter/candidate-profile/${applicationId}`);
    await setLanguage(page, language);
    const answers = page.getByRole('region', { name: say('candidateAnswers.title') });
    const article = (name: string) => answers.getByRole('article', { name });
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: say('profile.tab.profile') }).click();
      await expect(answers.getByRole('article')).toHaveCount(8, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(article(say('candidateJourney.task.WELCOME_PAGE')).getByText(say('candidateAnswers.welcomeRead'))).toBeVisible();
    const screening = article(say('candidateJourney.task.SHORTLISTING_QUESTIONS'));
    await expect(screening.getByText(say('candidateAnswers.qualified'), { exact: true })).toBeVisible();
    await expect(screening.getByText(say('candidateAnswers.met'))).toHaveCount(2);
    const details = article(say('candidateJourney.task.COLLECT_INFORMATION'));
    await expect(details.getByText(text.startChoice)).toBeVisible();
    await expect(details.getByRole('button', { name: say('candidateAnswers.file', { name: 'portfolio.pdf' }) })).toBeVisible();
    await expect(article(text.coverLetter).getByRole('button', { name: say('candidateAnswers.file', { name: 'cover-letter.pdf' }) })).toBeVisible();
    const quiz = article(say('candidateJourney.task.SKILL_BASED_TEST'));
    await expect(quiz.getByText(say('candidateAnswers.score', { correct: 2, total: 2, percent: 100, pass: 50 }))).toBeVisible();
    await expect(quiz.getByText(say('candidateAnswers.passed'), { exact: true })).toBeVisible();
    const video = article(say('candidateJourney.task.VIDEO_QUESTIONS'));
    for (const media of ['VIDEO', 'AUDIO', 'PHOTO'] as const)
      await expect(video.getByText(say('candidateAnswers.takes', { media: say(`candidateAnswers.media.${media}`), takes: 1 }))).toBeVisible();
    await expect(article(say('candidateJourney.task.HOME_ASSIGNMENT')).getByRole('link', { name: 'https://github.com/layla/todo-api' })).toBeVisible();
    const personality = article(text.personality);
    for (const { trait, score } of TRAIT_SCORES)
      await expect(
        personality.getByText(say('candidateAnswers.trait', { trait: say(TRAIT_NAME[trait]), score: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(score), max: 5 })),
      ).toBeVisible();
    await expect(personality.getByText(say('candidateAnswers.instrument', { instrument: say('candidateAnswers.instrument.ipipBigFive') }))).toBeVisible();
    await expectSettledAccessible(page, 'main', 'the profile’s candidate answers');

    // The video answer downloads as the recording it is.
    const videoAnswer = video.getByRole('definition').filter({ hasText: say('candidateAnswers.takes', { media: say('candidateAnswers.media.VIDEO'), takes: 1 }) });
    const downloading = page.waitForEvent('download');
    await videoAnswer.getByRole('button').click();
    const download = await downloading;
    const bytes = (await (await download.createReadStream()).toArray()).reduce((size: number, chunk: Buffer) => size + chunk.length, 0);
    expect(download.suggestedFilename()).toMatch(/\.webm$/);
    expect(bytes).toBeGreaterThan(1000);
    await setLanguage(page, 'en');
  });
}
