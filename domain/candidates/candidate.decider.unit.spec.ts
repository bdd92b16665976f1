import { deciderSpecification, testContext } from '../testing/decider-specification';
import { checkCandidateDetails, CANDIDATE_MESSAGES, detailsFromApplication, mergeCandidateDetails, type CandidateDetails } from './candidate-details';
import type { CandidateSeed } from './candidate.commands';
import { candidateDecider, describeCandidateEvent } from './candidate.decider';
import type { CandidateEvent } from './candidate.events';

const spec = deciderSpecification(candidateDecider, testContext());

const lea: CandidateDetails = detailsFromApplication({ firstName: 'Lea', lastName: 'Moreau', email: 'lea@example.org', phone: '+33 612 345 678' });
const seed: CandidateSeed = { candidateId: 'cand-1', applicationId: 'app-1', details: lea };
const registered: CandidateEvent = {
  type: 'CandidateRegistered',
  data: { candidateId: 'cand-1', seedApplicationId: 'app-1', referredBy: null, sourcedBy: null, personal: lea },
};
const rania = { id: 'user-1', name: 'Rania Haddad' };
const edited: CandidateDetails = {
  ...lea,
  emails: [
    { email: 'lea.work@example.org', primary: false },
    { email: 'lea@example.org', primary: true },
  ],
  phones: ['+33 612 345 678', '+971 501234567'],
  links: [
    { kind: 'linkedin', url: 'linkedin.com/in/lea-moreau' },
    { kind: 'portfolio', url: 'https://lea.design' },
  ],
  gender: 'Female',
  nationality: 'FR',
  countryOfResidence: 'AE',
};
const edit = (details: CandidateDetails, referredBy: typeof rania | null = null) =>
  ({ type: 'EditCandidateDetails', data: { seed, details, referredBy, sourcedBy: null } }) as const;

describe('candidate decider: edit details', () => {
  it('starts the stream from the application on the first edit, then records the edit (ADR 0016)', () => {
    spec
      .given([])
      .when(edit(edited, rania))
      .then([
        registered,
        {
          type: 'CandidateDetailsEdited',
          data: {
            candidateId: 'cand-1',
            changed: ['emails', 'phones', 'links', 'referredBy', 'gender', 'nationality', 'countryOfResidence'],
            referredBy: rania,
            sourcedBy: null,
            personal: {
              ...edited,
              // Primary first; a link without a scheme gets https://.
              emails: [
                { email: 'lea@example.org', primary: true },
                { email: 'lea.work@example.org', primary: false },
              ],
              links: [
                { kind: 'linkedin', url: 'https://linkedin.com/in/lea-moreau' },
                { kind: 'portfolio', url: 'https://lea.design' },
              ],
            },
          },
        },
      ]);
  });

  it('does not register twice once the stream exists', () => {
    const events = candidateDecider.decide(edit({ ...lea, firstName: 'Léa' }), [registered].reduce(candidateDecider.evolve, candidateDecider.initialState()), testContext());
    expect(events.map((event) => event.type)).toEqual(['CandidateDetailsEdited']);
    expect(events[0].data).toMatchObject({ changed: ['name'] });
  });

  it('refuses an edit that changes nothing', () => {
    spec.given([registered]).when(edit(lea)).thenRefuses('candidate-unchanged');
  });

  it.each([
    ['no primary e-mail', { ...lea, emails: [{ email: 'lea@example.org', primary: false }] }, CANDIDATE_MESSAGES.onePrimaryEmail],
    [
      'two primary e-mails',
      { ...lea, emails: [{ email: 'lea@example.org', primary: true }, { email: 'l@example.org', primary: true }] },
      CANDIDATE_MESSAGES.onePrimaryEmail,
    ],
    ['no e-mail', { ...lea, emails: [] }, CANDIDATE_MESSAGES.emailMissing],
    ['a bad e-mail', { ...lea, emails: [{ email: 'lea@', primary: true }] }, CANDIDATE_MESSAGES.emailInvalid],
    [
      'the same e-mail twice in another case',
      { ...lea, emails: [{ email: 'lea@example.org', primary: true }, { email: 'LEA@example.org', primary: false }] },
      CANDIDATE_MESSAGES.emailRepeated,
    ],
    ['a phone without country code', { ...lea, phones: ['0612345678'] }, CANDIDATE_MESSAGES.phoneMissingCountryCode('0612345678')],
    ['a LinkedIn link elsewhere', { ...lea, links: [{ kind: 'linkedin' as const, url: 'https://example.org/in/lea' }] }, CANDIDATE_MESSAGES.linkedinInvalid],
    ['a link of 1000 characters', { ...lea, links: [{ kind: 'other' as const, url: `https://x.org/${'a'.repeat(986)}` }] }, CANDIDATE_MESSAGES.linkTooLong],
    ['a gender not in the spec', { ...lea, gender: 'Others' as never }, CANDIDATE_MESSAGES.genderInvalid],
    ['an unknown country', { ...lea, countryOfResidence: 'XX' }, CANDIDATE_MESSAGES.countryInvalid],
    ["'Prefer not to say' as country of residence", { ...lea, countryOfResidence: 'Prefer not to say' }, CANDIDATE_MESSAGES.countryInvalid],
    ['a blank first name', { ...lea, firstName: '  ' }, CANDIDATE_MESSAGES.firstNameRequired],
  ])('refuses %s with the message', (_name, details, message) => {
    spec.given([registered]).when(edit(details)).thenRefuses('invalid-candidate-details', message);
  });

  it("accepts 'Prefer not to say' as nationality", () => {
    expect(checkCandidateDetails({ ...lea, nationality: 'Prefer not to say', gender: 'Prefer not to say' })).toHaveProperty('details');
  });

  it('refuses edits once erased or merged away', () => {
    spec.given([registered, { type: 'CandidatePersonalDataErased', data: { candidateId: 'cand-1' } }]).when(edit(edited)).thenRefuses('candidate-erased');
    spec
      .given([registered, { type: 'CandidateMergedInto', data: { candidateId: 'cand-1', intoCandidateId: 'cand-2', applicationIds: ['app-1'] } }])
      .when(edit(edited))
      .thenRefuses('candidate-merged');
  });

  it('refuses to start from an erased application', () => {
    spec.given([]).when({ type: 'EditCandidateDetails', data: { seed: { ...seed, details: null }, details: edited, referredBy: null, sourcedBy: null } }).thenRefuses('candidate-erased');
  });
});

