import type { WordedNotification } from '../notifications/notification-message';
import { notificationTitleIn } from './notification-wording';

const notice = (type: string, redirectionData: Record<string, unknown>, candidateName: string | null = 'Noor Nasser'): WordedNotification => ({
  type,
  title: `recorded ${type}`,
  candidateName,
  roleName: 'Backend Engineer',
  redirectionData,
});

describe('a notification worded for its reader on the server (daily digest)', () => {
  it.each([
    [notice('STAGE_CHANGED', { actorName: 'Omar', fromStageName: 'Sourced', toStageName: 'Interview' }), 'Omar moved Noor Nasser from Sourced to Interview', 'نقل Omar المرشح Noor Nasser من Sourced إلى Interview'],
    [notice('CANDIDATE_ARCHIVED', { actorName: 'Omar', archiveReason: 'Overqualified' }), 'Omar archived Noor Nasser: Overqualified', 'أرشف Omar المرشح Noor Nasser: Overqualified'],
    [notice('CANDIDATE_UNDER_REVIEW', { arrival: 'APPLIED' }), 'Noor Nasser applied for Backend Engineer', 'تقدّم Noor Nasser لوظيفة Backend Engineer'],
    [notice('CANDIDATE_UNDER_REVIEW', { arrival: 'REFERRAL', actorName: 'Omar' }), 'Omar referred Noor Nasser for Backend Engineer', 'رشّح Omar المرشح Noor Nasser للوظيفة Backend Engineer'],
    [notice('INTERVIEWS', { actorName: 'Omar', interviewTitle: 'Tech call', interviewChange: 'CANCELLED' }), 'Omar cancelled Tech call with Noor Nasser', 'ألغى Omar Tech call مع Noor Nasser'],
    [notice('OFFER_ACCEPTED', {}), 'Noor Nasser signed the offer', 'وقّع Noor Nasser العرض'],
    [notice('JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED', { actorName: 'Omar', jobName: 'Designer', teamRole: 'hiringManager', teamChange: 'REMOVED' }, null), 'Omar removed you as the hiring manager of Designer', 'أزالك Omar من إدارة التوظيف للوظيفة Designer'],
    [notice('BULK_NOTES', { actorName: 'Automation', bulkCount: 2 }, null), 'Automation commented on 2 of your candidates', 'علّق الأتمتة على مرشحَين من مرشحيك'],
    [notice('BULK_MENTIONS', { actorName: 'Omar', bulkCount: 3 }, null), 'Omar mentioned you in a comment on 3 candidates', 'أشار إليك Omar في تعليق على 3 مرشحين'],
    // A bulk action's one notice counts the reader's candidates, the stage or reason when all shared it.
    [notice('STAGE_CHANGED', { actorName: 'Omar', toStageName: 'Interview', bulkCount: 12 }, null), 'Omar moved 12 of your candidates to Interview', 'نقل Omar 12 مرشحًا من مرشحيك إلى Interview'],
    [notice('STAGE_CHANGED', { actorName: 'Omar', bulkCount: 2 }, null), 'Omar moved 2 of your candidates', 'نقل Omar مرشحَين من مرشحيك'],
    [notice('CANDIDATE_ARCHIVED', { actorName: 'Omar', archiveReason: 'Hired elsewhere', bulkCount: 1 }, null), 'Omar archived 1 of your candidates: Hired elsewhere', 'أرشف Omar مرشح واحد من مرشحيك: Hired elsewhere'],
    [notice('CANDIDATE_UNARCHIVED', { actorName: 'Omar', bulkCount: 5 }, null), 'Omar unarchived 5 of your candidates', 'ألغى Omar أرشفة 5 مرشحين من مرشحيك'],
    [notice('APPROVAL_REQUEST', {}, null), 'A requisition is waiting for your approval', 'طلب توظيف بانتظار موافقتك'],
  ])('words %j in English and Arabic', (notification, english, arabic) => {
    expect(notificationTitleIn('en', notification)).toBe(english);
    expect(notificationTitleIn('ar', notification)).toBe(arabic);
  });

  it('counts Arabic candidates in the language’s plural forms', () => {
    const bulk = (count: number) => notificationTitleIn('ar', notice('BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED', { actorName: 'Omar', bulkCount: count }, null));
    expect([1, 2, 3, 11, 100].map(bulk)).toEqual([
      'جعلك Omar مسؤولًا عن مرشح واحد',
      'جعلك Omar مسؤولًا عن مرشحَين',
      'جعلك Omar مسؤولًا عن 3 مرشحين',
      'جعلك Omar مسؤولًا عن 11 مرشحًا',
      'جعلك Omar مسؤولًا عن 100 مرشح',
    ]);
  });

  it('keeps the recorded title for a type without words, an unknown variant, or a missing name', () => {
    expect(notificationTitleIn('ar', notice('SOMETHING_NEW', {}))).toBe('recorded SOMETHING_NEW');
    expect(notificationTitleIn('ar', notice('INTERVIEWS', { actorName: 'Omar', interviewTitle: 'Tech call', interviewChange: 'MOVED_ROOM' }))).toBe('recorded INTERVIEWS');
    expect(notificationTitleIn('ar', notice('STAGE_CHANGED', { actorName: 'Omar', toStageName: 'Interview' }))).toBe('recorded STAGE_CHANGED');
  });
});
