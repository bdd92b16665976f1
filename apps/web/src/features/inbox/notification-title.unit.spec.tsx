import { createIntl } from 'react-intl';
import type { InboxNotification } from '../../app/api/api-types';
import { messagesByLanguage } from '../../app/i18n/messages';
import { notificationLink } from './notification-link';
import { notificationTitle } from './notification-title';

const mention: InboxNotification = {
  id: 'n1',
  type: 'MENTIONS',
  title: 'Sara Ali mentioned you in a comment on Noor Hassan',
  isRead: false,
  isImportant: false,
  createdAt: '2026-01-05T09:00:00.000Z',
  jobApplicationId: 'app-1',
  jobRoleId: 'job-1',
  candidateName: 'Noor Hassan',
  roleName: 'Engineer',
  redirectionData: { commentId: 'c-1', actorName: 'Sara Ali', jobApplicationId: 'app-1' },
};

describe('comment notifications', () => {
  test('are worded in the reader’s language from the names they carry', () => {
    const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
    const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
    expect(notificationTitle(mention, en)).toBe('Sara Ali mentioned you in a comment on Noor Hassan');
    expect(notificationTitle(mention, ar)).toBe('أشار إليك Sara Ali في تعليق على Noor Hassan');
    expect(notificationTitle({ ...mention, type: 'MENTIONS_REPLY' }, en)).toBe('Sara Ali replied to your comment on Noor Hassan');
    expect(notificationTitle({ ...mention, type: 'NOTES' }, ar)).toBe('علّق Sara Ali على مرشحك Noor Hassan');
    // Without the names, or for another type, the server's title.
    expect(notificationTitle({ ...mention, redirectionData: {} }, ar)).toBe(mention.title);
    expect(notificationTitle({ ...mention, type: 'STAGE_CHANGED', title: 'Moved' }, ar)).toBe('Moved');
  });

  test('open the profile at the comment', () => {
    expect(notificationLink(mention)).toBe('/recruiter/candidate-profile/app-1?tabId=c-1');
  });
});

describe('the candidate-replied notification', () => {
  const reply: InboxNotification = {
    ...mention,
    type: 'REPLY_FROM_CANDIDATE',
    title: 'Noor Hassan replied to your email',
    redirectionData: { emailSentId: 'e-1', jobApplicationId: 'app-1' },
  };

  test('is worded in the reader’s language and opens the profile at the e-mail', () => {
    expect(notificationTitle(reply, createIntl({ locale: 'en', messages: messagesByLanguage.en }))).toBe('Noor Hassan replied to your email');
    expect(notificationTitle(reply, createIntl({ locale: 'ar', messages: messagesByLanguage.ar }))).toBe('ردّ Noor Hassan على رسالتك');
    expect(notificationLink(reply)).toBe('/recruiter/candidate-profile/app-1?tabId=e-1');
  });
});

