import { Client, Connection } from '@temporalio/client';
import { skillQuestion } from '@ats/domain/candidate-tasks';
import { taskResponseId } from '@ats/infra/candidate-tasks/task-response-id';
import { candidateSession } from './candidate-session';
import { candidateInput, createPublishedJob, createTestCompany, eventually, stageNamed, type ApiClient, type TestCompany, workflowResult } from './support';

type QuizState = {
  status: string;
  questionCount: number;
  secondsPerQuestion: number;
  answeredCount: number;
  autoSubmitted: boolean;
  current: { index: number; questionId: string; options: string[]; remainingSeconds: number } | null;
  answerTimedOut?: boolean;
};

/**
 * The candidate's quiz end to end on the real stack (spec 03 §2.3 "Quiz", §4, §5/§8 "Quiz"; 02 §4.4): candidate
 * tokens reach only their own application's current stage; the server keeps the time; the recruiter reads the
 * score; the quiz-time-limit run auto-submits; the 7-day quiz rejection (7 s here: ATS_DAY_MS=1000) archives a
 * candidate who never took it, as the automation, and spares one who did.
 */
describe('candidate quiz', () => {
  let company: TestCompany;
  let connection: Connection;
  let temporal: Client;

  /** A published job whose Application stage holds a skill-based test of `allowedMinutes`. */
  const jobWithQuiz = async (name: string, allowedMinutes: number, skillBlocks = [{ skill: 'SQL', questionCount: 2 }, { skill: 'TypeScript', questionCount: 1 }]) => {
    const job = await createPublishedJob(company.admin, name);
    const application = stageNamed(job, 'Application');
    const configured = await company.admin.put(`/company-roles/${job.id}/stages/${application.id}/candidate-tasks`, {
      tasks: [{ id: 'skill-quiz', type: 'SKILL_BASED_TEST', skillBlocks, passPercentage: 50, allowedMinutes }],
    });
    expect(configured.status).toBe(200);
    return { job, stageId: application.id };
  };

  /** A candidate added to the Application stage, with their own candidate session. */
  const candidateIn = async (jobId: string, stageId: string) => {
    const email = `quiz.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
    const added = await company.admin.post<{ id: string }>('/job-applications', candidateInput(jobId, { stageId, email }));
    expect(added.status).toBe(201);
    const session = await candidateSession(email);
    const path = `/candidate-quizzes/${added.body.id}/${stageId}/skill-quiz`;
    // The candidate's pages find the application through the candidate list.
    await eventually(async () => (await session.api.get(path)).status === 200);
    return { applicationId: added.body.id, api: session.api, path };
  };

  const state = async (api: ApiClient, path: string) => (await api.get<QuizState>(path)).body;

  beforeAll(async () => {
    company = await createTestCompany('quiz');
    connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS });
    temporal = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('takes the quiz one question at a time on the server’s clock; the recruiter reads the score; 7 days later only the candidate who never took it is archived', async () => {
    const { job, stageId } = await jobWithQuiz('Quiz Engineer', 3);
    // The taker starts within the 7 "days" (seconds) of entering the stage.
    const taker = await candidateIn(job.id, stageId);
    expect(await state(taker.api, taker.path)).toMatchObject({ status: 'NOT_STARTED', questionCount: 3, secondsPerQuestion: 60, current: null });
    const unticked = await taker.api.post(`${taker.path}/start`, { confirmed: false });
    expect(unticked.status).toBe(400);
    expect(await state(taker.api, taker.path)).toMatchObject({ status: 'NOT_STARTED' });

    const started = await taker.api.post<QuizState>(`${taker.path}/start`, { confirmed: true });
    expect(started.status).toBe(200);

    // another candidate's token and a staff token reach nothing
    const idle = await candidateIn(job.id, stageId);
    expect((await idle.api.get(taker.path)).status).toBe(404);
    expect((await idle.api.post(`${taker.path}/answer`, { questionId: started.body.current?.questionId, choice: 0 })).status).toBe(404);
    expect((await company.admin.get(taker.path)).status).toBe(403);
    expect((await taker.api.get(`/candidate-quizzes/${taker.applicationId}/${stageId}/another-task`)).status).toBe(404);
    expect(started.body).toMatchObject({ status: 'IN_PROGRESS', answeredCount: 0, current: { index: 0 } });
    expect(started.body.current!.remainingSeconds).toBeLessThanOrEqual(60);
    // The client never receives the correct option.
    expect(JSON.stringify(started.body)).not.toMatch(/correct/);

    const noChoice = await taker.api.post(`${taker.path}/answer`, { questionId: started.body.current!.questionId, choice: null });
    expect(noChoice.status).toBe(400);
    expect(noChoice.body.message).toBe('Please choose the answer before submitting');
    const notServed = await taker.api.post(`${taker.path}/answer`, { questionId: 'ga-01', choice: 0 });
    expect(notServed.status).toBe(409);
    expect((await taker.api.post(`${taker.path}/submit`, {})).status).toBe(409);

    let current = started.body.current;
    while (current) {
      const answered = await taker.api.post<QuizState>(`${taker.path}/answer`, { questionId: current.questionId, choice: skillQuestion(current.questionId)!.correct });
      expect(answered.status).toBe(200);
      expect(answered.body.answerTimedOut).toBe(false);
      current = answered.body.current;
    }
    expect(await state(taker.api, taker.path)).toMatchObject({ status: 'ANSWERED_ALL', answeredCount: 3 });
    const submitted = await taker.api.post<QuizState>(`${taker.path}/submit`, {});
    expect(submitted.body).toMatchObject({ status: 'COMPLETED', autoSubmitted: false });

    // the recruiter's 'Candidate answers'
    const answers = await eventually(async () => {
      const response = await company.admin.get(`/job-applications/${taker.applicationId}/candidate-answers`);
      return response.body.items?.find((item: { status: string; taskId: string }) => item.taskId === 'skill-quiz' && item.status === 'COMPLETED');
    });
    expect(answers).toMatchObject({
      qualified: true,
      result: { kind: 'SKILL_BASED_TEST', correct: 3, total: 3, scorePercent: 100, passPercentage: 50, autoSubmitted: false, blocks: [{ skill: 'SQL', correct: 2, total: 2 }, { skill: 'TypeScript', correct: 1, total: 1 }] },
    });

    // 7 "days" on: the candidate who never took the quiz is archived by the automation, the taker is not
    const idleRun = `quiz-rejection:${idle.applicationId}:${stageId}:0`;
    expect(await workflowResult(temporal, idleRun)).toBe('REJECTED');
    const history = (await company.admin.get(`/job-applications/${idle.applicationId}/history`)).body.items as Array<{ type: string; actor: unknown; summary: string }>;
    const archived = history.find((item) => item.type === 'ApplicationArchived')!;
    expect(archived.actor).toEqual({ kind: 'automation', id: idleRun, name: idleRun });
    expect(archived.summary).toContain('because the screening quiz in Application was not taken within 7 day(s)');
    expect(await workflowResult(temporal, `quiz-rejection:${taker.applicationId}:${stageId}:0`)).toBe('QUIZ_TAKEN');
    expect((await company.admin.get(`/job-applications/${taker.applicationId}`)).body).toMatchObject({ status: 'ACTIVE' });
    // Findable by application in the Temporal UI.
    const found: string[] = [];
    for await (const execution of temporal.workflow.list({ query: `AtsApplicationId = '${idle.applicationId}' AND AtsProcess = 'quiz-rejection'` })) found.push(execution.workflowId);
    expect(found).toEqual([idleRun]);
    // An archived application takes no more answers.
    expect((await idle.api.get(idle.path)).status).toBe(404);
  });

  it('records a late answer as timed out and moves on; the quiz-time-limit run auto-submits at the overall limit', async () => {
    // 0.2 minute for two questions: 6 seconds each.
    const { job, stageId } = await jobWithQuiz('Quick Quiz Engineer', 0.2, [{ skill: 'Excel', questionCount: 2 }]);
    const candidate = await candidateIn(job.id, stageId);
    const started = (await candidate.api.post<QuizState>(`${candidate.path}/start`, { confirmed: true })).body;
    expect(started).toMatchObject({ status: 'IN_PROGRESS', secondsPerQuestion: 6 });
    const first = started.current!.questionId;
    // The server moves on when the first question's time runs out; an answer for it is late once the
    // latency allowance (ANSWER_GRACE_MS, 2 s) is past too: 3 s into the second question.
    await eventually(async () => {
      const { current } = await state(candidate.api, candidate.path);
      return current?.index === 1 && current.remainingSeconds <= 3;
    }, 15_000);
    const late = await candidate.api.post<QuizState>(`${candidate.path}/answer`, { questionId: first, choice: 0 });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ answerTimedOut: true, answeredCount: 1 });

    const responseId = taskResponseId(candidate.applicationId, stageId, 'skill-quiz');
    expect(await workflowResult(temporal, `quiz-time-limit:${responseId}`)).toBe('AUTO_SUBMITTED');
    expect(await state(candidate.api, candidate.path)).toMatchObject({ status: 'COMPLETED', autoSubmitted: true });
    const answers = await eventually(async () => {
      const response = await company.admin.get(`/job-applications/${candidate.applicationId}/candidate-answers`);
      return response.body.items?.find((item: { status: string }) => item.status === 'COMPLETED');
    });
    expect(answers).toMatchObject({ qualified: false, result: { kind: 'SKILL_BASED_TEST', correct: 0, total: 2, autoSubmitted: true } });
  });

  it('takes the psychometric test: the IPIP items on a 1–5 scale, scored per trait with reverse keying, judging nobody', async () => {
    const job = await createPublishedJob(company.admin, 'Personality Engineer');
    const stageId = stageNamed(job, 'Application').id;
    expect(
      (await company.admin.put(`/company-roles/${job.id}/stages/${stageId}/candidate-tasks`, { tasks: [{ id: 'big-five', type: 'PSYCHOMETRIC_TEST', testName: 'Big Five' }] })).status,
    ).toBe(200);
    const email = `psy.${Date.now()}@example.com`;
    const added = await company.admin.post<{ id: string }>('/job-applications', candidateInput(job.id, { stageId, email }));
    const session = await candidateSession(email);
    const path = `/candidate-quizzes/${added.body.id}/${stageId}/big-five`;
    await eventually(async () => (await session.api.get(path)).status === 200);
    expect(await state(session.api, path)).toMatchObject({ quizType: 'PSYCHOMETRIC_TEST', testName: 'Big Five', questionCount: 50, secondsPerQuestion: 60 });
    let current = (await session.api.post<QuizState>(`${path}/start`, { confirmed: true })).body.current;
    expect(current).toMatchObject({ text: 'Am the life of the party.', scale: 'LIKERT_5' });
    while (current) {
      // "Very accurate" to every item.
      const answered = await session.api.post<QuizState>(`${path}/answer`, { questionId: current.questionId, choice: 4 });
      expect(JSON.stringify(answered.body)).not.toMatch(/keyed|trait/);
      current = answered.body.current;
    }
    expect((await session.api.post<QuizState>(`${path}/submit`, {})).body).toMatchObject({ status: 'COMPLETED' });
    const answers = await eventually(async () => {
      const response = await company.admin.get(`/job-applications/${added.body.id}/candidate-answers`);
      return response.body.items?.find((item: { status: string }) => item.status === 'COMPLETED');
    });
    expect(answers).toMatchObject({
      qualified: null,
      result: { kind: 'PSYCHOMETRIC_TEST', autoSubmitted: false, traits: [{ trait: 'Extraversion', score: 3, max: 5 }, { trait: 'Agreeableness', score: 3.4 }, { trait: 'Conscientiousness', score: 3.4 }, { trait: 'Emotional Stability', score: 1.8 }, { trait: 'Intellect/Imagination', score: 3.8 }] },
    });
  });
});
