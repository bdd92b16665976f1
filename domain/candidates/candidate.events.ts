import { eventCatalogue, type DomainEvent, type PersonalData } from '../shared';
import type { CandidateDetails, TeamMemberRef } from './candidate-details';

/**
 * The candidate's stream (`candidate-<id>`, ADR 0016). Every event has `candidateId` and its details in
 * `personal`, which the event-store edge encrypts with that candidate's key (ADR 0001): after erasure they
 * read back null. Who referred or sourced the candidate are team members, not the candidate's data.
 */

/** The stream begins: seeded from one of the candidate's applications (its first event), ADR 0016. */
export type CandidateRegistered = DomainEvent<
  'CandidateRegistered',
  {
    candidateId: string;
    /** The application whose first event the details came from. */
    seedApplicationId: string;
    referredBy: TeamMemberRef | null;
    sourcedBy: TeamMemberRef | null;
    personal: PersonalData<CandidateDetails>;
  }
>;

/** Names of the parts of the candidate an edit changed: the history's words, no personal data. */
export const CANDIDATE_FIELDS = ['name', 'emails', 'phones', 'links', 'referredBy', 'sourcedBy', 'gender', 'nationality', 'countryOfResidence'] as const;
export type CandidateField = (typeof CANDIDATE_FIELDS)[number];

/** The details after the edit, whole; `changed` names what differs from before. */
export type CandidateDetailsEdited = DomainEvent<
  'CandidateDetailsEdited',
  {
    candidateId: string;
    changed: CandidateField[];
    referredBy: TeamMemberRef | null;
    sourcedBy: TeamMemberRef | null;
    personal: PersonalData<CandidateDetails>;
  }
>;

/**
 * This candidate (who held the e-mail) took in another and all of their applications (spec 02 §4.4). The
 * applications' own streams are not touched: their histories read as before (ADR 0016).
 */
export type CandidateMerged = DomainEvent<
  'CandidateMerged',
  {
    candidateId: string;
    absorbedCandidateId: string;
    absorbedApplicationIds: string[];
    referredBy: TeamMemberRef | null;
    sourcedBy: TeamMemberRef | null;
    /** The details after the merge, whole. */
    personal: PersonalData<CandidateDetails>;
  }
>;

/** This candidate became part of another: it takes no more changes, its applications are the other's. */
export type CandidateMergedInto = DomainEvent<
  'CandidateMergedInto',
  { candidateId: string; intoCandidateId: string; applicationIds: string[] }
>;

/** The erasure reached this stream (its key was destroyed first); no personal part, nothing to erase again. */
export type CandidatePersonalDataErased = DomainEvent<'CandidatePersonalDataErased', { candidateId: string }>;

export type CandidateEvent = CandidateRegistered | CandidateDetailsEdited | CandidateMerged | CandidateMergedInto | CandidatePersonalDataErased;

export const candidateEvents = eventCatalogue<CandidateEvent>({
  CandidateRegistered: true,
  CandidateDetailsEdited: true,
  CandidateMerged: true,
  CandidateMergedInto: true,
  CandidatePersonalDataErased: true,
});