describe('application, e-mail and job team notifications', () => {
  const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
  const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
  const moved: InboxNotification = {
    ...mention,
    type: 'STAGE_CHANGED',
    title: 'Sara Ali moved Noor Hassan from Sourced to Interview',
    redirectionData: { actorName: 'Sara Ali', fromStageName: 'Sourced', toStageName: 'Interview', stageMovements: true, jobApplicationId: 'app-1' },
  };

  test('are worded in the reader’s language from the names they carry', () => {
    expect(notificationTitle(moved, en)).toBe('Sara Ali moved Noor Hassan from Sourced to Interview');
    expect(notificationTitle(moved, ar)).toBe('نقل Sara Ali المرشح Noor Hassan من Sourced إلى Interview');
    const archived = { ...moved, type: 'CANDIDATE_ARCHIVED', redirectionData: { actorName: 'Automation', archiveReason: 'Unresponsive' } };
    expect(notificationTitle(archived, en)).toBe('Automation archived Noor Hassan: Unresponsive');
    expect(notificationTitle(archived, ar)).toBe('أرشف الأتمتة المرشح Noor Hassan: Unresponsive');
    expect(notificationTitle({ ...moved, type: 'EMAIL_SENT', redirectionData: { actorName: 'Sara Ali', emailSentId: 'e-1' } }, en)).toBe(
      'Sara Ali emailed your candidate Noor Hassan',
    );
    const team: InboxNotification = {
      ...mention,
      type: 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED',
      title: 'Sara Ali made you the hiring manager of Engineer',
      jobApplicationId: null,
      candidateName: null,
      redirectionData: { actorName: 'Sara Ali', jobName: 'Engineer', teamRole: 'hiringManager', teamChange: 'ASSIGNED', jobRoleId: 'job-1' },
    };
    expect(notificationTitle(team, en)).toBe('Sara Ali made you the hiring manager of Engineer');
    expect(notificationTitle({ ...team, redirectionData: { ...team.redirectionData, teamChange: 'REMOVED' } }, ar)).toBe(
      'أزالك Sara Ali من إدارة التوظيف للوظيفة Engineer',
    );
    // A stage change without its stages (an older row) keeps the server's title.
    expect(notificationTitle({ ...moved, redirectionData: { actorName: 'Sara Ali' } }, ar)).toBe(moved.title);
  });

  test('lead to the profile’s stage movements, the e-mail, or the job’s collaborators', () => {
    expect(notificationLink(moved)).toBe('/recruiter/candidate-profile/app-1?stageMovements=true');
    expect(notificationLink({ ...moved, type: 'EMAIL_SENT', redirectionData: { emailSentId: 'e-9' } })).toBe('/recruiter/candidate-profile/app-1?tabId=e-9');
    expect(notificationLink({ ...mention, type: 'JOB_OWNER_COLLABORATOR_ASSIGNED_REMOVED', jobApplicationId: null })).toBe(
      '/recruiter/jobs/job-role/job-1/collaborators/edit',
    );
  });
});

describe('the job team’s notices of its applications', () => {
  const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
  const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
  const review: InboxNotification = {
    ...mention,
    type: 'CANDIDATE_UNDER_REVIEW',
    title: 'Noor Hassan applied for Engineer',
    redirectionData: { jobApplicationId: 'app-1', jobRoleId: 'job-1', jobName: 'Engineer', candidateName: 'Noor Hassan', arrival: 'APPLIED' },
  };

  test('a new application to review is worded by how it arrived, in the reader’s language', () => {
    expect(notificationTitle(review, en)).toBe('Noor Hassan applied for Engineer');
    expect(notificationTitle(review, ar)).toBe('تقدّم Noor Hassan لوظيفة Engineer');
    const by = (arrival: string) => ({ ...review, redirectionData: { ...review.redirectionData, arrival, actorName: 'Sara Ali' } });
    expect(notificationTitle(by('AGENCY'), en)).toBe('Sara Ali added agency candidate Noor Hassan to Engineer');
    expect(notificationTitle(by('AGENCY'), ar)).toBe('أضاف Sara Ali مرشح الوكالة Noor Hassan إلى الوظيفة Engineer');
    expect(notificationTitle(by('REFERRAL'), en)).toBe('Sara Ali referred Noor Hassan for Engineer');
    expect(notificationTitle(by('REFERRAL'), ar)).toBe('رشّح Sara Ali المرشح Noor Hassan للوظيفة Engineer');
    expect(notificationTitle(by('ADDED'), en)).toBe('Sara Ali added Noor Hassan to Engineer');
    expect(notificationTitle(by('ADDED'), ar)).toBe('أضاف Sara Ali المرشح Noor Hassan إلى الوظيفة Engineer');
    // Without how it arrived, or without who added it, the server's title.
    expect(notificationTitle({ ...review, redirectionData: { ...review.redirectionData, arrival: undefined } }, ar)).toBe(review.title);
    expect(notificationTitle({ ...review, redirectionData: { ...review.redirectionData, arrival: 'AGENCY' } }, ar)).toBe(review.title);
    expect(notificationLink(review)).toBe('/recruiter/candidate-profile/app-1');
  });

  test('a teammate’s stage move and archive are worded as the owner’s, the move opening the stage movements', () => {
    const moves: InboxNotification = {
      ...mention,
      type: 'APPLICATION_STAGE_MOVEMENTS',
      title: 'Sara Ali moved Noor Hassan from Screening to Interview',
      redirectionData: { actorName: 'Sara Ali', fromStageName: 'Screening', toStageName: 'Interview', stageMovements: true, jobApplicationId: 'app-1' },
    };
    expect(notificationTitle(moves, en)).toBe('Sara Ali moved Noor Hassan from Screening to Interview');
    expect(notificationTitle(moves, ar)).toBe('نقل Sara Ali المرشح Noor Hassan من Screening إلى Interview');
    expect(notificationLink(moves)).toBe('/recruiter/candidate-profile/app-1?stageMovements=true');
    // The link asks for the stage movements by the type, whatever the row carries.
    expect(notificationLink({ ...moves, redirectionData: { jobApplicationId: 'app-1' } })).toBe('/recruiter/candidate-profile/app-1?stageMovements=true');
    const archival: InboxNotification = {
      ...mention,
      type: 'APPLICATION_ARCHIVAL',
      title: 'Sara Ali archived Noor Hassan: Not a fit',
      redirectionData: { actorName: 'Sara Ali', archiveReason: 'Not a fit', jobApplicationId: 'app-1' },
    };
    expect(notificationTitle(archival, en)).toBe('Sara Ali archived Noor Hassan: Not a fit');
    expect(notificationTitle(archival, ar)).toBe('أرشف Sara Ali المرشح Noor Hassan: Not a fit');
    expect(notificationLink(archival)).toBe('/recruiter/candidate-profile/app-1');
  });
});

