import { DomainError } from '../shared/errors';
import type { UserRow } from './identity-rows';
import { PROFILE_MESSAGES, updateOwnProfile } from './profile';

const USER: UserRow = {
  id: 'u1',
  companyId: 'c1',
  firstName: 'Rami',
  lastName: 'Recruiter',
  email: 'rami@acme.test',
  roles: ['COMPANY_RECRUITER'],
  permissionV1: [],
  collaboratorPermissions: [],
  status: 'ACTIVE',
  phone: null,
  timeZone: null,
  invitedAt: null,
  lastActiveAt: null,
  deletedAt: null,
};
const CALLER = { userId: 'u1', companyId: 'c1' };
const INPUT = { firstName: ' Rana ', lastName: 'Saleh', timeZone: 'Europe/Berlin', emailSignature: '  Rana\n<b>Acme</b> ' };

const refusal = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('updateOwnProfile (spec 03 "Profile screen")', () => {
  it('writes the trimmed names, the zone and the plain-text signature to the caller’s row, audited, and says the zone changed', () => {
    const decided = updateOwnProfile(INPUT, { user: USER }, CALLER);
    expect(decided.writes).toEqual([
      { table: 'users', update: 'u1', set: { firstName: 'Rana', lastName: 'Saleh', timeZone: 'Europe/Berlin', emailSignature: 'Rana\n<b>Acme</b>' } },
    ]);
    expect(decided.result).toEqual({ id: 'u1', timeZoneChanged: true });
    expect(decided.audit[0]).toMatchObject({ entity: 'user', entityId: 'u1', action: 'update', before: { timeZone: null }, after: { timeZone: 'Europe/Berlin' } });
    expect(updateOwnProfile(INPUT, { user: { ...USER, timeZone: 'Europe/Berlin' } }, CALLER).result.timeZoneChanged).toBe(false);
    expect(updateOwnProfile({ ...INPUT, timeZone: 'america/new_york' }, { user: USER }, CALLER).writes[0]).toMatchObject({ set: { timeZone: 'America/New_York' } });
  });

  it('refuses an unknown or missing zone and blank names with the spec’s messages', () => {
    expect(refusal(() => updateOwnProfile({ ...INPUT, timeZone: 'Mars/Olympus_Mons' }, { user: USER }, CALLER)).message).toBe(PROFILE_MESSAGES.timeZoneRequired);
    expect(refusal(() => updateOwnProfile({ ...INPUT, timeZone: ' ' }, { user: USER }, CALLER)).message).toBe('Please select the timezone');
    expect(refusal(() => updateOwnProfile({ ...INPUT, firstName: ' ' }, { user: USER }, CALLER)).message).toBe('Please input first name');
    expect(refusal(() => updateOwnProfile({ ...INPUT, lastName: '' }, { user: USER }, CALLER)).message).toBe('Please input last name');
  });

  it('changes only the caller’s own row of their own company', () => {
    expect(refusal(() => updateOwnProfile(INPUT, { user: { ...USER, id: 'u2' } }, CALLER)).kind).toBe('not-found');
    expect(refusal(() => updateOwnProfile(INPUT, { user: { ...USER, companyId: 'c2' } }, CALLER)).kind).toBe('not-found');
    expect(refusal(() => updateOwnProfile(INPUT, { user: null }, CALLER)).kind).toBe('not-found');
  });
});
