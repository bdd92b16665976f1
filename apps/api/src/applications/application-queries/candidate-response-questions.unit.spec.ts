import type { Question, Stage } from '@ats/domain/jobs';
import { candidateResponseQuestions } from './candidate-response-questions';
import { parseCandidateResponseFilters } from './candidate-list-filters.request.dto';

const question = (id: string, answerType: Question['answerType'], extra: Partial<Question> = {}): Question => ({
  id,
  title: id,
  description: '',
  answerType,
  options: [],
  expected: null,
  optional: false,
  autoArchive: false,
  confidential: false,
  currency: null,
  fileType: null,
  ...extra,
});

const stage = (id: string, tasks: Stage['tasks']): Stage => ({ id, name: `Stage ${id}`, kind: null, locked: false, automations: {} as Stage['automations'], tasks });

const STAGES: Stage[] = [
  stage('s1', [
    {
      id: 't1',
      type: 'SHORTLISTING_QUESTIONS',
      questions: [
        question('level', 'SINGLE_SELECT', { options: ['Junior', 'Senior'] }),
        question('salary', 'CURRENCY', { currency: 'AED', confidential: true }),
        question('cv', 'FILE_UPLOAD', { fileType: 'pdf' }),
      ],
    },
    { id: 't2', type: 'WELCOME_PAGE', message: 'Hi', videoUrl: null },
  ]),
  stage('s2', [{ id: 't3', type: 'COLLECT_INFORMATION', questions: [question('relocate', 'YES_NO')] }]),
];

describe('candidate-response questions offered by the filter options', () => {
  it('lists the questions of shortlisting and collect-information tasks in pipeline order, without file uploads', () => {
    expect(candidateResponseQuestions('job-1', STAGES, null).map((item) => [item.questionId, item.answerType, item.stageId, item.options, item.currency])).toEqual([
      ['level', 'SINGLE_SELECT', 's1', ['Junior', 'Senior'], null],
      ['salary', 'CURRENCY', 's1', [], 'AED'],
      ['relocate', 'YES_NO', 's2', [], null],
    ]);
  });

  it('offers a confidential question only to a reader with confidential access somewhere in the job', () => {
    const ids = (confidential: Parameters<typeof candidateResponseQuestions>[2]) =>
      candidateResponseQuestions('job-1', STAGES, confidential).map((item) => item.questionId);
    expect(ids({ wholeJobIds: [], stages: [] })).toEqual(['level', 'relocate']);
    expect(ids({ wholeJobIds: ['job-2'], stages: [{ jobId: 'job-2', stageId: 's1' }] })).toEqual(['level', 'relocate']);
    expect(ids({ wholeJobIds: ['job-1'], stages: [] })).toEqual(['level', 'salary', 'relocate']);
    expect(ids({ wholeJobIds: [], stages: [{ jobId: 'job-1', stageId: 's2' }] })).toEqual(['level', 'salary', 'relocate']);
  });
});

describe('parseCandidateResponseFilters', () => {
  it('reads values and ranges, and an empty list', () => {
    expect(parseCandidateResponseFilters('[]')).toEqual([]);
    expect(parseCandidateResponseFilters('[{"questionId":"level","values":["Senior"]},{"questionId":"years","min":3},{"questionId":"salary","min":1,"max":2}]')).toEqual([
      { questionId: 'level', values: ['Senior'] },
      { questionId: 'years', min: 3, max: undefined },
      { questionId: 'salary', min: 1, max: 2 },
    ]);
  });

  it.each([
    ['not JSON', '{nope'],
    ['not a list', '{"questionId":"a","values":["x"]}'],
    ['neither values nor range', '[{"questionId":"a"}]'],
    ['both values and range', '[{"questionId":"a","values":["x"],"max":1}]'],
    ['no values', '[{"questionId":"a","values":[]}]'],
    ['a value not text', '[{"questionId":"a","values":[true]}]'],
    ['a reversed range', '[{"questionId":"a","min":2,"max":1}]'],
    ['a number as text', '[{"questionId":"a","min":"2"}]'],
    ['a number beyond the editor’s', '[{"questionId":"a","max":1e12}]'],
    ['an unknown key', '[{"questionId":"a","values":["x"],"fieldId":"b"}]'],
    ['a blank question', '[{"questionId":" ","values":["x"]}]'],
    ['a null item', '[null]'],
  ])('refuses %s', (_case, value) => {
    expect(parseCandidateResponseFilters(value)).toBeNull();
  });
});
