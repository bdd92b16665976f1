import { CONTACT_MESSAGES, validateEmail, validatePhone } from './contact-validation';

describe('validateEmail', () => {
  it.each(['ana@example.com', 'a.b+c@mail.example.ae', ' x@y.io '])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });
  it.each(['ana', 'ana@', 'ana@example', 'ana@example.c', 'a b@example.com'])('refuses %s', (email) => {
    expect(validateEmail(email)).toBe(CONTACT_MESSAGES.emailInvalid);
  });
  it('asks for an email when empty', () => {
    expect(validateEmail('  ')).toBe(CONTACT_MESSAGES.emailRequired);
  });
});

describe('validatePhone', () => {
  it.each(['+971 501234567', '+1 (123) 456-7890', '+44 20 7946 0958', '+9715012345678'])('accepts %s', (phone) => {
    expect(validatePhone(phone)).toBeNull();
  });
  it('lets an empty optional phone pass', () => {
    expect(validatePhone('')).toBeNull();
  });
  it('names invalid characters first', () => {
    expect(validatePhone('+971 50x1234567')).toBe(CONTACT_MESSAGES.phoneInvalidCharacters);
  });
  it('asks for the country code', () => {
    expect(validatePhone('501234567')).toBe(CONTACT_MESSAGES.phoneMissingCountryCode('501234567'));
  });
  it('refuses a malformed number', () => {
    expect(validatePhone('+971 12')).toBe(CONTACT_MESSAGES.phoneInvalidFormat);
  });
});
