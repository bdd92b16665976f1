import { candidateAddedToJob } from '../applications/application.fixtures';
import { foldEvents, streamCategory, streamEntityId, streamId } from '../shared';
import { itemStateOf } from './application-item-state';
import type { RequestBulkAction } from './bulk-action.commands';
import { bulkActionDecider, type BulkActionState } from './bulk-action.decider';
import { BULK_ACTION_MESSAGES } from './bulk-action.errors';
import type { BulkActionEvent } from './bulk-action.events';
import { BULK_ACTION_KINDS } from './bulk-action.kinds';
import { canClearPanel, progressBarStatusOf, progressText } from './bulk-action.display';

const requester = { userId: 'user-1', name: 'Rania Haddad', roles: ['COMPANY_ADMIN'], permissions: [], companyPermissions: [], collaboratorPermissions: [] };
const request = (overrides: Partial<RequestBulkAction['data']> = {}): RequestBulkAction => ({
  type: 'RequestBulkAction',
  data: {
    bulkActionId: 'bulk-1',
    kind: 'archive-change',
    applicationIds: ['a1', 'a2', 'a3'],
    parameters: { archivalReasonId: 'reason-1', reason: 'Not a fit' },
    requester,
    undoOf: null,
    ...overrides,
  },
});
const stateOf = (events: BulkActionEvent[]): BulkActionState => foldEvents(bulkActionDecider.evolve, bulkActionDecider.initialState(), events);
const decide = (command: Parameters<typeof bulkActionDecider.decide>[0], events: BulkActionEvent[]) =>
  bulkActionDecider.decide(command, stateOf(events), { now: new Date(), actor: { kind: 'user', id: 'user-1', name: 'R' }, companyId: 'c1' });
const requested = () => decide(request(), []);
const succeeded = (applicationId: string) => ({
  applicationId,
  outcome: 'SUCCEEDED' as const,
  before: itemStateOf([candidateAddedToJob({ applicationId })])!,
  revisionAfter: 1,
});

