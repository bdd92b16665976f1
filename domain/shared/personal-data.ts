/**
 * Personal data inside events is encrypted per candidate (crypto-shredding). The convention the event
 * store edge relies on: an event whose data has `candidateId` and a `personal` object gets `personal`
 * encrypted with that candidate's key. After erasure the key is gone and `personal` reads back as null.
 */
export type PersonalData<T> = T | null;

export type CandidatePersonalDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** What the candidate answered on the apply portal's form beyond the above (spec 02 §3.2, 03 §3 "Apply form"). */
  applyForm?: {
    linkedIn: string | null;
    portfolio: string | null;
    gender: string | null;
    nationality: string | null;
    countryOfResidence: string | null;
    customFields: Array<{ id: string; value: string }>;
  };
};

export const ERASED = 'erased';

export const displayName = (personal: PersonalData<Pick<CandidatePersonalDetails, 'firstName' | 'lastName'>>): string =>
  personal ? `${personal.firstName} ${personal.lastName}`.trim() : ERASED;
