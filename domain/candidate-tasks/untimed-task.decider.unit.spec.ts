import type { Question } from '../jobs/candidate-tasks';
import { deciderSpecification, testContext } from '../testing/decider-specification';
import { meetsExpectation, questionAnswerErrors } from './question-answers';
import type { CandidateTaskLifecycleEvent, TaskResponseRef } from './task-response.events';
import { handedInFileRefusal, untimedTaskDecider, type UntimedTask } from './untimed-task.decider';
import { describeCandidateTaskEvent } from './task-response.history';

const context = testContext({ actor: { kind: 'candidate', id: 'cand-1', name: 'Candidate' } });
const spec = deciderSpecification(untimedTaskDecider, context);
const at = context.now.toISOString();

const question = (id: string, overrides: Partial<Question> = {}): Question => ({
  id,
  title: `Question ${id}`,
  description: '',
  answerType: 'SINGLE_LINE_TEXT',
  options: [],
  expected: null,
  optional: false,
  autoArchive: false,
  confidential: false,
  currency: null,
  fileType: null,
  ...overrides,
});

const years = question('years', { answerType: 'NUMERIC', expected: { type: 'MINIMUM', min: 3 }, autoArchive: true });
const relocate = question('relocate', { answerType: 'YES_NO', expected: { type: 'YES_NO', answer: true }, autoArchive: true });
const stack = question('stack', { answerType: 'MULTI_SELECT', options: ['TS', 'Go', 'Rust'], expected: { type: 'OPTIONS', options: ['TS', 'Go'], match: 'ALL' } });
const salary = question('salary', { answerType: 'CURRENCY', currency: 'SAR', confidential: true, optional: true });
const portfolio = question('portfolio', { answerType: 'FILE_UPLOAD', fileType: 'pdf', optional: true });

const shortlisting: UntimedTask = { id: 'task-1', type: 'SHORTLISTING_QUESTIONS', questions: [years, relocate, stack, salary, portfolio] };
const ref = (taskType: UntimedTask['type'] = 'SHORTLISTING_QUESTIONS'): TaskResponseRef => ({
  responseId: 'resp-1',
  applicationId: 'app-1',
  candidateId: 'cand-1',
  jobId: 'job-1',
  stageId: 'stage-1',
  taskId: 'task-1',
  taskType,
});
const startedEvent: CandidateTaskLifecycleEvent = { type: 'CandidateTaskStarted', data: { ...ref(), startedAt: at, deadline: null } };

const submit = (answers: Array<{ questionId: string; value: unknown; fileId?: string | null }>, task: UntimedTask = shortlisting) => ({
  type: 'SubmitUntimedTask' as const,
  data: { ref: ref(task.type), task, submission: { kind: 'QUESTIONS' as const, answers: answers as never } },
});

const goodAnswers = [
  { questionId: 'years', value: 5 },
  { questionId: 'relocate', value: true },
  { questionId: 'stack', value: ['Go', 'TS'] },
  { questionId: 'portfolio', value: 'portfolio.pdf', fileId: 'file-1' },
];