describe('offer notifications', () => {
  const approval: InboxNotification = {
    ...mention,
    id: 'n-offer',
    type: 'OFFER_APPROVAL_REQUEST',
    title: 'The offer to Noor Hassan for Engineer is waiting for your approval',
    redirectionData: { offerSentId: 'offer-1', jobApplicationId: 'app-1', jobRoleId: 'job-1', actorName: 'Sara Ali' },
  };

  test('are worded in the reader’s language', () => {
    const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
    const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
    expect(notificationTitle(approval, en)).toBe('The offer to Noor Hassan is waiting for your approval');
    expect(notificationTitle(approval, ar)).toBe('العرض المقدّم إلى Noor Hassan بانتظار موافقتك');
    expect(notificationTitle({ ...approval, type: 'OFFER_APPROVAL_REJECTED' }, en)).toBe('Sara Ali rejected the offer to Noor Hassan');
    expect(notificationTitle({ ...approval, type: 'OFFER_ACCEPTED' }, en)).toBe('Noor Hassan signed the offer');
    expect(notificationTitle({ ...approval, type: 'OFFER_SENT' }, ar)).toBe('أرسل Sara Ali عرضًا إلى Noor Hassan');
  });

  test('approval notices open the offer’s details; the candidate’s answer opens the profile', () => {
    expect(notificationLink(approval)).toBe('/recruiter/offers/view-offer-details/jobRole/job-1/jobApplication/app-1/offer/offer-1?from=inbox');
    expect(notificationLink({ ...approval, type: 'OFFER_APPROVAL_APPROVED' })).toBe(notificationLink(approval));
    expect(notificationLink({ ...approval, type: 'OFFER_ACCEPTED' })).toBe('/recruiter/candidate-profile/app-1');
  });
});

describe('job notifications', () => {
  const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
  const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
  const job = { ...mention, jobApplicationId: null, candidateName: null, jobRoleId: 'job-1' };
  const failed: InboxNotification = {
    ...job,
    type: 'JOB_POSTING_FAILURE_UPDATE',
    title: 'Platform Engineer could not be posted to LinkedIn: Quota reached',
    redirectionData: { jobRoleId: 'job-1', jobName: 'Platform Engineer', boardName: 'LinkedIn', failureReason: 'Quota reached' },
  };
  const closing: InboxNotification = {
    ...job,
    type: 'AUTO_CLOSE_JOBS_REMINDER',
    title: 'Platform Engineer closes automatically on 2026-12-01',
    redirectionData: { jobRoleId: 'job-1', jobName: 'Platform Engineer', jobs: [{ id: 'job-1', name: 'Platform Engineer' }], autoCloseOn: '2026-12-01' },
  };

  test('are worded in the reader’s language, the closing day in its calendar format', () => {
    expect(notificationTitle(failed, en)).toBe('Platform Engineer could not be posted to LinkedIn: Quota reached');
    expect(notificationTitle(failed, ar)).toBe('تعذّر نشر Platform Engineer على LinkedIn: Quota reached');
    expect(notificationTitle(closing, en)).toBe('Platform Engineer closes automatically on Dec 1, 2026');
    expect(notificationTitle(closing, ar)).toContain('تُغلق الوظيفة Platform Engineer تلقائيًا في');
    expect(notificationTitle(closing, ar)).not.toContain('2026-12-01');
  });

  test('keep the server’s title when recorded before they carried their names', () => {
    expect(notificationTitle({ ...failed, redirectionData: { jobRoleId: 'job-1', jobName: 'Platform Engineer' } }, ar)).toBe(failed.title);
    expect(notificationTitle({ ...closing, redirectionData: { jobRoleId: 'job-1', jobName: 'Platform Engineer' } }, ar)).toBe(closing.title);
  });
});