describe('bulk action decider', () => {
  it('records the request with the selection once each and the choice as validated', () => {
    const [event] = decide(request({ applicationIds: ['a1', 'a2', 'a1'] }), []);
    expect(event).toMatchObject({ type: 'BulkActionRequested', data: { applicationIds: ['a1', 'a2'], parameters: { archivalReasonId: 'reason-1', reason: 'Not a fit' } } });
  });

  it.each([
    ['no application', { applicationIds: [] }, BULK_ACTION_MESSAGES.noSelection],
    ['more than 500', { applicationIds: Array.from({ length: 501 }, (_, index) => `a${index}`) }, BULK_ACTION_MESSAGES.tooMany],
    ['no archive reason', { parameters: {} }, 'Please select archive reason'],
    ['no owner', { kind: 'owner-change' as const, parameters: { ownerId: ' ' } }, 'Please select owner'],
    ['no stage', { kind: 'progress-stage-change' as const, parameters: {} }, 'Please select stage'],
    ['no tags', { kind: 'add-or-remove-tags' as const, parameters: { add: [' '], remove: [] } }, 'Please enter new or existing tags'],
    ['a tag with a comma', { kind: 'add-or-remove-tags' as const, parameters: { add: ['a,b'] } }, 'A tag cannot contain a comma'],
    ['an empty comment', { kind: 'add-comment' as const, parameters: { text: '' } }, 'Please write some comment'],
  ])('refuses %s with the spec message', (_name, overrides, message) => {
    expect(() => decide(request(overrides), [])).toThrow(message);
  });

  it('accepts exactly 500 applications', () => {
    expect(decide(request({ applicationIds: Array.from({ length: 500 }, (_, index) => `a${index}`) }), [])).toHaveLength(1);
  });

  it('refuses a second request on the same stream', () => {
    expect(() => decide(request(), requested())).toThrow(BULK_ACTION_MESSAGES.alreadyRequested);
  });

  it('records each item once: a retried chunk and ids outside the selection add nothing', () => {
    const first = decide({ type: 'RecordBulkItems', data: { results: [succeeded('a1'), { applicationId: 'a2', outcome: 'FAILED', reason: 'x' }] } }, requested());
    expect(first).toHaveLength(1);
    const history = [...requested(), ...first];
    expect(decide({ type: 'RecordBulkItems', data: { results: [succeeded('a1'), succeeded('zz')] } }, history)).toEqual([]);
    const third = decide({ type: 'RecordBulkItems', data: { results: [succeeded('a1'), { applicationId: 'a3', outcome: 'SKIPPED', reason: 'already' }] } }, history);
    expect(third[0]).toMatchObject({ data: { results: [{ applicationId: 'a3', outcome: 'SKIPPED' }] } });
  });

  it('finishes with the counts, the unprocessed ones of a cancelled action apart', () => {
    const history = [
      ...requested(),
      ...decide({ type: 'RecordBulkItems', data: { results: [succeeded('a1')] } }, requested()),
    ];
    const cancelled = [...history, ...decide({ type: 'CancelBulkAction', data: {} }, history)];
    expect(decide({ type: 'CancelBulkAction', data: {} }, cancelled)).toEqual([]);
    const [finished] = decide({ type: 'FinishBulkAction', data: {} }, cancelled);
    expect(finished).toEqual({
      type: 'BulkActionFinished',
      data: { bulkActionId: 'bulk-1', cancelled: true, succeeded: 1, failed: 0, skipped: 0, notProcessed: 2 },
    });
    const done = [...cancelled, finished];
    expect(decide({ type: 'FinishBulkAction', data: {} }, done)).toEqual([]);
    expect(() => decide({ type: 'CancelBulkAction', data: {} }, done)).toThrow(BULK_ACTION_MESSAGES.alreadyFinished);
    expect(decide({ type: 'RecordBulkItems', data: { results: [succeeded('a2')] } }, done)).toEqual([]);
    // Cancelled is finished: what it applied before the cancel can be undone (issue 9: 'a finished or cancelled bulk action').
    expect(decide({ type: 'RequestBulkActionUndo', data: { undoBulkActionId: 'bulk-2' } }, done)).toEqual([
      { type: 'BulkActionUndoRequested', data: { bulkActionId: 'bulk-1', undoBulkActionId: 'bulk-2' } },
    ]);
  });

  it('undoes a finished reversible action once, and only one with a succeeded item', () => {
    const running = [...requested(), ...decide({ type: 'RecordBulkItems', data: { results: [succeeded('a1')] } }, requested())];
    expect(() => decide({ type: 'RequestBulkActionUndo', data: { undoBulkActionId: 'bulk-2' } }, running)).toThrow(BULK_ACTION_MESSAGES.notFinished);
    const finished = [...running, ...decide({ type: 'FinishBulkAction', data: {} }, running)];
    const undone = decide({ type: 'RequestBulkActionUndo', data: { undoBulkActionId: 'bulk-2' } }, finished);
    expect(undone).toEqual([{ type: 'BulkActionUndoRequested', data: { bulkActionId: 'bulk-1', undoBulkActionId: 'bulk-2' } }]);
    expect(() => decide({ type: 'RequestBulkActionUndo', data: { undoBulkActionId: 'bulk-3' } }, [...finished, ...undone])).toThrow(
      BULK_ACTION_MESSAGES.alreadyUndone,
    );
    const noneSucceeded = [...requested(), ...decide({ type: 'FinishBulkAction', data: {} }, requested())];
    expect(() => decide({ type: 'RequestBulkActionUndo', data: { undoBulkActionId: 'b' } }, noneSucceeded)).toThrow(BULK_ACTION_MESSAGES.nothingToUndo);
    const undo = decide(request({ bulkActionId: 'bulk-2', kind: 'undo', parameters: {}, undoOf: 'bulk-1' }), []);
    const undoFinished = [...undo, ...decide({ type: 'FinishBulkAction', data: {} }, undo)];
    expect(() => decide({ type: 'RequestBulkActionUndo', data: { undoBulkActionId: 'b' } }, undoFinished)).toThrow(BULK_ACTION_MESSAGES.notReversible);
  });

  it('clears a finished action from the panel, not a running one', () => {
    expect(() => decide({ type: 'ClearBulkAction', data: {} }, requested())).toThrow(BULK_ACTION_MESSAGES.notFinished);
    const finished = [...requested(), ...decide({ type: 'FinishBulkAction', data: {} }, requested())];
    expect(decide({ type: 'ClearBulkAction', data: {} }, finished)).toEqual([{ type: 'BulkActionCleared', data: { bulkActionId: 'bulk-1' } }]);
  });
});

