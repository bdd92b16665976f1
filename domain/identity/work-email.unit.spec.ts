import {
  emailDomainOf,
  FREE_MAIL_DOMAINS,
  isFreeMailDomain,
  validateWorkEmail,
  WORK_EMAIL_MESSAGE,
} from './work-email';

describe('work e-mail (spec 01 §5.1)', () => {
  it('lists 24 free mail domains, exactly one of them a wildcard', () => {
    expect(FREE_MAIL_DOMAINS).toHaveLength(24);
    expect(new Set(FREE_MAIL_DOMAINS).size).toBe(24);
    expect(FREE_MAIL_DOMAINS.filter((entry) => entry.includes('*'))).toEqual(['yahoo.*']);
  });

  it.each(FREE_MAIL_DOMAINS.filter((entry) => !entry.includes('*')))('refuses %s', (domain) => {
    expect(validateWorkEmail(`someone@${domain}`)).toBe(WORK_EMAIL_MESSAGE);
  });

  it.each(['yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.com.br', 'YAHOO.DE'])(
    'refuses the wildcard country domain %s',
    (domain) => {
      expect(isFreeMailDomain(domain)).toBe(true);
    },
  );

  it('ignores case and surrounding spaces', () => {
    expect(validateWorkEmail('  Someone@GMail.COM ')).toBe(WORK_EMAIL_MESSAGE);
  });

  it.each([
    'acme.com',
    'yahoo-partners.com',
    'myyahoo.com',
    'gmail.company.com',
    'mail.acme.com',
    'outlook.com.acme.io',
    'yahoo',
  ])('accepts the company domain %s', (domain) => {
    expect(validateWorkEmail(`someone@${domain}`)).toBeNull();
  });

  it('answers the caller’s message', () => {
    expect(validateWorkEmail('a@hotmail.com', 'Use your company address')).toBe('Use your company address');
  });

  it('takes the domain after the last @', () => {
    expect(emailDomainOf('"a@b"@Acme.com')).toBe('acme.com');
    expect(emailDomainOf('no-at-sign')).toBe('');
  });
});
