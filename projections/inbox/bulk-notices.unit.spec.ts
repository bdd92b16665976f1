import type { ApplicationEvent, EmailSent } from '@ats/domain/applications';
import { bulkItemCommandId } from '@ats/domain/bulk-actions/bulk-item-command';
import type { RecordedEvent } from '@ats/domain/shared';
import { bulkNoticeId, foldBulkGroup, groupBulkNotices, type CausedRow } from './bulk-notices';
import type { InboxApplicationOwnerEntity, InboxNotificationEntity } from './inbox-notification.entity';
import { commentNotificationRows, emailSentRow, notificationRow } from './inbox.projection';

const BULK = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const OTHER_BULK = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const app = (n: number) => `0a1b2c3d-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`;

/** The application's owner as the inbox remembers it. */
const ownerOf = (n: number, ownerId = 'owner'): InboxApplicationOwnerEntity => ({
  applicationId: app(n),
  companyId: 'company-1',
  ownerId,
  candidateName: `Candidate ${n}`,
  candidateId: `cand-${n}`,
  jobId: 'job-1',
  jobName: 'Backend Engineer',
});

/** An application event by Sara, an item of `bulkActionId` (or a single command when null). */
const recorded = <T extends ApplicationEvent['type']>(
  type: T,
  n: number,
  data: Record<string, unknown>,
  bulkActionId: string | null = BULK,
  occurredAt = '2026-11-24T10:00:00.000Z',
): RecordedEvent & Extract<ApplicationEvent, { type: T }> =>
  ({
    streamId: `application-${app(n)}`,
    revision: 1,
    position: BigInt(n + 1),
    type,
    data: { applicationId: app(n), jobId: 'job-1', ...data },
    metadata: {
      eventId: `e-${type}-${n}-${bulkActionId ?? 'single'}`,
      companyId: 'company-1',
      actor: { kind: 'user', id: 'sara', name: 'Sara Ali' },
      commandId: bulkActionId ? bulkItemCommandId(bulkActionId, app(n)) : `single-${n}`,
      correlationId: 'c',
      causationId: 'c',
      occurredAt,
      schemaVersion: 1,
    },
  }) as never;

const moved = (n: number, toStageName = 'Interview', bulkActionId: string | null = BULK, occurredAt?: string) =>
  recorded('ApplicationMovedToStage', n, { fromStageId: 's1', fromStageName: 'Screening', toStageId: 's2', toStageName, direction: 'FORWARD' }, bulkActionId, occurredAt);
const archived = (n: number, reason = 'Not a fit', bulkActionId: string | null = BULK) =>
  recorded('ApplicationArchived', n, { stageId: 's1', stageName: 'Screening', archivalReasonId: 'r1', reason, sendRejectionEmail: false }, bulkActionId);
const unarchived = (n: number) => recorded('ApplicationUnarchived', n, { stageId: 's1', stageName: 'Screening' });
const commented = (n: number, mentionedUserIds: string[], bulkActionId: string | null = BULK) =>
  recorded(
    'CommentAdded',
    n,
    {
      candidateId: `cand-${n}`,
      commentId: `comment-${n}`,
      parentCommentId: null,
      parentAuthorId: null,
      authorId: 'sara',
      authorName: 'Sara Ali',
      confidential: false,
      mentionedUserIds,
      personal: { text: 'Shortlist' },
    },
    bulkActionId,
  );

/** Sara's e-mail to the candidate, sent by an item of `bulkActionId` (its own e-mail, or after its command: `:rejection-email`). */
const emailed = (n: number, bulkActionId: string | null = BULK, suffix = ''): RecordedEvent & EmailSent => {
  const event = recorded('CommentAdded', n, {}, bulkActionId);
  return {
    ...event,
    type: 'EmailSent',
    data: {
      applicationId: app(n),
      candidateId: `cand-${n}`,
      jobId: 'job-1',
      emailId: `email-${n}`,
      sender: { kind: 'user', id: 'sara', name: 'Sara Ali' },
      templateId: 'template-1',
      confidential: false,
      attachmentFileIds: [],
      personal: { to: `c${n}@example.com`, cc: [], bcc: [], subject: `Hello Candidate ${n}`, body: '<p>Hi</p>', attachmentNames: [] },
      scheduled: false,
    },
    metadata: { ...event.metadata, eventId: `e-EmailSent-${n}-${bulkActionId ?? 'single'}`, commandId: `${event.metadata.commandId}${suffix}` },
  } as never;
};
const emailRows = (event: RecordedEvent & EmailSent, templateName?: string, owner = ownerOf(Number(event.data.applicationId.slice(-12)))): CausedRow[] =>
  [emailSentRow(event, owner, templateName) ?? []].flat().map((row) => ({ row, commandId: event.metadata.commandId }));

