import { relationalPolicySpecification } from '../testing/relational-policy-specification';
import type { DepartmentRow, LocationRow, SettingsCaller } from './company-settings-rows';
import { SETTINGS_MESSAGES } from './company-settings.errors';
import {
  addDepartment,
  addLocation,
  deleteDepartment,
  deleteLocation,
  editDepartment,
  editLocation,
  type HeadCandidate,
} from './location-department-policies';

const caller: SettingsCaller = { userId: 'admin-1', companyId: 'company-1' };
const dubai: LocationRow = { id: 'location-1', companyId: 'company-1', name: 'Dubai' };
const elsewhere: LocationRow = { id: 'location-9', companyId: 'company-2', name: 'Cairo' };
const engineering: DepartmentRow = {
  id: 'department-1',
  companyId: 'company-1',
  name: 'Engineering',
  headOfDepartmentId: null,
};
const member: HeadCandidate = { id: 'user-2', companyId: 'company-1', deletedAt: null };

const audit = (
  entity: string,
  action: 'create' | 'update' | 'delete',
  before: object | null,
  after: object | null,
  entityId: string,
) => ({
  companyId: 'company-1',
  actorId: 'admin-1',
  entity,
  entityId,
  action,
  before,
  after,
});

describe('addLocation', () => {
  const spec = relationalPolicySpecification(addLocation);

  it('adds a trimmed location, audited', () => {
    const row = { id: 'new-id-1', companyId: 'company-1', name: 'Abu Dhabi' };
    spec
      .given({ locations: [dubai] })
      .when({ name: '  Abu Dhabi ' }, caller)
      .then({
        writes: [{ table: 'locations', insert: row }],
        audit: [audit('location', 'create', null, row, 'new-id-1')],
        mail: [],
        result: row,
      });
  });

  it('refuses an empty name with the spec’s message', () => {
    spec
      .given({ locations: [] })
      .when({ name: '   ' }, caller)
      .thenRefuses('location-required', 'Please enter location');
  });

  it('refuses a name the company already has, whatever its case', () => {
    spec
      .given({ locations: [dubai] })
      .when({ name: 'dubai' }, caller)
      .thenRefuses('location-exists', SETTINGS_MESSAGES.locationExists);
  });

  it('refuses a name longer than 100 characters', () => {
    spec
      .given({ locations: [] })
      .when({ name: 'x'.repeat(101) }, caller)
      .thenRefuses('setting-name-too-long');
  });
});

describe('editLocation', () => {
  const spec = relationalPolicySpecification(editLocation);

  it('renames the location; its own name again is not a duplicate', () => {
    const decided = spec
      .given({ location: dubai, locations: [dubai] })
      .when({ name: 'DUBAI' }, caller)
      .decide();
    expect(decided.writes).toEqual([{ table: 'locations', update: 'location-1', set: { name: 'DUBAI' } }]);
    expect(decided.audit).toEqual([audit('location', 'update', dubai, { ...dubai, name: 'DUBAI' }, 'location-1')]);
  });

  it('answers 404 for another company’s location', () => {
    spec
      .given({ location: elsewhere, locations: [] })
      .when({ name: 'Riyadh' }, caller)
      .thenRefuses('location-not-found');
  });
});

describe('deleteLocation', () => {
  const spec = relationalPolicySpecification(deleteLocation);

  it('deletes a location no job names', () => {
    spec
      .given({ location: dubai, linkedJobs: 0 })
      .when({ id: 'location-1' }, caller)
      .then({
        writes: [{ table: 'locations', delete: 'location-1' }],
        audit: [audit('location', 'delete', dubai, null, 'location-1')],
        mail: [],
        result: { id: 'location-1' },
      });
  });

  it('refuses while jobs are linked', () => {
    spec
      .given({ location: dubai, linkedJobs: 2 })
      .when({ id: 'location-1' }, caller)
      .thenRefuses('location-linked-to-jobs', 'Jobs are linked to this location. You can’t delete it.');
  });

  it('answers 404 for another company’s location', () => {
    spec
      .given({ location: elsewhere, linkedJobs: 0 })
      .when({ id: 'location-9' }, caller)
      .thenRefuses('location-not-found');
  });
});

describe('addDepartment', () => {
  const spec = relationalPolicySpecification(addDepartment);

  it('adds a department with a head of department from the company', () => {
    const decided = spec
      .given({ departments: [engineering], head: member })
      .when({ name: 'Sales', headOfDepartmentId: 'user-2' }, caller)
      .decide();
    expect(decided.result).toEqual({
      id: 'new-id-1',
      companyId: 'company-1',
      name: 'Sales',
      headOfDepartmentId: 'user-2',
    });
  });

  it('adds a department without a head', () => {
    const decided = spec.given({ departments: [], head: null }).when({ name: 'Sales' }, caller).decide();
    expect(decided.result.headOfDepartmentId).toBeNull();
  });

  it('refuses a head of department of another company, a deleted member or an unknown one', () => {
    for (const head of [{ ...member, companyId: 'company-2' }, { ...member, deletedAt: new Date() }, null])
      spec
        .given({ departments: [], head })
        .when({ name: 'Sales', headOfDepartmentId: 'user-2' }, caller)
        .thenRefuses('head-of-department-not-member', SETTINGS_MESSAGES.headOfDepartmentNotMember);
  });

  it('refuses an empty or duplicate name', () => {
    spec.given({ departments: [], head: null }).when({ name: '' }, caller).thenRefuses('department-required');
    spec
      .given({ departments: [engineering], head: null })
      .when({ name: ' engineering' }, caller)
      .thenRefuses('department-exists');
  });
});

describe('editDepartment', () => {
  const spec = relationalPolicySpecification(editDepartment);

  it('changes only what is given; null removes the head', () => {
    const withHead = { ...engineering, headOfDepartmentId: 'user-2' };
    const decided = spec
      .given({ department: withHead, departments: [withHead], head: null })
      .when({ headOfDepartmentId: null }, caller)
      .decide();
    expect(decided.writes).toEqual([
      { table: 'departments', update: 'department-1', set: { headOfDepartmentId: null } },
    ]);
  });

  it('answers 404 for another company’s department', () => {
    spec
      .given({ department: { ...engineering, companyId: 'company-2' }, departments: [], head: null })
      .when({ name: 'R&D' }, caller)
      .thenRefuses('department-not-found');
  });
});

describe('deleteDepartment', () => {
  const spec = relationalPolicySpecification(deleteDepartment);

  it('refuses while jobs are linked, with the spec’s message', () => {
    spec
      .given({ department: engineering, linkedJobs: 1 })
      .when({ id: 'department-1' }, caller)
      .thenRefuses('department-linked-to-jobs', "Jobs are linked to this department. You can't delete it");
  });

  it('deletes an unused department', () => {
    const decided = spec
      .given({ department: engineering, linkedJobs: 0 })
      .when({ id: 'department-1' }, caller)
      .decide();
    expect(decided.writes).toEqual([{ table: 'departments', delete: 'department-1' }]);
  });
});