describe('untimed candidate task decider', () => {
  it('starts once: a second open changes nothing', () => {
    spec.given([]).when({ type: 'StartUntimedTask', data: { ref: ref() } }).then([startedEvent]);
    spec.given([startedEvent]).when({ type: 'StartUntimedTask', data: { ref: ref() } }).thenNothingHappens();
  });

  it('completes with every question judged and qualified when every auto-archive question is met', () => {
    spec
      .given([startedEvent])
      .when(submit(goodAnswers))
      .then([
        {
          type: 'CandidateTaskCompleted',
          data: {
            ...ref(),
            completedAt: at,
            qualified: true,
            result: {
              kind: 'QUESTIONS',
              answers: [
                { questionId: 'years', title: 'Question years', answerType: 'NUMERIC', value: 5, fileId: null, meetsExpectation: true, confidential: false },
                { questionId: 'relocate', title: 'Question relocate', answerType: 'YES_NO', value: true, fileId: null, meetsExpectation: true, confidential: false },
                { questionId: 'stack', title: 'Question stack', answerType: 'MULTI_SELECT', value: ['Go', 'TS'], fileId: null, meetsExpectation: true, confidential: false },
                { questionId: 'salary', title: 'Question salary', answerType: 'CURRENCY', value: null, fileId: null, meetsExpectation: null, confidential: true },
                { questionId: 'portfolio', title: 'Question portfolio', answerType: 'FILE_UPLOAD', value: 'portfolio.pdf', fileId: 'file-1', meetsExpectation: null, confidential: false },
              ],
            },
          },
        },
      ]);
  });

  it('is not qualified when an auto-archive answer misses its expectation (a non-archiving miss does not count)', () => {
    const [event] = untimedTaskDecider.decide(
      submit([{ questionId: 'years', value: 1 }, { questionId: 'relocate', value: true }, { questionId: 'stack', value: ['TS'] }]),
      { status: 'STARTED' },
      context,
    ).filter((candidate) => candidate.type === 'CandidateTaskCompleted');
    expect(event!.data).toMatchObject({ qualified: false });
    const stackOnly = untimedTaskDecider.decide(
      submit([{ questionId: 'years', value: 3 }, { questionId: 'relocate', value: true }, { questionId: 'stack', value: ['TS'] }]),
      { status: 'STARTED' },
      context,
    )[0]!;
    expect(stackOnly.data).toMatchObject({ qualified: true });
  });

  it('starts and completes in one decision when submitted without opening first', () => {
    const events = untimedTaskDecider.decide(submit(goodAnswers), untimedTaskDecider.initialState(), context);
    expect(events.map((event) => event.type)).toEqual(['CandidateTaskStarted', 'CandidateTaskCompleted']);
  });

  it('refuses a second submit with a clear message', () => {
    const completed = untimedTaskDecider.decide(submit(goodAnswers), { status: 'STARTED' }, context);
    spec.given([startedEvent, ...completed]).when(submit(goodAnswers)).thenRefuses('candidate-task-already-submitted', 'You have already submitted this task');
  });

  it("refuses a mandatory question left empty: 'Please enter all mandatory fields', and 'Provide your response' on the question", () => {
    spec.given([startedEvent]).when(submit(goodAnswers.filter((answer) => answer.questionId !== 'relocate'))).thenRefuses('candidate-task-answers-invalid', 'Please enter all mandatory fields');
    expect(questionAnswerErrors(shortlisting.questions, [{ questionId: 'years', value: '  ' }])).toMatchObject({
      years: 'Provide your response',
      relocate: 'Provide your response',
      stack: 'Provide your response',
    });
  });

  it.each([
    ['a number as text', { questionId: 'years', value: '5' }],
    ['a negative number', { questionId: 'years', value: -1 }],
    ['an option the question does not offer', { questionId: 'stack', value: ['TS', 'Cobol'] }],
    ['a repeated option', { questionId: 'stack', value: ['TS', 'TS'] }],
    ['a yes/no as text', { questionId: 'relocate', value: 'yes' }],
    ['a file answer without a file', { questionId: 'portfolio', value: 'x.pdf', fileId: null }],
    ['an answer to a question the task does not ask', { questionId: 'forged', value: 'x' }],
  ])("refuses %s: 'Please enter valid input'", (_label, wrong) => {
    const answers = [...goodAnswers.filter((answer) => answer.questionId !== wrong.questionId), wrong];
    spec.given([startedEvent]).when(submit(answers)).thenRefuses('candidate-task-answers-invalid', 'Please enter valid input');
  });

  it('bounds text answers: a link under 1000 characters, one line of 1000, many lines of 5000', () => {
    const text = question('about', { answerType: 'SINGLE_LINE_TEXT' });
    const essay = question('essay', { answerType: 'MULTI_LINE_TEXT' });
    expect(questionAnswerErrors([text], [{ questionId: 'about', value: `https://example.com/${'a'.repeat(990)}` }])).toEqual({ about: 'Link must be less than 1000 characters' });
    expect(questionAnswerErrors([text], [{ questionId: 'about', value: 'a'.repeat(1001) }])).toEqual({ about: 'Please enter valid input' });
    expect(questionAnswerErrors([essay], [{ questionId: 'essay', value: 'a\n'.repeat(2000) }])).toEqual({});
    expect(questionAnswerErrors([essay], [{ questionId: 'essay', value: 'a'.repeat(5001) }])).toEqual({ essay: 'Please enter valid input' });
  });

  it('judges expected answers: range, minimum, maximum, any and all options, yes/no', () => {
    expect(meetsExpectation({ type: 'RANGE', min: 2, max: 4 }, 4)).toBe(true);
    expect(meetsExpectation({ type: 'RANGE', min: 2, max: 4 }, 5)).toBe(false);
    expect(meetsExpectation({ type: 'MAXIMUM', max: 10000 }, 12000)).toBe(false);
    expect(meetsExpectation({ type: 'OPTIONS', options: ['A', 'B'], match: 'ANY' }, 'B')).toBe(true);
    expect(meetsExpectation({ type: 'OPTIONS', options: ['A', 'B'], match: 'ANY' }, ['C'])).toBe(false);
    expect(meetsExpectation({ type: 'OPTIONS', options: ['A', 'B'], match: 'ALL' }, ['A'])).toBe(false);
    expect(meetsExpectation({ type: 'YES_NO', answer: false }, false)).toBe(true);
    expect(meetsExpectation({ type: 'MINIMUM', min: 1 }, null)).toBe(false);
    expect(meetsExpectation(null, 3)).toBeNull();
  });

  it('collect-information without auto-archive questions does not judge (qualified null)', () => {
    const task: UntimedTask = { id: 'task-1', type: 'COLLECT_INFORMATION', questions: [question('city')] };
    const [, completed] = untimedTaskDecider.decide(submit([{ questionId: 'city', value: ' Riyadh ' }], task), untimedTaskDecider.initialState(), context);
    expect(completed!.data).toMatchObject({ qualified: null, result: { kind: 'QUESTIONS', answers: [{ value: 'Riyadh' }] } });
  });

  it('a file upload needs at least one file; the welcome page completes as read', () => {
    const upload: UntimedTask = { id: 'task-1', type: 'FILE_UPLOAD', title: 'Certificates', fileType: 'pdf' };
    const uploadSubmit = (fileIds: string[]) => ({ type: 'SubmitUntimedTask' as const, data: { ref: ref('FILE_UPLOAD'), task: upload, submission: { kind: 'FILE_UPLOAD' as const, fileIds } } });
    spec.given([startedEvent]).when(uploadSubmit([])).thenRefuses('candidate-task-answers-invalid', 'Please enter all mandatory fields');
    expect(untimedTaskDecider.decide(uploadSubmit(['f1', 'f1', 'f2']), { status: 'STARTED' }, context)[0]!.data).toMatchObject({ result: { kind: 'FILE_UPLOAD', fileIds: ['f1', 'f2'] }, qualified: null });
    const welcome: UntimedTask = { id: 'task-1', type: 'WELCOME_PAGE', message: 'Hello', videoUrl: null };
    const read = untimedTaskDecider.decide({ type: 'SubmitUntimedTask', data: { ref: ref('WELCOME_PAGE'), task: welcome, submission: { kind: 'WELCOME_PAGE' } } }, { status: 'STARTED' }, context);
    expect(read[0]!.data).toMatchObject({ result: { kind: 'WELCOME_PAGE' }, qualified: null });
    spec
      .given([startedEvent])
      .when({ type: 'SubmitUntimedTask', data: { ref: ref('WELCOME_PAGE'), task: welcome, submission: { kind: 'FILE_UPLOAD', fileIds: ['f1'] } } })
      .thenRefuses('candidate-task-wrong-submission', 'Please enter valid input');
  });

  it("reads past another task type's own events on the stream", () => {
    const state = untimedTaskDecider.evolve({ status: 'STARTED' }, { type: 'QuizQuestionAnswered', data: {} } as never);
    expect(state).toEqual({ status: 'STARTED' });
  });
});

