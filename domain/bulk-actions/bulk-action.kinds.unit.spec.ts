import { isReversible, kindDeclaration } from './bulk-action.kinds';
import type { ApplicationItemState } from './application-item-state';

const before: ApplicationItemState = {
  jobId: 'job-1',
  stageId: 's1',
  stageName: 'Screening',
  status: 'ACTIVE',
  archivalReasonId: null,
  reason: null,
  ownerId: 'u1',
  ownerName: 'Ada',
  tags: [],
  origin: 'sourced',
  source: 'LinkedIn',
};
const job = { jobId: 'job-2', name: 'Designer', status: 'PUBLISHED' as const, stages: [] };
const context = { bulkActionId: 'b1', applicationId: 'a1', item: before, job, itemId: 'i1' };

describe('bulk action kinds: origin, source, job, e-mail, delete, parse CVs', () => {
  it('refuses a missing or unknown choice with the spec’s messages', () => {
    expect(() => kindDeclaration('origin-change').parameters({ origin: 'nowhere' })).toThrow('Please select origin');
    expect(() => kindDeclaration('source-change').parameters({ source: '  ' })).toThrow('Please input source');
    expect(() => kindDeclaration('source-change').parameters({ source: 'x'.repeat(256) })).toThrow('Source can be at most 255 characters');
    expect(() => kindDeclaration('job-change').parameters({})).toThrow('Please select job');
    expect(() => kindDeclaration('send-email').parameters({ subject: 'Hi', body: ' ' })).toThrow('Please enter the e-mail subject and body');
  });

  it('sends the single actions’ e-mails only when asked, and the invitation by default as the single move does', () => {
    const archive = kindDeclaration('archive-change');
    expect(archive.followUpEmail!(archive.parameters({ archivalReasonId: 'r1', reason: 'Not a fit' }))).toBeNull();
    expect(archive.followUpEmail!(archive.parameters({ archivalReasonId: 'r1', reason: 'Not a fit', sendRejectionEmail: true }))).toBe('rejection');
    const progress = kindDeclaration('progress-stage-change');
    expect(progress.followUpEmail!(progress.parameters({ stageId: 's2' }))).toBe('invitation');
    expect(progress.followUpEmail!(progress.parameters({ stageId: 's2', sendInvitationEmail: false }))).toBeNull();
  });

  it('restores origin, source and job as they were; delete, e-mail and parse CVs cannot be undone', () => {
    expect(kindDeclaration('origin-change').restore!(before, {}, context)).toEqual([{ type: 'ChangeApplicationOriginSource', data: { origin: 'sourced' } }]);
    expect(kindDeclaration('source-change').restore!(before, {}, context)).toEqual([{ type: 'ChangeApplicationOriginSource', data: { source: 'LinkedIn' } }]);
    // A result recorded before origins could change holds none: nothing to restore.
    expect(kindDeclaration('origin-change').restore!({ ...before, origin: undefined }, {}, context)).toEqual([]);
    const prior = { jobId: 'job-1', name: 'Engineer', status: 'PUBLISHED' as const, stages: [] };
    expect(kindDeclaration('job-change').restore!(before, {}, { ...context, priorJob: prior })).toEqual([
      { type: 'MoveApplicationToJob', data: { job: prior, stageId: 's1' } },
    ]);
    expect(['delete-applications', 'send-email', 'parse-cvs'].map((kind) => isReversible(kind as never))).toEqual([false, false, false]);
  });
});
