import { relationalPolicySpecification } from '../testing/relational-policy-specification';
import { addArchivalReason, deleteArchivalReason } from './archival-reason-policies';
import type { ArchivalReasonRow, SettingsCaller } from './company-settings-rows';

const caller: SettingsCaller = { userId: 'admin-1', companyId: 'company-1' };
const unresponsive: ArchivalReasonRow = {
  id: 'reason-1',
  companyId: 'company-1',
  text: 'Unresponsive',
  isDefault: true,
};
const own: ArchivalReasonRow = { id: 'reason-2', companyId: 'company-1', text: 'Relocated', isDefault: false };

describe('addArchivalReason', () => {
  const spec = relationalPolicySpecification(addArchivalReason);

  it('adds a reason of the company’s own, not default', () => {
    const decided = spec
      .given({ reasons: [unresponsive] })
      .when({ text: ' Visa issues ' }, caller)
      .decide();
    expect(decided.result).toEqual({ id: 'new-id-1', companyId: 'company-1', text: 'Visa issues', isDefault: false });
    expect(decided.audit[0]).toMatchObject({ entity: 'archival-reason', action: 'create' });
  });

  it('refuses an empty, too long or existing reason', () => {
    spec.given({ reasons: [] }).when({ text: ' ' }, caller).thenRefuses('archival-reason-required');
    spec
      .given({ reasons: [] })
      .when({ text: 'x'.repeat(101) }, caller)
      .thenRefuses('setting-name-too-long');
    spec
      .given({ reasons: [unresponsive] })
      .when({ text: 'unresponsive' }, caller)
      .thenRefuses('archival-reason-exists');
  });
});

describe('deleteArchivalReason', () => {
  const spec = relationalPolicySpecification(deleteArchivalReason);

  it('refuses a default reason', () => {
    spec
      .given({ reason: unresponsive, archivedCandidates: 0 })
      .when({ id: 'reason-1' }, caller)
      .thenRefuses('default-archival-reason', 'Default archival reasons cannot be edited or deleted');
  });

  it('refuses a reason archived candidates carry', () => {
    spec
      .given({ reason: own, archivedCandidates: 1 })
      .when({ id: 'reason-2' }, caller)
      .thenRefuses('archival-reason-in-use');
  });

  it('answers 404 for another company’s reason', () => {
    spec
      .given({ reason: { ...own, companyId: 'company-2' }, archivedCandidates: 0 })
      .when({ id: 'reason-2' }, caller)
      .thenRefuses('archival-reason-not-found');
  });

  it('deletes the company’s own unused reason', () => {
    const decided = spec.given({ reason: own, archivedCandidates: 0 }).when({ id: 'reason-2' }, caller).decide();
    expect(decided.writes).toEqual([{ table: 'archival_reasons', delete: 'reason-2' }]);
  });
});