describe('bulk action kinds', () => {
  const item = itemStateOf([
    candidateAddedToJob(),
    { type: 'ApplicationArchived', data: { archivalReasonId: 'r1', reason: 'Overqualified' } },
    { type: 'ApplicationTagsChanged', data: { tags: ['Java', 'Remote'] } },
  ])!;
  const context = {
    bulkActionId: 'bulk-1',
    applicationId: 'app-1',
    item: { ...item, tags: ['Java', 'Senior'] },
    job: { jobId: 'job-1', name: 'Backend Engineer', status: 'PUBLISHED' as const, stages: [] },
    itemId: 'item-1',
  };

  it('restores the archived state and reason an unarchive removed', () => {
    expect(BULK_ACTION_KINDS.unarchive.restore!(item, {}, context)).toEqual([
      { type: 'ArchiveApplication', data: { archivalReasonId: 'r1', reason: 'Overqualified', sendRejectionEmail: false } },
    ]);
  });

  it('restores the tags as they were: adds the removed, removes the added', () => {
    expect(BULK_ACTION_KINDS['add-or-remove-tags'].restore!(item, {}, context)).toEqual([
      { type: 'ChangeApplicationTags', data: { add: ['Remote'], remove: ['Senior'] } },
    ]);
  });

  it('restores the owner and the stage, and deletes the comment it added', () => {
    expect(BULK_ACTION_KINDS['owner-change'].restore!(item, {}, context)).toEqual([
      { type: 'ChangeApplicationOwner', data: { owner: { id: 'user-1', name: 'Rania Haddad' } } },
    ]);
    expect(BULK_ACTION_KINDS['progress-stage-change'].restore!(item, {}, context)[0]).toMatchObject({ data: { stageId: 's0' } });
    expect(BULK_ACTION_KINDS['add-comment'].restore!(item, {}, context)).toEqual([{ type: 'DeleteComment', data: { commentId: 'item-1' } }]);
  });
});

describe('progress text (spec 01 §4.10)', () => {
  it.each([
    [{ progressBarStatus: 'completed', completedCount: 3, failedCount: 0, totalCount: 3 }, { main: 'of', failed: null }],
    [{ progressBarStatus: 'failed', completedCount: 0, failedCount: 3, totalCount: 3 }, { main: 'none', failed: 3 }],
    [{ progressBarStatus: 'failed', completedCount: 1, failedCount: 2, totalCount: 3 }, { main: 'of', failed: 2 }],
    [{ progressBarStatus: 'inprogress', completedCount: 0, failedCount: 1, totalCount: 3 }, { main: 'inProgress', failed: 1 }],
    [{ progressBarStatus: 'inprogress', completedCount: 2, failedCount: 0, totalCount: 3 }, { main: 'of', failed: null }],
  ] as const)('%o reads %o', (counts, expected) => {
    expect(progressText(counts)).toEqual(expected);
  });

  it('is failed only when every item failed, and clears only when all are done', () => {
    expect(progressBarStatusOf({ finished: true, processed: 3, failed: 3, total: 3 })).toBe('failed');
    expect(progressBarStatusOf({ finished: true, processed: 3, failed: 1, total: 3 })).toBe('completed');
    expect(progressBarStatusOf({ finished: false, processed: 0, failed: 0, total: 3 })).toBe('started');
    expect(canClearPanel([{ progressBarStatus: 'completed' }, { progressBarStatus: 'inprogress' }])).toBe(false);
    expect(canClearPanel([{ progressBarStatus: 'completed' }, { progressBarStatus: 'failed' }])).toBe(true);
  });
});

describe('the bulk-action stream', () => {
  it('is its own category, so its topic is ats.bulk-action.v1, and its id the trailing UUID', () => {
    const id = '0b8a3c52-5f8e-4d3e-9a57-2f1c3b4d5e6f';
    expect(streamCategory(streamId('bulk-action', id))).toBe('bulk-action');
    expect(streamEntityId(streamId('bulk-action', id))).toBe(id);
    expect(streamCategory(streamId('application', id))).toBe('application');
    expect(streamCategory('jobpostings-x')).toBe('jobpostings');
  });
});