describe('a bulk action’s one notice', () => {
  const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
  const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
  const bulkNotes: InboxNotification = {
    ...mention,
    type: 'BULK_NOTES',
    title: 'Sara Ali commented on 3 of your candidates',
    jobApplicationId: null,
    jobRoleId: null,
    candidateName: null,
    roleName: null,
    redirectionData: { actorName: 'Sara Ali', bulkActionId: 'b-1', bulkCount: 3 },
  };

  test('counts the candidates in the reader’s language and opens the list filtered by the action', () => {
    expect(notificationTitle(bulkNotes, en)).toBe('Sara Ali commented on 3 of your candidates');
    expect(notificationTitle({ ...bulkNotes, redirectionData: { ...bulkNotes.redirectionData, bulkCount: 1 } }, en)).toBe('Sara Ali commented on 1 of your candidates');
    expect(notificationTitle(bulkNotes, ar)).toBe('علّق Sara Ali على 3 مرشحين من مرشحيك');
    expect(notificationTitle({ ...bulkNotes, type: 'BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED' }, en)).toBe('Sara Ali made you the owner of 3 candidates');
    expect(notificationTitle({ ...bulkNotes, type: 'BULK_CANDIDATE_OWNER_ASSIGNED_REMOVED', redirectionData: { ...bulkNotes.redirectionData, bulkCount: 2 } }, ar)).toBe(
      'جعلك Sara Ali مسؤولًا عن مرشحَين',
    );
    expect(notificationLink(bulkNotes)).toBe('/recruiter/candidates?bulkActionId=b-1');
  });

  test('a bulk e-mail counts the candidates, names the template while every e-mail was from it, and opens the list filtered by the action', () => {
    const bulkEmail: InboxNotification = {
      ...bulkNotes,
      type: 'EMAIL_SENT',
      title: 'Sara Ali emailed 3 of your candidates: Interview invitation',
      redirectionData: { ...bulkNotes.redirectionData, emailTemplateName: 'Interview invitation' },
    };
    expect(notificationTitle(bulkEmail, en)).toBe('Sara Ali emailed 3 of your candidates: Interview invitation');
    expect(notificationTitle(bulkEmail, ar)).toBe('راسل Sara Ali 3 مرشحين من مرشحيك بالبريد الإلكتروني: Interview invitation');
    const untemplated = { ...bulkEmail, redirectionData: { actorName: 'Sara Ali', bulkActionId: 'b-1', bulkCount: 1 } };
    expect(notificationTitle(untemplated, en)).toBe('Sara Ali emailed 1 of your candidates');
    expect(notificationTitle(untemplated, ar)).toBe('راسل Sara Ali مرشحًا واحدًا من مرشحيك بالبريد الإلكتروني');
    expect(notificationLink(bulkEmail)).toBe('/recruiter/candidates?bulkActionId=b-1');
    // A single e-mail keeps naming the candidate and opening the e-mail.
    const single: InboxNotification = {
      ...mention,
      type: 'EMAIL_SENT',
      title: 'Sara Ali emailed your candidate Noor Hassan',
      redirectionData: { actorName: 'Sara Ali', emailSentId: 'email-1' },
    };
    expect(notificationTitle(single, en)).toBe('Sara Ali emailed your candidate Noor Hassan');
    expect(notificationLink(single)).toBe('/recruiter/candidate-profile/app-1?tabId=email-1');
  });
});
