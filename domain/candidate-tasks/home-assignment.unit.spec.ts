import type { DecisionContext } from '../shared';
import {
  checkAssignmentLink,
  HOME_ASSIGNMENT_MESSAGES,
  homeAssignmentDecider,
  type HomeAssignmentCommand,
  type HomeAssignmentEvent,
  type HomeAssignmentState,
} from './home-assignment';
import type { TaskResponseRef } from './task-response.events';

const REF: TaskResponseRef = {
  responseId: 'r-1',
  applicationId: 'a-1',
  candidateId: 'c-1',
  jobId: 'j-1',
  stageId: 's-1',
  taskId: 't-1',
  taskType: 'HOME_ASSIGNMENT',
};
const START = new Date('2026-11-24T08:00:00.000Z');
const at = (iso: string): DecisionContext => ({ now: new Date(iso), actor: { kind: 'candidate', id: 'c-1', name: 'Layla' }, companyId: 'co-1' });

const run = (history: HomeAssignmentEvent[]) => history.reduce(homeAssignmentDecider.evolve, homeAssignmentDecider.initialState());
const decide = (history: HomeAssignmentEvent[], command: HomeAssignmentCommand, iso = '2026-11-24T09:00:00.000Z') =>
  homeAssignmentDecider.decide(command, run(history), at(iso));
const started = () => decide([], { type: 'StartHomeAssignment', data: { ref: REF, hoursToSubmit: 48 } }, START.toISOString());

describe('home assignment', () => {
  it('starts the clock on the confirmation: the deadline is hoursToSubmit later; a second start changes nothing', () => {
    const events = started();
    expect(events).toEqual([{ type: 'CandidateTaskStarted', data: { ...REF, startedAt: START.toISOString(), deadline: '2026-11-26T08:00:00.000Z' } }]);
    expect(decide(events, { type: 'StartHomeAssignment', data: { ref: REF, hoursToSubmit: 48 } })).toEqual([]);
  });

  it('takes a link and files before the deadline, as the HOME_ASSIGNMENT result', () => {
    const [event] = decide(started(), { type: 'SubmitHomeAssignment', data: { link: ' https://github.com/layla/solution ', fileIds: ['f-1', 'f-1'] } });
    expect(event).toMatchObject({
      type: 'CandidateTaskCompleted',
      data: { ...REF, result: { kind: 'HOME_ASSIGNMENT', link: 'https://github.com/layla/solution', fileIds: ['f-1'], autoSubmitted: false }, qualified: null },
    });
  });

  it.each([
    ['javascript:alert(1)', HOME_ASSIGNMENT_MESSAGES.linkInvalid],
    ['ftp://example.com/x', HOME_ASSIGNMENT_MESSAGES.linkInvalid],
    ['not a url', HOME_ASSIGNMENT_MESSAGES.linkInvalid],
    [`https://example.com/${'a'.repeat(990)}`, HOME_ASSIGNMENT_MESSAGES.linkTooLong],
  ])('refuses the link #%#', (link, message) => {
    expect(() => checkAssignmentLink(link)).toThrow(message);
    expect(() => decide(started(), { type: 'SubmitHomeAssignment', data: { link, fileIds: [] } })).toThrow(message);
  });

  it('refuses an empty submission, a submission before the start, a second submission and one after the deadline', () => {
    expect(() => decide(started(), { type: 'SubmitHomeAssignment', data: { link: '', fileIds: [] } })).toThrow(HOME_ASSIGNMENT_MESSAGES.nothingToSubmit);
    expect(() => decide([], { type: 'SubmitHomeAssignment', data: { link: 'https://a.example', fileIds: [] } })).toThrow(HOME_ASSIGNMENT_MESSAGES.notStarted);
    const submitted = [...started(), ...decide(started(), { type: 'SubmitHomeAssignment', data: { link: 'https://a.example', fileIds: [] } })];
    expect(() => decide(submitted, { type: 'SubmitHomeAssignment', data: { link: 'https://b.example', fileIds: [] } })).toThrow(HOME_ASSIGNMENT_MESSAGES.alreadySubmitted);
    expect(() =>
      decide(started(), { type: 'SubmitHomeAssignment', data: { link: 'https://a.example', fileIds: [] } }, '2026-11-26T08:00:00.001Z'),
    ).toThrow(HOME_ASSIGNMENT_MESSAGES.timeIsUp);
  });

  it('auto-submits what was saved when the time runs out, and does nothing when already submitted or never started', () => {
    const draft = decide(started(), { type: 'SaveHomeAssignmentDraft', data: { link: 'https://gitlab.example/layla', fileIds: ['f-2'] } });
    expect(draft).toMatchObject([{ type: 'HomeAssignmentDraftSaved', data: { link: 'https://gitlab.example/layla', fileIds: ['f-2'] } }]);
    const history = [...started(), ...draft];
    const [auto] = decide(history, { type: 'AutoSubmitHomeAssignment', data: {} }, '2026-11-26T08:00:00.000Z');
    expect(auto).toMatchObject({ type: 'CandidateTaskCompleted', data: { result: { kind: 'HOME_ASSIGNMENT', link: 'https://gitlab.example/layla', fileIds: ['f-2'], autoSubmitted: true } } });
    expect(decide([...history, auto!], { type: 'AutoSubmitHomeAssignment', data: {} })).toEqual([]);
    expect(decide([], { type: 'AutoSubmitHomeAssignment', data: {} })).toEqual([]);
    const state = run([...history, auto!]) as Extract<HomeAssignmentState, { status: 'SUBMITTED' }>;
    expect(state).toMatchObject({ status: 'SUBMITTED', autoSubmitted: true, submittedAt: '2026-11-26T08:00:00.000Z' });
  });

  it('an unchanged draft records nothing', () => {
    const history = [...started(), ...decide(started(), { type: 'SaveHomeAssignmentDraft', data: { link: 'https://a.example', fileIds: [] } })];
    expect(decide(history, { type: 'SaveHomeAssignmentDraft', data: { link: 'https://a.example', fileIds: [] } })).toEqual([]);
  });
});
