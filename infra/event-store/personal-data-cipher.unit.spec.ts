import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { CandidateKey } from './candidate-key-store';
import { PersonalDataIntegrityError } from './errors';
import { carriesPersonalData, decryptPersonal, encryptPersonal } from './personal-data-cipher';

describe('personal data cipher', () => {
  const candidateId = '0f8e4a52-7d7c-4b7e-9d55-3f1f6c0b2a11';
  const personal = { firstName: 'Amal', lastName: 'Saleh', email: 'amal@example.org', phone: null };

  it('round-trips and uses a fresh IV every time', () => {
    const key = new CandidateKey(randomBytes(32));
    const first = encryptPersonal(personal, key, candidateId);
    const second = encryptPersonal(personal, key, candidateId);
    expect(first.$encrypted.iv).not.toBe(second.$encrypted.iv);
    expect(first.$encrypted.ciphertext).not.toBe(second.$encrypted.ciphertext);
    expect(decryptPersonal(first, key, candidateId)).toEqual(personal);
    expect(JSON.stringify(first)).not.toContain('Amal');
  });

  it('fails authentication under another key or for another candidate', () => {
    const key = new CandidateKey(randomBytes(32));
    const encrypted = encryptPersonal(personal, key, candidateId);
    expect(() => decryptPersonal(encrypted, new CandidateKey(randomBytes(32)), candidateId)).toThrow(
      PersonalDataIntegrityError,
    );
    expect(() => decryptPersonal(encrypted, key, '11111111-2222-4333-8444-555555555555')).toThrow(
      PersonalDataIntegrityError,
    );
  });

  it('never prints key material', () => {
    const bytes = randomBytes(32);
    const key = new CandidateKey(bytes);
    const printed = [inspect(key), JSON.stringify({ key }), String(key), `${key}`, inspect({ nested: { key } })].join(
      ' ',
    );
    expect(printed).not.toContain(bytes.toString('base64'));
    expect(printed).not.toContain(bytes.toString('hex'));
    expect(inspect(key)).toBe('[CandidateKey]');
  });

  it('follows the convention: a string candidateId beside an object personal', () => {
    expect(carriesPersonalData({ candidateId, personal })).toBe(true);
    expect(carriesPersonalData({ candidateId, personal: null })).toBe(false);
    expect(carriesPersonalData({ candidateId })).toBe(false);
    expect(carriesPersonalData({ personal })).toBe(false);
    expect(carriesPersonalData({ candidateId: 7, personal })).toBe(false);
    expect(carriesPersonalData({ candidateId, personal: ['a'] })).toBe(false);
  });
});
