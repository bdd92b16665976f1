import { ACCESS_LABELS, isRole, outranksOrEquals, resolveRole, ROLE_LABELS, ROLE_RANKS } from './role-resolution';

describe('resolveRole (spec 01 §4.1, first match wins)', () => {
  it.each([
    [['COMPANY_ADMIN'], 'COMPANY_ADMIN', 'FULL_ACCESS'],
    [['COMPANY_INTERVIEWER'], 'COMPANY_INTERVIEWER', 'LIMITED_ACCESS'],
    [['CANDIDATE'], 'CANDIDATE', 'CANDIDATE'],
    [['COMPANY_RECRUITER'], 'COMPANY_RECRUITER', null],
    [['INTERNAL_SUPER_ADMIN'], 'INTERNAL_SUPER_ADMIN', null],
    [['INTERNAL_WC_SALES'], 'INTERNAL_WC_SALES', null],
    [['INTERNAL_PARTNER_SALES'], 'INTERNAL_PARTNER_SALES', null],
    [['COMPANY_EMPLOYEE'], 'COMPANY_EMPLOYEE', 'EMPLOYEE'],
  ])('%j resolves to %s with access %s', (roles, role, access) => {
    expect(resolveRole(roles)).toEqual({ role, access });
  });

  it('follows the spec order, not the order of the list', () => {
    expect(resolveRole(['COMPANY_RECRUITER', 'COMPANY_ADMIN']).role).toBe('COMPANY_ADMIN');
    expect(resolveRole(['COMPANY_RECRUITER', 'COMPANY_INTERVIEWER'])).toEqual({
      role: 'COMPANY_INTERVIEWER',
      access: 'LIMITED_ACCESS',
    });
    expect(resolveRole(['COMPANY_RECRUITER', 'CANDIDATE']).role).toBe('CANDIDATE');
    expect(resolveRole(['INTERNAL_SUPER_ADMIN', 'COMPANY_RECRUITER']).role).toBe('COMPANY_RECRUITER');
    expect(resolveRole(['INTERNAL_PARTNER_SALES', 'INTERNAL_WC_SALES', 'INTERNAL_SUPER_ADMIN']).role).toBe(
      'INTERNAL_SUPER_ADMIN',
    );
    expect(resolveRole(['INTERNAL_PARTNER_SALES', 'INTERNAL_WC_SALES']).role).toBe('INTERNAL_WC_SALES');
  });

  it('otherwise falls back to COMPANY_EMPLOYEE: no roles, unknown roles, or roles outside the list', () => {
    const employee = { role: 'COMPANY_EMPLOYEE', access: 'EMPLOYEE' };
    expect(resolveRole([])).toEqual(employee);
    expect(resolveRole(['SOMETHING_ELSE'])).toEqual(employee);
    expect(resolveRole(['AGENCY_USER'])).toEqual(employee);
    expect(resolveRole(['WC_SUPER_ADMIN'])).toEqual(employee);
  });
});

describe('role labels and ranks (spec 01 §6.1)', () => {
  it('labels the company roles as the spec shows them', () => {
    expect(ROLE_LABELS.COMPANY_ADMIN).toBe('Super Admin');
    expect(ROLE_LABELS.COMPANY_RECRUITER).toBe('Recruiter');
    expect(ROLE_LABELS.COMPANY_INTERVIEWER).toBe('Hiring Manager / Interviewer');
    expect(ROLE_LABELS.COMPANY_EMPLOYEE).toBe('Employee');
    expect(ROLE_LABELS.CANDIDATE).toBe('Candidate');
    expect(ROLE_LABELS.AGENCY_USER).toBe('Agency User');
    expect(ROLE_LABELS.INTERNAL_SUPER_ADMIN).toBe('Admin');
    expect(ROLE_LABELS.WC_SUPER_ADMIN).toBeNull();
    expect(ROLE_LABELS.INTERNAL_WC_SALES).toBeNull();
    expect(ACCESS_LABELS).toEqual({
      FULL_ACCESS: 'Full Access',
      LIMITED_ACCESS: 'Limited Access',
      CANDIDATE: 'Candidate',
      EMPLOYEE: 'Employee',
    });
  });

  it('ranks: admin 2, recruiter 3, interviewer 4, employee, candidate and agency 5; a lower rank is more privileged', () => {
    expect([ROLE_RANKS.COMPANY_ADMIN, ROLE_RANKS.COMPANY_RECRUITER, ROLE_RANKS.COMPANY_INTERVIEWER]).toEqual([2, 3, 4]);
    expect([ROLE_RANKS.COMPANY_EMPLOYEE, ROLE_RANKS.CANDIDATE, ROLE_RANKS.AGENCY_USER]).toEqual([5, 5, 5]);
    expect(outranksOrEquals('COMPANY_ADMIN', 'COMPANY_RECRUITER')).toBe(true);
    expect(outranksOrEquals('COMPANY_RECRUITER', 'COMPANY_ADMIN')).toBe(false);
    expect(outranksOrEquals('COMPANY_EMPLOYEE', 'CANDIDATE')).toBe(true);
    expect(outranksOrEquals('INTERNAL_SUPER_ADMIN', 'COMPANY_EMPLOYEE')).toBe(false);
  });

  it("isRole tells the spec's roles from anything else", () => {
    expect(isRole('COMPANY_RECRUITER')).toBe(true);
    expect(isRole('RECRUITER')).toBe(false);
  });
});