/** What the owner's notice of an event and its command would be, as the projection hands them to the fold. */
const caused = (event: RecordedEvent & ApplicationEvent, owner = ownerOf(Number(event.data.applicationId.slice(-12)))): CausedRow[] =>
  [notificationRow(event, owner) ?? []].flat().map((row) => ({ row, commandId: event.metadata.commandId }));
const commentRows = (event: ReturnType<typeof commented>, owner: InboxApplicationOwnerEntity): CausedRow[] =>
  commentNotificationRows(event, owner).map((row) => ({ row, commandId: event.metadata.commandId }));

/** Groups and folds as foldBulkNotices does, from nothing stored (or from `stored`). */
const fold = (rows: CausedRow[], stored: InboxNotificationEntity[] = []) => {
  const { single, groups } = groupBulkNotices(rows);
  const byId = new Map(stored.map((row) => [row.id, row]));
  return { single, folded: groups.map((group) => foldBulkGroup(group, byId.get(group.id))) };
};

describe('a bulk action’s notices, one per action and reader (spec 01 §3.8)', () => {
  it('tells a candidate’s owner of a bulk stage move once, counting their candidates and naming the stage they share', () => {
    const { single, folded } = fold([1, 2, 3].flatMap((n) => caused(moved(n))));
    expect(single).toEqual([]);
    expect(folded).toEqual([
      {
        id: bulkNoticeId(BULK, 'owner', 'STAGE_CHANGED'),
        companyId: 'company-1',
        userId: 'owner',
        eventId: 'e-ApplicationMovedToStage-1-' + BULK,
        type: 'STAGE_CHANGED',
        title: 'Sara Ali moved 3 of your candidates to Interview',
        createdAt: new Date('2026-11-24T10:00:00.000Z'),
        // No one application: the link opens the candidate list filtered by the action.
        jobApplicationId: null,
        jobRoleId: null,
        candidateName: null,
        roleName: null,
        redirectionData: { actorName: 'Sara Ali', toStageName: 'Interview', bulkActionId: BULK, bulkCount: 3, bulkApplicationIds: [app(1), app(2), app(3)] },
      },
    ]);
  });

  it('tells each owner of a bulk archive once, with the reason, and of a bulk unarchive once', () => {
    const rows = [...caused(archived(1)), ...caused(archived(2)), ...caused(archived(3), ownerOf(3, 'other-owner'))];
    const { folded } = fold(rows);
    expect(folded.map(({ userId, type, title, redirectionData }) => ({ userId, type, title, count: redirectionData.bulkCount, reason: redirectionData.archiveReason }))).toEqual([
      { userId: 'owner', type: 'CANDIDATE_ARCHIVED', title: 'Sara Ali archived 2 of your candidates: Not a fit', count: 2, reason: 'Not a fit' },
      { userId: 'other-owner', type: 'CANDIDATE_ARCHIVED', title: 'Sara Ali archived 1 of your candidates: Not a fit', count: 1, reason: 'Not a fit' },
    ]);
    const back = fold([1, 2].flatMap((n) => caused(unarchived(n)))).folded;
    expect(back.map(({ type, title }) => ({ type, title }))).toEqual([{ type: 'CANDIDATE_UNARCHIVED', title: 'Sara Ali unarchived 2 of your candidates' }]);
  });

  it('grows the one notice as later batches bring more items, counting a redelivered item once', () => {
    const first = fold([1, 2].flatMap((n) => caused(moved(n)))).folded;
    expect(first[0]!.redirectionData.bulkCount).toBe(2);
    // The next batch: a third item, and the second again (Kafka redelivers).
    const grown = fold([...caused(moved(3, 'Interview', BULK, '2026-11-24T10:05:00.000Z')), ...caused(moved(2))], first).folded;
    expect(grown).toHaveLength(1);
    expect(grown[0]).toMatchObject({
      id: first[0]!.id,
      title: 'Sara Ali moved 3 of your candidates to Interview',
      createdAt: new Date('2026-11-24T10:05:00.000Z'),
      redirectionData: { bulkCount: 3, bulkApplicationIds: [app(1), app(2), app(3)], toStageName: 'Interview' },
    });
  });

  it('names no stage or reason once the items differ, and keeps it unnamed as more arrive', () => {
    const mixed = fold([...caused(moved(1, 'Interview')), ...caused(moved(2, 'Offer'))]).folded;
    expect(mixed[0]).toMatchObject({ title: 'Sara Ali moved 2 of your candidates' });
    expect(mixed[0]!.redirectionData).not.toHaveProperty('toStageName');
    const more = fold(caused(moved(3, 'Interview')), mixed).folded;
    expect(more[0]!.title).toBe('Sara Ali moved 3 of your candidates');
    expect(more[0]!.redirectionData).not.toHaveProperty('toStageName');
    const reasons = fold([...caused(archived(1, 'Not a fit')), ...caused(archived(2, 'Withdrew'))]).folded;
    expect(reasons[0]!.title).toBe('Sara Ali archived 2 of your candidates');
  });

  it('keeps single moves and archives as they are, and two bulk actions apart', () => {
    const { single, folded } = fold([...caused(moved(1, 'Interview', null)), ...caused(archived(2, 'Not a fit', null)), ...caused(moved(3)), ...caused(moved(4, 'Interview', OTHER_BULK))]);
    expect(single.map(({ type, title, jobApplicationId }) => ({ type, title, jobApplicationId }))).toEqual([
      { type: 'STAGE_CHANGED', title: 'Sara Ali moved Candidate 1 from Screening to Interview', jobApplicationId: app(1) },
      { type: 'CANDIDATE_ARCHIVED', title: 'Sara Ali archived Candidate 2: Not a fit', jobApplicationId: app(2) },
    ]);
    expect(folded.map((row) => [row.redirectionData.bulkActionId, row.redirectionData.bulkCount])).toEqual([
      [BULK, 1],
      [OTHER_BULK, 1],
    ]);
  });

  it('tells a candidate’s owner of a bulk e-mail once, naming its template while every e-mail was from it; a single e-mail as it is', () => {
    const { single, folded } = fold([1, 2, 3].flatMap((n) => emailRows(emailed(n), 'Interview invitation')));
    expect(single).toEqual([]);
    expect(folded.map(({ id, type, title, jobApplicationId, redirectionData }) => ({ id, type, title, jobApplicationId, redirectionData }))).toEqual([
      {
        id: bulkNoticeId(BULK, 'owner', 'EMAIL_SENT'),
        type: 'EMAIL_SENT',
        title: 'Sara Ali emailed 3 of your candidates: Interview invitation',
        jobApplicationId: null,
        // Not the subject (filled in per candidate), nor one e-mail to open.
        redirectionData: { actorName: 'Sara Ali', emailTemplateName: 'Interview invitation', bulkActionId: BULK, bulkCount: 3, bulkApplicationIds: [app(1), app(2), app(3)] },
      },
    ]);
    // An e-mail from no template, or another one, leaves the template unnamed from then on.
    const written = fold(emailRows(emailed(4)), folded).folded;
    expect(written[0]).toMatchObject({ title: 'Sara Ali emailed 4 of your candidates', redirectionData: { bulkCount: 4 } });
    expect(written[0]!.redirectionData).not.toHaveProperty('emailTemplateName');
    expect(fold(emailRows(emailed(5), 'Interview invitation'), written).folded[0]!.title).toBe('Sara Ali emailed 5 of your candidates');

    const lone = fold(emailRows(emailed(6, null))).single;
    expect(lone.map(({ type, title, jobApplicationId, redirectionData }) => ({ type, title, jobApplicationId, redirectionData }))).toEqual([
      {
        type: 'EMAIL_SENT',
        title: 'Sara Ali emailed your candidate Candidate 6',
        jobApplicationId: app(6),
        redirectionData: { jobApplicationId: app(6), jobRoleId: 'job-1', jobName: 'Backend Engineer', candidateName: 'Candidate 6', emailSentId: 'email-6', actorName: 'Sara Ali' },
      },
    ]);
  });

  it('tells the owner of a bulk archive’s rejection e-mails once, beside the archive’s own one notice', () => {
    const rows = [1, 2].flatMap((n) => [...caused(archived(n)), ...emailRows(emailed(n, BULK, ':rejection-email'), 'Rejection email')]);
    const { single, folded } = fold(rows);
    expect(single).toEqual([]);
    expect(folded.map(({ type, title }) => ({ type, title }))).toEqual([
      { type: 'CANDIDATE_ARCHIVED', title: 'Sara Ali archived 2 of your candidates: Not a fit' },
      { type: 'EMAIL_SENT', title: 'Sara Ali emailed 2 of your candidates: Rejection email' },
    ]);
  });

  it('tells each person a bulk comment mentions once (BULK_MENTIONS), and the owners not mentioned once (BULK_NOTES), never the author', () => {
    const mentions = ['mona', 'owner', 'sara'];
    const rows = [
      ...commentRows(commented(1, mentions), ownerOf(1)),
      ...commentRows(commented(2, mentions), ownerOf(2)),
      ...commentRows(commented(3, mentions), ownerOf(3, 'other-owner')),
    ];
    // Per item: a MENTIONS for each person mentioned, NOTES for an owner not mentioned.
    expect(rows.map(({ row }) => `${row.userId}:${row.type}`)).toEqual([
      'mona:MENTIONS',
      'owner:MENTIONS',
      'mona:MENTIONS',
      'owner:MENTIONS',
      'mona:MENTIONS',
      'owner:MENTIONS',
      'other-owner:NOTES',
    ]);
    const { single, folded } = fold(rows);
    expect(single).toEqual([]);
    expect(folded.map(({ id, userId, type, title, redirectionData }) => ({ id, userId, type, title, redirectionData }))).toEqual([
      {
        id: bulkNoticeId(BULK, 'mona', 'BULK_MENTIONS'),
        userId: 'mona',
        type: 'BULK_MENTIONS',
        title: 'Sara Ali mentioned you in a comment on 3 candidates',
        redirectionData: { actorName: 'Sara Ali', bulkActionId: BULK, bulkCount: 3, bulkApplicationIds: [app(1), app(2), app(3)] },
      },
      {
        id: bulkNoticeId(BULK, 'owner', 'BULK_MENTIONS'),
        userId: 'owner',
        type: 'BULK_MENTIONS',
        title: 'Sara Ali mentioned you in a comment on 3 candidates',
        redirectionData: { actorName: 'Sara Ali', bulkActionId: BULK, bulkCount: 3, bulkApplicationIds: [app(1), app(2), app(3)] },
      },
      {
        id: bulkNoticeId(BULK, 'other-owner', 'BULK_NOTES'),
        userId: 'other-owner',
        type: 'BULK_NOTES',
        title: 'Sara Ali commented on 1 of your candidates',
        redirectionData: { actorName: 'Sara Ali', bulkActionId: BULK, bulkCount: 1, bulkApplicationIds: [app(3)] },
      },
    ]);
  });

  it('keeps a single comment’s mention on the comment itself', () => {
    const { single, folded } = fold(commentRows(commented(1, ['mona'], null), ownerOf(1)));
    expect(folded).toEqual([]);
    expect(single.map(({ userId, type, jobApplicationId, redirectionData }) => ({ userId, type, jobApplicationId, commentId: redirectionData.commentId }))).toEqual([
      { userId: 'mona', type: 'MENTIONS', jobApplicationId: app(1), commentId: 'comment-1' },
      { userId: 'owner', type: 'NOTES', jobApplicationId: app(1), commentId: 'comment-1' },
    ]);
  });
});
