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

  it('a bulk e-mail carries what the single composer does: Cc, Bcc, attachments, confidential, a time to send it at', () => {
    const sendEmail = kindDeclaration('send-email');
    const choice = sendEmail.parameters({
      subject: 'Hi',
      body: '<p>News</p>',
      cc: [' lead@example.com ', ''],
      bcc: ['audit@example.com'],
      attachmentIds: ['f1', 'f1', 'f2'],
      confidential: true,
      scheduledAt: '2030-01-02T09:00:00+02:00',
    });
    expect(choice).toEqual({
      templateId: null,
      subject: 'Hi',
      body: '<p>News</p>',
      cc: ['lead@example.com'],
      bcc: ['audit@example.com'],
      attachmentIds: ['f1', 'f2'],
      confidential: true,
      scheduledAt: '2030-01-02T07:00:00.000Z',
    });
    expect(sendEmail.command(choice, context)).toEqual({ type: 'SendCandidateEmail', data: choice });
    expect(sendEmail.parameters({ subject: 'Hi', body: '<p>x</p>' })).toMatchObject({ cc: [], bcc: [], attachmentIds: [], confidential: false, scheduledAt: null });
    expect(() => sendEmail.parameters({ subject: 'Hi', body: '<p>x</p>', bcc: ['not an address'] })).toThrow('Please add valid email');
    expect(() => sendEmail.parameters({ subject: 'Hi', body: '<p>x</p>', cc: Array.from({ length: 11 }, (_, index) => `c${index}@example.com`) })).toThrow(
      'Please add at most 10 email addresses',
    );
    expect(() => sendEmail.parameters({ subject: 'Hi', body: '<p>x</p>', attachmentIds: Array.from({ length: 11 }, (_, index) => `f${index}`) })).toThrow(
      'Please attach at most 10 files',
    );
    expect(() => sendEmail.parameters({ subject: 'Hi', body: '<p>x</p>', scheduledAt: 'soon' })).toThrow('Please choose a valid date and time');
  });

  it('sends the single actions’ e-mails only when asked, and the invitation by default as the single move does', () => {
    const archive = kindDeclaration('archive-change');
    expect(archive.followUpEmail!(archive.parameters({ archivalReasonId: 'r1', reason: 'Not a fit' }))).toBeNull();
    expect(archive.followUpEmail!(archive.parameters({ archivalReasonId: 'r1', reason: 'Not a fit', sendRejectionEmail: true }))).toBe('rejection');
    const progress = kindDeclaration('progress-stage-change');
    expect(progress.followUpEmail!(progress.parameters({ stageId: 's2' }))).toBe('invitation');
    expect(progress.followUpEmail!(progress.parameters({ stageId: 's2', sendInvitationEmail: false }))).toBeNull();
  });

  it('progressing with the invitation e-mail asked for refuses a stage without one with the spec’s message; left out, nothing is refused', () => {
    const progress = kindDeclaration('progress-stage-change');
    const automations = (invitationEmail: boolean) => ({ invitationEmail }) as never;
    const stages = [
      { id: 's2', name: 'Screening', automations: automations(true) },
      { id: 's3', name: 'Interview', automations: automations(false) },
    ] as never;
    const withStages = { ...context, job: { ...job, stages } };
    const message = 'There is no invitation email added for this stage. Please edit the job to add an invitation email.';
    expect(progress.refusal!(progress.parameters({ stageId: 's3', sendInvitationEmail: true }), withStages)).toBe(message);
    expect(progress.refusal!(progress.parameters({ stageId: 's2', sendInvitationEmail: true }), withStages)).toBeNull();
    expect(progress.refusal!(progress.parameters({ stageId: 's3' }), withStages)).toBeNull();
    expect(progress.refusal!(progress.parameters({ stageId: 's3', sendInvitationEmail: false }), withStages)).toBeNull();
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

describe('bulk action kinds: a comment', () => {
  const comment = kindDeclaration('add-comment');

  it('keeps the composer’s @mention tokens, so each item’s comment mentions those people, and names them for the engine to check', () => {
    const parameters = comment.parameters({ text: '  Shortlist @[Omar Said](u-2), ask @[Sara](u-3)  ', confidential: true });
    expect(parameters).toEqual({ text: 'Shortlist @[Omar Said](u-2), ask @[Sara](u-3)', confidential: true });
    expect(comment.mentions!(parameters)).toEqual({ userIds: ['u-2', 'u-3'], confidential: true });
    expect(comment.command(parameters, context)).toEqual({
      type: 'AddComment',
      data: { commentId: 'i1', parentCommentId: null, text: 'Shortlist @[Omar Said](u-2), ask @[Sara](u-3)', confidential: true },
    });
    expect(comment.mentions!(comment.parameters({ text: 'No one named' }))).toEqual({ userIds: [], confidential: false });
  });

  it('refuses an empty comment, a too long one and one mentioning more than 20 people with the single comment’s messages', () => {
    expect(() => comment.parameters({ text: '   ' })).toThrow('Please write some comment');
    expect(() => comment.parameters({ text: 'x'.repeat(5001) })).toThrow('A comment can have at most 5000 characters');
    const crowd = Array.from({ length: 21 }, (_, i) => `@[P${i}](u-${i})`).join(' ');
    expect(() => comment.parameters({ text: crowd })).toThrow('A comment can mention at most 20 people');
    expect(comment.mentions!(comment.parameters({ text: crowd.slice(0, crowd.lastIndexOf(' @[')) })).userIds).toHaveLength(20);
  });
});