describe('candidate decider: merge (spec 02 §4.4)', () => {
  const omar = detailsFromApplication({ firstName: 'Omar', lastName: 'Saleh', email: 'omar@example.org', phone: null });
  const holderSeed: CandidateSeed = { candidateId: 'cand-2', applicationId: 'app-2', details: omar };

  it('closes the edited candidate, naming the holder and its applications', () => {
    spec
      .given([registered])
      .when({ type: 'MergeCandidateInto', data: { seed, intoCandidateId: 'cand-2', applicationIds: ['app-1'] } })
      .then([{ type: 'CandidateMergedInto', data: { candidateId: 'cand-1', intoCandidateId: 'cand-2', applicationIds: ['app-1'] } }]);
  });

  it('refuses to merge a candidate into themselves', () => {
    spec.given([registered]).when({ type: 'MergeCandidateInto', data: { seed, intoCandidateId: 'cand-1', applicationIds: [] } }).thenRefuses('merge-with-self');
  });

  it('lets the holder take in the other candidate: its own name and primary e-mail, every e-mail, phone and link', () => {
    const absorbedDetails = { ...edited, emails: [{ email: 'omar@example.org', primary: true }, { email: 'lea@example.org', primary: false }] };
    spec
      .given([])
      .when({
        type: 'AbsorbCandidate',
        data: { seed: holderSeed, absorbedCandidateId: 'cand-1', absorbedApplicationIds: ['app-1'], absorbedDetails, absorbedReferredBy: rania, absorbedSourcedBy: null },
      })
      .then([
        { type: 'CandidateRegistered', data: { candidateId: 'cand-2', seedApplicationId: 'app-2', referredBy: null, sourcedBy: null, personal: omar } },
        {
          type: 'CandidateMerged',
          data: {
            candidateId: 'cand-2',
            absorbedCandidateId: 'cand-1',
            absorbedApplicationIds: ['app-1'],
            referredBy: rania,
            sourcedBy: null,
            personal: {
              firstName: 'Omar',
              lastName: 'Saleh',
              emails: [
                { email: 'omar@example.org', primary: true },
                { email: 'lea@example.org', primary: false },
              ],
              phones: ['+33 612 345 678', '+971 501234567'],
              links: [
                { kind: 'linkedin', url: 'https://linkedin.com/in/lea-moreau' },
                { kind: 'portfolio', url: 'https://lea.design' },
              ],
              gender: 'Female',
              nationality: 'FR',
              countryOfResidence: 'AE',
            },
          },
        },
      ]);
  });

  it('records a retried second step once', () => {
    const merged: CandidateEvent = {
      type: 'CandidateMerged',
      data: { candidateId: 'cand-2', absorbedCandidateId: 'cand-1', absorbedApplicationIds: ['app-1'], referredBy: null, sourcedBy: null, personal: omar },
    };
    spec
      .given([{ type: 'CandidateRegistered', data: { candidateId: 'cand-2', seedApplicationId: 'app-2', referredBy: null, sourcedBy: null, personal: omar } }, merged])
      .when({
        type: 'AbsorbCandidate',
        data: { seed: holderSeed, absorbedCandidateId: 'cand-1', absorbedApplicationIds: ['app-1'], absorbedDetails: lea, absorbedReferredBy: null, absorbedSourcedBy: null },
      })
      .thenNothingHappens();
  });

  it('keeps the holder’s demographics and fills only what it lacks', () => {
    const merged = mergeCandidateDetails({ ...omar, gender: 'Male' }, { ...lea, gender: 'Female', nationality: 'FR' });
    expect(merged).toMatchObject({ gender: 'Male', nationality: 'FR', countryOfResidence: null });
  });
});

describe('candidate decider: erasure', () => {
  it('marks the stream once', () => {
    spec.given([registered]).when({ type: 'RecordCandidateErasure', data: { candidateId: 'cand-1' } }).then([{ type: 'CandidatePersonalDataErased', data: { candidateId: 'cand-1' } }]);
    spec
      .given([registered, { type: 'CandidatePersonalDataErased', data: { candidateId: 'cand-1' } }])
      .when({ type: 'RecordCandidateErasure', data: { candidateId: 'cand-1' } })
      .thenNothingHappens();
  });

  it('has no stream to mark for a candidate never registered', () => {
    spec.given([]).when({ type: 'RecordCandidateErasure', data: { candidateId: 'cand-1' } }).thenNothingHappens();
  });

  it('describes events without personal data', () => {
    expect(describeCandidateEvent({ type: 'CandidateDetailsEdited', data: { candidateId: 'c', changed: ['emails', 'gender'], referredBy: null, sourcedBy: null, personal: edited } })).toBe(
      'Candidate details edited: emails, gender',
    );
  });
});
