import { defaultApplicationForm, type ApplicationForm } from '../jobs';
import { acceptApplyForm, applyAvailability, applyFormErrors, type ApplyFormAnswers } from './apply-form';
import { attributeSource, CAREER_PAGE_SOURCE, jobBoardOfSource } from './source-attribution';

const answers = (overrides: Partial<ApplyFormAnswers> = {}): ApplyFormAnswers => ({
  firstName: 'Layla',
  lastName: 'Nasser',
  email: 'layla@example.com',
  phone: '+971 501234567',
  linkedIn: null,
  portfolio: null,
  gender: null,
  nationality: null,
  countryOfResidence: 'United Arab Emirates',
  customFields: [],
  ...overrides,
});

const form = (overrides: Partial<ApplicationForm> = {}): ApplicationForm => ({ ...defaultApplicationForm(), ...overrides });

describe('the apply form (spec 02 §3.2, 03 §5 "Apply portal")', () => {
  it('passes a complete form and keeps only what the form asks', () => {
    const kept = acceptApplyForm(
      answers({ linkedIn: 'linkedin.com/in/layla-nasser', portfolio: 'https://layla.dev', gender: 'Female', customFields: [{ id: 'f1', value: ' 5 ' }, { id: 'f9', value: 'x' }] }),
      form({ portfolioLink: 'OFF', customFieldIds: ['f1'] }),
    );
    expect(kept).toEqual({
      linkedIn: 'linkedin.com/in/layla-nasser',
      portfolio: null,
      gender: null,
      nationality: null,
      countryOfResidence: 'United Arab Emirates',
      customFields: [{ id: 'f1', value: '5' }],
    });
  });

  it('requires name, phone and country of residence', () => {
    expect(applyFormErrors(answers({ firstName: ' ', lastName: '', phone: '', countryOfResidence: null }), form())).toEqual({
      firstName: 'Please enter all mandatory fields',
      lastName: 'Please enter all mandatory fields',
      phone: 'Please enter all mandatory fields',
      countryOfResidence: 'Please enter all mandatory fields',
    });
    expect(applyFormErrors(answers({ phone: '501234567' }), form()).phone).toBe('Missing country code. Ex: "+971 501234567" or +1 501234567');
  });

  it('asks LinkedIn and portfolio as the job sets them: Mandatory, Optional or Off', () => {
    expect(applyFormErrors(answers(), form({ linkedInLink: 'MANDATORY' })).linkedIn).toBe('Please enter all mandatory fields');
    expect(applyFormErrors(answers(), form({ linkedInLink: 'OPTIONAL' })).linkedIn).toBeUndefined();
    expect(applyFormErrors(answers({ linkedIn: 'https://example.com/in/layla' }), form()).linkedIn).toBe('Please enter a valid linkedin url');
    expect(applyFormErrors(answers({ linkedIn: 'https://example.com/in/layla' }), form({ linkedInLink: 'OFF' })).linkedIn).toBeUndefined();
    expect(applyFormErrors(answers({ portfolio: 'not a url' }), form({ portfolioLink: 'OPTIONAL' })).portfolio).toBe('Please enter a valid URL');
    expect(applyFormErrors(answers({ portfolio: 'layla.dev' }), form({ portfolioLink: 'MANDATORY' })).portfolio).toBeUndefined();
    expect(applyFormErrors(answers({ portfolio: `https://layla.dev/${'a'.repeat(1000)}` }), form({ portfolioLink: 'OPTIONAL' })).portfolio).toBe(
      'Link must be less than 1000 characters',
    );
  });

  it('asks the DEI questions only where set, each answerable with Prefer not to say', () => {
    const dei = form({ askGender: true, askNationality: true });
    expect(applyFormErrors(answers(), dei)).toMatchObject({ gender: 'Please enter all mandatory fields', nationality: 'Please enter all mandatory fields' });
    expect(applyFormErrors(answers({ gender: 'Prefer not to say', nationality: 'Prefer not to say' }), dei)).toEqual({});
    expect(applyFormErrors(answers({ gender: 'Robot', nationality: 'Emirati' }), dei).gender).toBe('Please enter all mandatory fields');
  });

  it('needs a response to every custom field the form asks', () => {
    expect(applyFormErrors(answers({ customFields: [{ id: 'f1', value: '  ' }] }), form({ customFieldIds: ['f1', 'f2'] }))).toEqual({
      'customFields.f1': 'Provide your response',
      'customFields.f2': 'Provide your response',
    });
  });

  it('refuses with the first message and changes nothing', () => {
    expect(() => acceptApplyForm(answers({ firstName: '' }), form())).toThrow('Please enter all mandatory fields');
  });
});

describe('apply availability', () => {
  const careerPage = { careerPage: true, employeePortal: false, confidential: false, allowEmployeeReferrals: false, allowEmployeesToAddToTalentPool: false };
  it('is open while published on the career page, closed once closed, not found otherwise', () => {
    expect(applyAvailability({ status: 'PUBLISHED', publication: careerPage })).toBe('open');
    expect(applyAvailability({ status: 'CLOSED', publication: careerPage })).toBe('closed');
    expect(applyAvailability({ status: 'PUBLISHED', publication: { ...careerPage, careerPage: false } })).toBe('not-found');
    expect(applyAvailability({ status: 'DRAFT', publication: null })).toBe('not-found');
    expect(applyAvailability({ status: 'DELETED', publication: careerPage })).toBe('not-found');
    expect(applyAvailability(null)).toBe('not-found');
  });
});

describe('source attribution', () => {
  const links = [
    { source: 'Meetup', link: 'https://meetup.example', closed: false },
    { source: 'Old fair', link: 'https://fair.example', closed: true },
  ];
  it('names the job board a board link carries, so the board counts the application', () => {
    expect(attributeSource('xml-feed', links)).toBe('XML job feed');
    expect(jobBoardOfSource('XML job feed')).toBe('xml-feed');
    expect(jobBoardOfSource('Meetup')).toBeNull();
  });
  it('names an open custom link by its own spelling; a closed, unknown or missing one is the career page', () => {
    expect(attributeSource(' meetup ', links)).toBe('Meetup');
    expect(attributeSource('Old fair', links)).toBe(CAREER_PAGE_SOURCE);
    expect(attributeSource('anything', links)).toBe(CAREER_PAGE_SOURCE);
    expect(attributeSource(null, links)).toBe(CAREER_PAGE_SOURCE);
    expect(attributeSource('x'.repeat(500), links)).toBe(CAREER_PAGE_SOURCE);
  });
});
