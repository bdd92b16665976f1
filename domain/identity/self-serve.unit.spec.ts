import { companyOwnsDomain, validateSignUpEmail } from './self-serve';

describe('sign-up e-mail (spec 01 §5.1, §5.5)', () => {
  it('requires a well-formed work address', () => {
    expect(validateSignUpEmail('')).toBe('Please enter valid email');
    expect(validateSignUpEmail('not-an-email')).toBe('Please enter a valid email address');
    expect(validateSignUpEmail('huda@gmail.com')).toBe('Please enter your work email address');
    expect(validateSignUpEmail('huda@yahoo.co.uk')).toBe('Please enter your work email address');
    expect(validateSignUpEmail('huda@acme-robotics.example')).toBeNull();
  });
});

describe('which company owns an e-mail domain', () => {
  const company = { domain: 'Acme.example', otherEmailDomains: ['acme-labs.example'] };

  it('matches the domain and the other e-mail domains, ignoring case', () => {
    expect(companyOwnsDomain(company, 'acme.example')).toBe(true);
    expect(companyOwnsDomain(company, 'ACME-LABS.example')).toBe(true);
  });

  it('matches nothing else, nor an empty domain', () => {
    expect(companyOwnsDomain(company, 'sub.acme.example')).toBe(false);
    expect(companyOwnsDomain(company, '')).toBe(false);
    expect(companyOwnsDomain({ domain: null, otherEmailDomains: [] }, 'acme.example')).toBe(false);
  });
});
