import {
  camelToKebab,
  EMAIL_PLACEHOLDERS,
  kebabToCamel,
  screenToken,
  toScreenPlaceholders,
  toStoredPlaceholders,
} from './placeholders';

describe('e-mail template placeholders', () => {
  it('spells names in kebab-case and back', () => {
    expect(camelToKebab('candidateFirstName')).toBe('candidate-first-name');
    expect(kebabToCamel('candidate-first-name')).toBe('candidateFirstName');
    expect(camelToKebab('jobTitle')).toBe('job-title');
  });

  it('stores {{camelCase}} as {{kebab-case}} and shows it back, every placeholder of the list', () => {
    for (const { name } of EMAIL_PLACEHOLDERS.filter(({ name }) => name !== 'bookingLink')) {
      const stored = toStoredPlaceholders(`Hi ${screenToken(name)}!`);
      expect(stored).toBe(`Hi {{${camelToKebab(name)}}}!`);
      expect(toScreenPlaceholders(stored)).toBe(`Hi ${screenToken(name)}!`);
    }
  });

  it('converts inside HTML and attributes, tolerating spaces in the braces', () => {
    const screen = '<p>Dear {{ candidateFirstName }},</p><a href="{{offerLink}}">{{jobTitle}}</a>';
    expect(toStoredPlaceholders(screen)).toBe(
      '<p>Dear {{candidate-first-name}},</p><a href="{{offer-link}}">{{job-title}}</a>',
    );
  });

  it('is idempotent in both directions', () => {
    const stored = '{{candidate-first-name}} {{job-title}}';
    expect(toStoredPlaceholders(stored)).toBe(stored);
    const screen = '{{candidateFirstName}} {{jobTitle}}';
    expect(toScreenPlaceholders(screen)).toBe(screen);
  });

  it('leaves booking-link placeholders and unknown tokens unchanged (spec 04)', () => {
    expect(toStoredPlaceholders('{{bookingLink}} {{somethingElse}} {{ unknown-one }}')).toBe(
      '{{bookingLink}} {{somethingElse}} {{ unknown-one }}',
    );
    expect(toScreenPlaceholders('{{bookingLink}} {{something-else}}')).toBe('{{bookingLink}} {{something-else}}');
  });

  it('leaves text without tokens and single braces alone', () => {
    expect(toStoredPlaceholders('a {b} {{ }} c')).toBe('a {b} {{ }} c');
  });
});
