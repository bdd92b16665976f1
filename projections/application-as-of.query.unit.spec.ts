import type { RecordedEvent } from '@ats/domain/shared';
import { applicationAsOf } from './application-as-of.query';

const user = { kind: 'user' as const, id: 'user-1', name: 'Rania Haddad' };
let revision = -1;
const at = (minute: number, type: string, data: object): RecordedEvent => {
  revision += 1;
  return {
    streamId: 'application-app-1',
    revision,
    position: BigInt(100 + revision),
    type,
    data,
    metadata: {
      eventId: `e${revision}`,
      companyId: 'company-1',
      actor: user,
      commandId: `c${revision}`,
      correlationId: `c${revision}`,
      causationId: `c${revision}`,
      occurredAt: new Date(Date.UTC(2026, 10, 20, 10, minute)).toISOString(),
      schemaVersion: 1,
    },
  };
};
const ids = { applicationId: 'app-1', candidateId: 'cand-1', jobId: 'job-1' };
const stream = [
  at(0, 'CandidateAddedToJob', {
    ...ids,
    jobName: 'Backend Engineer',
    stageId: 's0',
    stageName: 'Sourced',
    origin: 'sourced',
    source: null,
    ownerId: 'user-1',
    ownerName: 'Rania Haddad',
    personal: { firstName: 'Layla', lastName: 'Nasser', email: 'layla@example.com', phone: null },
  }),
  at(1, 'CommentAdded', { ...ids, commentId: 'k1', parentCommentId: null, parentAuthorId: null, authorId: 'user-1', authorName: 'Rania Haddad', confidential: false, mentionedUserIds: [], personal: { text: 'First call went well' } }),
  at(2, 'FileUploaded', { ...ids, fileId: 'f1', contentType: 'application/pdf', extension: 'pdf', sizeBytes: 10, confidential: false, uploadedByCandidate: false, personal: { fileName: 'CV.pdf' } }),
  at(3, 'ApplicationMovedToStage', { ...ids, fromStageId: 's0', fromStageName: 'Sourced', toStageId: 's1', toStageName: 'Screening', direction: 'FORWARD' }),
  at(4, 'CommentEdited', { ...ids, commentId: 'k1', confidential: false, mentionedUserIds: [], newlyMentionedUserIds: [], personal: { text: 'Hire' } }),
  at(5, 'FileDeleted', { ...ids, fileId: 'f1', confidential: false, personal: { fileName: 'CV.pdf' } }),
  at(6, 'ApplicationArchived', { ...ids, stageId: 's1', stageName: 'Screening', archivalReasonId: 'r1', reason: 'Not qualified', sendRejectionEmail: false, automation: null }),
];
const minute = (value: number, seconds = 0) => new Date(Date.UTC(2026, 10, 20, 10, value, seconds));

describe('the profile as of a moment', () => {
  it('is nothing before the candidate was added', () => {
    expect(applicationAsOf(stream, minute(0, -1))).toEqual({ application: null, comments: [], files: [], revision: -1 });
  });

  it('folds the events up to and including the moment, as the read models did then', () => {
    const then = applicationAsOf(stream, minute(2, 30));
    expect(then.revision).toBe(2);
    expect(then.application).toMatchObject({ stageName: 'Sourced', status: 'ACTIVE', firstName: 'Layla', email: 'layla@example.com', ownerName: 'Rania Haddad' });
    expect(then.comments.map((comment) => comment.text)).toEqual(['First call went well']);
    expect(then.files.map((file) => file.fileName)).toEqual(['CV.pdf']);
  });

  it('follows every later change, and reads "erased" where the personal data was destroyed', () => {
    const now = applicationAsOf(stream, minute(7));
    expect(now.application).toMatchObject({ stageName: 'Screening', status: 'ARCHIVED', archivalReason: 'Not qualified' });
    expect(now.comments.map((comment) => [comment.text, comment.editedAt !== null])).toEqual([['Hire', true]]);
    expect(now.files).toEqual([]);
    const shredded = stream.map((event) => ({ ...event, data: { ...(event.data as object), ...('personal' in (event.data as object) ? { personal: null } : {}) } }));
    const erased = applicationAsOf(shredded, minute(7));
    expect(erased.application).toMatchObject({ firstName: 'erased', lastName: '', email: 'erased', phone: null });
    expect(erased.comments).toEqual([expect.objectContaining({ text: null, erased: true })]);
  });
});
