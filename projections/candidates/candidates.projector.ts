import type { CandidateAddedToJob } from '@ats/domain/applications';
import { candidateEvents, detailsFromApplication, type CandidateDetails, type CandidateEvent, type TeamMemberRef } from '@ats/domain/candidates';
import { ERASED, type RecordedEvent } from '@ats/domain/shared';
import { defineProjection } from '../projector';
import { foldIntoRows } from '../row-fold';
import { CandidateEntity } from './candidate.entity';

type Row = CandidateEntity;
type Handled = CandidateEvent | CandidateAddedToJob;

/** The row's personal columns from the details (null once erased: the key is gone). */
const detailColumns = (details: CandidateDetails | null) => ({
  firstName: details?.firstName ?? ERASED,
  lastName: details?.lastName ?? '',
  emails: details?.emails ?? [],
  emailKeys: details?.emails.map(({ email }) => email.toLowerCase()) ?? [],
  phones: details?.phones ?? [],
  links: details?.links ?? [],
  gender: details?.gender ?? null,
  nationality: details?.nationality ?? null,
  countryOfResidence: details?.countryOfResidence ?? null,
});

const people = (referredBy: TeamMemberRef | null, sourcedBy: TeamMemberRef | null) => ({
  referredById: referredBy?.id ?? null,
  referredByName: referredBy?.name ?? null,
  sourcedById: sourcedBy?.id ?? null,
  sourcedByName: sourcedBy?.name ?? null,
});

export const evolveCandidateRow = (row: Row | undefined, event: RecordedEvent & Handled): Row | undefined => {
  const updatedAt = new Date(event.metadata.occurredAt);
  switch (event.type) {
    case 'CandidateAddedToJob':
      // The candidate's first application seeds the row until their own stream says more (ADR 0016);
      // a later application of the same candidate changes nothing here.
      if (row) return undefined;
      return {
        candidateId: event.data.candidateId,
        companyId: event.metadata.companyId,
        ...detailColumns(event.data.personal && detailsFromApplication(event.data.personal)),
        ...people(null, null),
        mergedInto: null,
        erased: event.data.personal === null,
        revision: -1,
        updatedAt,
      };
    case 'CandidateRegistered':
    case 'CandidateDetailsEdited':
    case 'CandidateMerged':
      return {
        candidateId: event.data.candidateId,
        companyId: event.metadata.companyId,
        ...detailColumns(event.data.personal),
        ...people(event.data.referredBy, event.data.sourcedBy),
        mergedInto: row?.mergedInto ?? null,
        erased: row?.erased ?? false,
        revision: event.revision,
        updatedAt,
      };
    case 'CandidateMergedInto':
      return row && { ...row, mergedInto: event.data.intoCandidateId, revision: event.revision, updatedAt };
    case 'CandidatePersonalDataErased':
      return row && { ...row, ...detailColumns(null), erased: true, revision: event.revision, updatedAt };
  }
};

/** One row per candidate: the profile's contact details and demographics, and duplicate detection by e-mail. */
export const candidatesProjector = defineProjection<Handled>({
  name: 'candidates',
  canHandle: ['CandidateAddedToJob', ...candidateEvents.types],
  async reset(manager) {
    await manager.query('TRUNCATE rm_candidates');
  },
  handle: (events, manager) =>
    foldIntoRows(manager, { entity: CandidateEntity, key: 'candidateId', rowKey: (event) => event.data.candidateId, evolve: evolveCandidateRow }, events),
});
