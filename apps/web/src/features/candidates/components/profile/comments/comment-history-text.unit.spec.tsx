import { createIntl } from 'react-intl';
import type { HistoryEntry } from '@ats/web/app/api/api-types';
import { messagesByLanguage } from '@ats/web/app/i18n/messages';
import { describeHistoryEntry } from '../history-text';

const entry = (details: HistoryEntry['details']): HistoryEntry => ({
  revision: 3,
  type: details.type,
  occurredAt: '2025-01-02T10:00:00.000Z',
  actor: { kind: 'user', id: 'u1', name: 'Sara Ali' },
  summary: 'English summary',
  details,
});

describe('comments on the timeline', () => {
  const en = createIntl({ locale: 'en', messages: messagesByLanguage.en });
  const ar = createIntl({ locale: 'ar', messages: messagesByLanguage.ar });
  const commented = { type: 'CommentAdded' as const, commentId: 'c1', reply: false, confidential: false, text: 'Ask @Omar', erased: false };

  test('quotes the comment the server let this reader see', () => {
    expect(describeHistoryEntry(entry(commented), en)).toEqual({ title: 'Commented', detail: 'Ask @Omar' });
    expect(describeHistoryEntry(entry({ ...commented, reply: true }), en).title).toBe('Replied to a comment');
    expect(describeHistoryEntry(entry(commented), ar).title).toBe('أضاف تعليقًا');
  });

  test('says why no text is shown: confidential to this reader, or erased', () => {
    expect(describeHistoryEntry(entry({ ...commented, confidential: true, text: null }), en)).toEqual({
      title: 'Commented confidentially',
      detail: 'Confidential comment',
    });
    expect(describeHistoryEntry(entry({ ...commented, text: null, erased: true }), en).detail).toBe('Erased with the candidate’s personal data');
  });

  test('names edits and deletions', () => {
    expect(describeHistoryEntry(entry({ type: 'CommentEdited', commentId: 'c1', confidential: false, text: 'New', erased: false }), en)).toEqual({
      title: 'Edited a comment',
      detail: 'New',
    });
    expect(describeHistoryEntry(entry({ type: 'CommentDeleted', commentId: 'c1', reply: true }), en).title).toBe('Deleted a reply');
  });
});
