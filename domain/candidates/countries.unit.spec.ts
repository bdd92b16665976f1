import { detailsFromApplication } from './candidate-details';
import { countryCodeOf } from './countries';

describe('countryCodeOf', () => {
  it('reads a code, or a country named in English or Arabic, whatever its case and spaces', () => {
    expect(countryCodeOf('AE')).toBe('AE');
    expect(countryCodeOf('ae')).toBe('AE');
    expect(countryCodeOf(' United Arab Emirates ')).toBe('AE');
    expect(countryCodeOf('saudi arabia')).toBe('SA');
    expect(countryCodeOf('مصر')).toBe('EG');
  });

  it('answers null for text that names no country', () => {
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf('XX')).toBeNull();
    expect(countryCodeOf('')).toBeNull();
    expect(countryCodeOf(null)).toBeNull();
  });
});

describe('detailsFromApplication', () => {
  const personal = { firstName: 'Layla', lastName: 'Nasser', email: 'layla@example.com', phone: '+971 501234567' };

  it('seeds the candidate with what they answered on the apply form', () => {
    const details = detailsFromApplication({
      ...personal,
      applyForm: { linkedIn: 'https://www.linkedin.com/in/layla', portfolio: null, gender: 'Female', nationality: 'Prefer not to say', countryOfResidence: 'United Arab Emirates' },
    });
    expect(details).toMatchObject({
      gender: 'Female',
      nationality: 'Prefer not to say',
      countryOfResidence: 'AE',
      links: [{ kind: 'linkedin', url: 'https://www.linkedin.com/in/layla' }],
    });
  });

  it('leaves unspecified what the form did not ask or what names nothing known', () => {
    expect(detailsFromApplication(personal)).toMatchObject({ gender: null, nationality: null, countryOfResidence: null, links: [] });
    expect(
      detailsFromApplication({ ...personal, applyForm: { linkedIn: null, portfolio: null, gender: 'Other', nationality: 'Atlantis', countryOfResidence: 'Nowhere' } }),
    ).toMatchObject({ gender: null, nationality: null, countryOfResidence: null });
  });
});
