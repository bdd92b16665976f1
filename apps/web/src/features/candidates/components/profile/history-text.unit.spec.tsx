import { createIntl } from 'react-intl';
import type { HistoryEntry } from '@ats/web/app/api/api-types';
import { messagesByLanguage } from '@ats/web/app/i18n/messages';
import { describeHistoryEntry } from './history-text';

const intl = createIntl({ locale: 'en', messages: messagesByLanguage.en });

const entry = (type: string, details: HistoryEntry['details'], summary = `${type} by Sara Ali`): HistoryEntry => ({
  revision: 1,
  type,
  occurredAt: '2025-01-02T10:00:00.000Z',
  actor: { kind: 'user', id: 'u1', name: 'Sara Ali' },
  summary,
  details,
});

describe('describeHistoryEntry', () => {
  test('reads a known entry from its details, in the interface language', () => {
    const added = entry('CandidateAddedToJob', {
      type: 'CandidateAddedToJob',
      jobName: 'Backend Engineer',
      stageName: 'Sourced',
      origin: 'referral',
      source: 'LinkedIn',
      candidateName: 'Omar Haddad',
    });
    expect(describeHistoryEntry(added, intl)).toEqual({
      title: 'Added to Backend Engineer at Sourced',
      detail: 'Origin: Referral · Source: LinkedIn',
    });
    const movedBack = entry('ApplicationMovedToStage', {
      type: 'ApplicationMovedToStage',
      fromStageName: 'Interview',
      toStageName: 'Screening',
      direction: 'BACKWARD',
    });
    expect(describeHistoryEntry(movedBack, intl).title).toBe('Moved back from Interview to Screening');
  });

  test('an event the API does not know shows its English summary', () => {
    const unknown = entry('OfferMade', { type: 'Unrecognised', eventType: 'OfferMade' }, 'OfferMade recorded by Sara Ali');
    expect(describeHistoryEntry(unknown, intl)).toEqual({ title: 'OfferMade recorded by Sara Ali', detail: null });
  });
});
