import type { Command } from '../shared';
import type { CandidateDetails, TeamMemberRef } from './candidate-details';

/**
 * What starts a candidate's stream when a command finds none (ADR 0016): one of their applications and the
 * details its first event holds (null once erased). The handler reads it; the decider uses it only then.
 */
export type CandidateSeed = { candidateId: string; applicationId: string; details: CandidateDetails | null };

/** The profile's edit dialog: the whole set of details; the handler has checked the team members named. */
export type EditCandidateDetails = Command<
  'EditCandidateDetails',
  { seed: CandidateSeed; details: CandidateDetails; referredBy: TeamMemberRef | null; sourcedBy: TeamMemberRef | null }
>;

/**
 * Step one of a merge, on the candidate whose e-mail was edited to one another candidate holds: it closes,
 * naming the holder. Its details as edited travel on to the holder in step two (AbsorbCandidate).
 */
export type MergeCandidateInto = Command<
  'MergeCandidateInto',
  { seed: CandidateSeed; intoCandidateId: string; applicationIds: string[] }
>;

/** Step two, on the holder: it takes in the other candidate's details (as edited) and applications. */
export type AbsorbCandidate = Command<
  'AbsorbCandidate',
  {
    seed: CandidateSeed;
    absorbedCandidateId: string;
    absorbedApplicationIds: string[];
    absorbedDetails: CandidateDetails;
    absorbedReferredBy: TeamMemberRef | null;
    absorbedSourcedBy: TeamMemberRef | null;
  }
>;

/** Recorded by the erasure after the candidate's key was destroyed. */
export type RecordCandidateErasure = Command<'RecordCandidateErasure', { candidateId: string }>;

export type CandidateCommand = EditCandidateDetails | MergeCandidateInto | AbsorbCandidate | RecordCandidateErasure;