describe('candidate task timeline lines', () => {
  it('says which task started or completed and whether it qualified, never what was answered', () => {
    expect(describeCandidateTaskEvent(startedEvent)).toEqual({
      summary: 'The candidate started the shortlisting questions',
      details: { type: 'CandidateTaskEvent', taskEvent: 'CandidateTaskStarted', responseId: 'resp-1', taskId: 'task-1', taskType: 'SHORTLISTING_QUESTIONS', stageId: 'stage-1', qualified: null, autoSubmitted: false },
    });
    const [completed] = untimedTaskDecider.decide(submit([{ questionId: 'years', value: 1 }, { questionId: 'relocate', value: true }, { questionId: 'stack', value: ['TS'] }]), { status: 'STARTED' }, context);
    const line = describeCandidateTaskEvent(completed!)!;
    expect(line.summary).toBe('The candidate completed the shortlisting questions (not qualified)');
    expect(line.details).toMatchObject({ taskEvent: 'CandidateTaskCompleted', qualified: false });
    expect(JSON.stringify(line)).not.toContain('"value"');
    expect(describeCandidateTaskEvent({ type: 'QuizQuestionAnswered', data: {} })).toBeNull();
  });
});

describe('files handed in against what the task asks for', () => {
  const PDF = 'application/pdf';
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const contentTypes: Record<string, string> = { cv: PDF, letter: DOCX, clip: 'video/webm' };
  const contentTypeOf = (fileId: string) => contentTypes[fileId] ?? null;
  const upload = (fileType: string): UntimedTask => ({ id: 'upload', type: 'FILE_UPLOAD', title: 'Certificates', fileType });

  it('takes the kinds the task asks for, whatever the case of its stored label', () => {
    expect(handedInFileRefusal(upload('pdf'), { kind: 'FILE_UPLOAD', fileIds: ['cv'] }, contentTypeOf)).toBeNull();
    expect(handedInFileRefusal(upload('PDF_OR_DOCX'), { kind: 'FILE_UPLOAD', fileIds: ['cv', 'letter'] }, contentTypeOf)).toBeNull();
  });

  it("refuses any other kind with the spec's '{fileType} must be a {formats}'", () => {
    expect(handedInFileRefusal(upload('PDF'), { kind: 'FILE_UPLOAD', fileIds: ['cv', 'letter'] }, contentTypeOf)).toBe('Certificates must be a PDF');
    expect(handedInFileRefusal(upload('DOCX'), { kind: 'FILE_UPLOAD', fileIds: ['cv'] }, contentTypeOf)).toBe('Certificates must be a Docx');
    expect(handedInFileRefusal(upload('PDF_OR_DOCX'), { kind: 'FILE_UPLOAD', fileIds: ['clip'] }, contentTypeOf)).toBe('Certificates must be a PDF or Docx');
    expect(handedInFileRefusal(upload('PDF'), { kind: 'FILE_UPLOAD', fileIds: ['unknown'] }, contentTypeOf)).toBe('Certificates must be a PDF');
  });

  it('reads a label typed before the choices existed as any document', () => {
    expect(handedInFileRefusal(upload('Scanned copy'), { kind: 'FILE_UPLOAD', fileIds: ['cv', 'letter'] }, contentTypeOf)).toBeNull();
    expect(handedInFileRefusal(upload('Scanned copy'), { kind: 'FILE_UPLOAD', fileIds: ['clip'] }, contentTypeOf)).toBe('Certificates must be a PDF or Docx');
  });

  it("holds a file-upload question to its own file type, naming the question", () => {
    const portfolio = question('portfolio', { title: 'Your portfolio', answerType: 'FILE_UPLOAD', fileType: 'DOCX' });
    const task: UntimedTask = { id: 'questions', type: 'SHORTLISTING_QUESTIONS', questions: [years, portfolio] };
    const answers = (fileId: string) => ({ kind: 'QUESTIONS' as const, answers: [{ questionId: 'years', value: 4, fileId: null }, { questionId: 'portfolio', value: 'x', fileId }] });
    expect(handedInFileRefusal(task, answers('letter'), contentTypeOf)).toBeNull();
    expect(handedInFileRefusal(task, answers('cv'), contentTypeOf)).toBe('Your portfolio must be a Docx');
  });
});
