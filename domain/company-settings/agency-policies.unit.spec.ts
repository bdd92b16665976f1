import { relationalPolicySpecification } from '../testing/relational-policy-specification';
import {
  addAgency,
  AGENCY_INVITATION_DEFAULTS,
  AGENCY_MESSAGES,
  deleteAgency,
  editAgency,
  type AgencyInput,
  type AgencyRow,
} from './agency-policies';
import type { SettingsCaller } from './company-settings-rows';

const caller: SettingsCaller = { userId: 'admin-1', companyId: 'company-1' };
const talentBridge: AgencyRow = {
  id: 'agency-1',
  companyId: 'company-1',
  name: 'TalentBridge',
  contactName: 'Omar Haddad',
  contactEmail: 'omar@talentbridge.example',
  invitationSubject: AGENCY_INVITATION_DEFAULTS.subject,
  invitationBody: AGENCY_INVITATION_DEFAULTS.body,
};
const elsewhere: AgencyRow = { ...talentBridge, id: 'agency-9', companyId: 'company-2' };
const input: AgencyInput = {
  name: '  Gulf Hires ',
  contactName: ' Sara Ali ',
  contactEmail: 'sara@gulfhires.example',
  jobIds: ['job-1', 'job-1', 'job-2'],
};
const jobs = [{ id: 'job-1' }, { id: 'job-2' }];

describe('addAgency', () => {
  const spec = relationalPolicySpecification(addAgency);

  it('adds the agency with the default invitation, audited, and answers the jobs to assign once each', () => {
    const row: AgencyRow = {
      id: 'new-id-1',
      companyId: 'company-1',
      name: 'Gulf Hires',
      contactName: 'Sara Ali',
      contactEmail: 'sara@gulfhires.example',
      invitationSubject: 'Invitation for agency portal of {{company_name}}',
      invitationBody: AGENCY_INVITATION_DEFAULTS.body,
    };
    expect(AGENCY_INVITATION_DEFAULTS.body).toContain('assigned jobs at {{company_name}}');
    expect(AGENCY_INVITATION_DEFAULTS.body).toContain('submit candidates for them via {{agency_link}}');
    spec
      .given({ agencies: [talentBridge], jobs })
      .when(input, caller)
      .then({
        writes: [{ table: 'agencies', insert: row }],
        audit: [
          {
            companyId: 'company-1',
            actorId: 'admin-1',
            entity: 'agency',
            entityId: 'new-id-1',
            action: 'create',
            before: null,
            after: row,
          },
        ],
        mail: [],
        result: { agency: row, jobIds: ['job-1', 'job-2'] },
      });
  });

  it.each([
    [{ name: '' }, AGENCY_MESSAGES.nameRequired],
    [{ name: ' ab ' }, 'Name length must be at least 3 characters'],
    [{ name: 'x'.repeat(101) }, 'Maximum 100 characters.'],
    [{ contactName: '  ' }, 'Please enter primary contact name'],
    [{ contactEmail: '' }, 'Please enter valid email'],
    [{ contactEmail: 'sara@' }, 'Please enter a valid email address'],
    [{ invitationSubject: ' ' }, 'Please input email subject'],
    [{ invitationBody: '' }, 'Please input email body'],
  ])('refuses %j with the message', (change, message) => {
    spec
      .given({ agencies: [], jobs })
      .when({ ...input, ...change }, caller)
      .thenRefuses('agency-invalid', message);
  });

  it('refuses no job, and a job the company does not have', () => {
    spec
      .given({ agencies: [], jobs })
      .when({ ...input, jobIds: [] }, caller)
      .thenRefuses('agency-jobs-required', 'Please select at least one job');
    spec
      .given({ agencies: [], jobs: [{ id: 'job-1' }] })
      .when({ ...input, jobIds: ['job-1', 'job-of-another-company'] }, caller)
      .thenRefuses('agency-jobs-invalid', AGENCY_MESSAGES.jobsInvalid);
  });

  it('refuses a name the company already uses, whatever its case', () => {
    spec
      .given({ agencies: [talentBridge], jobs })
      .when({ ...input, name: 'talentbridge ' }, caller)
      .thenRefuses('agency-name-taken', AGENCY_MESSAGES.nameTaken);
  });
});

describe('editAgency', () => {
  const spec = relationalPolicySpecification(editAgency);

  it('changes only what is given and differs, audited, and answers the jobs when given', () => {
    const decided = spec
      .given({ agency: talentBridge, agencies: [talentBridge], jobs })
      .when({ contactEmail: 'new@talentbridge.example', name: 'TalentBridge', jobIds: ['job-2', 'job-1'] }, caller)
      .decide();
    expect(decided.writes).toEqual([{ table: 'agencies', update: 'agency-1', set: { contactEmail: 'new@talentbridge.example' } }]);
    expect(decided.audit).toEqual([
      expect.objectContaining({ action: 'update', before: talentBridge, after: { ...talentBridge, contactEmail: 'new@talentbridge.example' } }),
    ]);
    expect(decided.result.jobIds).toEqual(['job-2', 'job-1']);
  });

  it('writes nothing when nothing changes, and leaves the jobs when none are given', () => {
    const decided = spec.given({ agency: talentBridge, agencies: [talentBridge], jobs }).when({ name: ' TalentBridge' }, caller).decide();
    expect(decided.writes).toEqual([]);
    expect(decided.audit).toEqual([]);
    expect(decided.result.jobIds).toBeNull();
  });

  it('refuses an empty job list and a bad field as add does', () => {
    spec
      .given({ agency: talentBridge, agencies: [talentBridge], jobs })
      .when({ jobIds: [] }, caller)
      .thenRefuses('agency-jobs-required', 'Please select at least one job');
    spec
      .given({ agency: talentBridge, agencies: [talentBridge], jobs })
      .when({ name: 'ab' }, caller)
      .thenRefuses('agency-invalid', 'Name length must be at least 3 characters');
  });

  it('answers 404 for another company’s agency and refuses a name another agency holds', () => {
    spec.given({ agency: elsewhere, agencies: [], jobs }).when(input, caller).thenRefuses('agency-not-found', 'Agency not found');
    spec
      .given({ agency: talentBridge, agencies: [talentBridge, { ...talentBridge, id: 'agency-2', name: 'Gulf Hires' }], jobs })
      .when(input, caller)
      .thenRefuses('agency-name-taken');
  });
});

describe('deleteAgency', () => {
  const spec = relationalPolicySpecification(deleteAgency);

  it('removes the row, audited with what it held', () => {
    spec
      .given({ agency: talentBridge })
      .when({ id: 'agency-1' }, caller)
      .then({
        writes: [{ table: 'agencies', delete: 'agency-1' }],
        audit: [
          {
            companyId: 'company-1',
            actorId: 'admin-1',
            entity: 'agency',
            entityId: 'agency-1',
            action: 'delete',
            before: talentBridge,
            after: null,
          },
        ],
        mail: [],
        result: { id: 'agency-1' },
      });
  });

  it('answers 404 for another company’s agency or none', () => {
    spec.given({ agency: elsewhere }).when({ id: 'agency-9' }, caller).thenRefuses('agency-not-found');
    spec.given({ agency: null }).when({ id: 'agency-9' }, caller).thenRefuses('agency-not-found');
  });
});
