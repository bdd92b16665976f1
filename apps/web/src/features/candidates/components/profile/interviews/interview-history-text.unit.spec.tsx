import { createIntl } from 'react-intl';
import { messagesByLanguage } from '@ats/web/app/i18n/messages';
import { describeInterviewHistory } from './interview-history-text';

const en = createIntl({ locale: 'en', timeZone: 'UTC', messages: messagesByLanguage.en });
const ar = createIntl({ locale: 'ar', timeZone: 'UTC', messages: messagesByLanguage.ar });
const common = { type: 'InterviewEvent' as const, interviewId: 'i1', title: 'Technical interview', startsAt: null, noShow: null, reason: null };

test('words each interview event with its interview, its time and the cancellation reason', () => {
  const scheduled = describeInterviewHistory({ ...common, interviewEvent: 'InterviewScheduled', startsAt: '2026-11-25T10:00:00.000Z' }, en);
  expect(scheduled.title).toBe('Interview scheduled: Technical interview');
  expect(scheduled.detail).toContain('2026');
  expect(describeInterviewHistory({ ...common, interviewEvent: 'InterviewCancelled', reason: 'Position filled' }, en)).toEqual({
    title: 'Interview cancelled',
    detail: 'Technical interview · Position filled',
  });
  expect(describeInterviewHistory({ ...common, interviewEvent: 'InterviewNoShowMarked', noShow: false }, en).title).toBe('No-show removed');
  expect(describeInterviewHistory({ ...common, interviewEvent: 'InterviewFeedbackSubmitted' }, ar)).toEqual({ title: 'تم إرسال تقييم المقابلة', detail: 'Technical interview' });
});
