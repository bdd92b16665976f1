import { relationalPolicySpecification, testWriteContext } from '../testing/relational-policy-specification';
import type { SettingsCaller } from './company-settings-rows';
import {
  addCustomField,
  CUSTOM_FIELD_MESSAGES,
  customFieldOptionsRule,
  customFieldResponses,
  customFieldValue,
  deleteCustomField,
  editCustomField,
  setCustomFieldValues,
  type CustomFieldRow,
  type CustomFieldValueRow,
} from './custom-field-policies';

const caller: SettingsCaller = { userId: 'admin-1', companyId: 'company-1' };
const field = (overrides: Partial<CustomFieldRow> = {}): CustomFieldRow => ({
  id: 'field-1',
  companyId: 'company-1',
  entity: 'CANDIDATE',
  name: 'Notice period',
  fieldType: 'SINGLE_LINE_TEXT',
  options: [],
  isConfidential: false,
  isDei: false,
  placements: ['ADD_CANDIDATE_FORM'],
  deletedAt: null,
  ...overrides,
});
const seniority = field({ id: 'field-2', name: 'Seniority', fieldType: 'SINGLE_SELECT', options: ['Junior', 'Senior'] });
const salary = field({ id: 'field-3', name: 'Expected salary', fieldType: 'NUMERIC', isConfidential: true });

describe('addCustomField', () => {
  const spec = relationalPolicySpecification(addCustomField);

  it('adds a choice field with trimmed name and options, audited', () => {
    const row: CustomFieldRow = {
      id: 'new-id-1',
      companyId: 'company-1',
      entity: 'CANDIDATE',
      name: 'Languages',
      fieldType: 'MULTI_SELECT',
      options: ['Arabic', 'English'],
      isConfidential: true,
      isDei: false,
      placements: ['ADD_CANDIDATE_FORM', 'AGENCY_FORM'],
      deletedAt: null,
    };
    const { deletedAt: _deletedAt, ...audited } = row;
    spec
      .given({ fields: [] })
      .when(
        {
          entity: 'CANDIDATE',
          name: ' Languages ',
          fieldType: 'MULTI_SELECT',
          options: [' Arabic', 'English '],
          isConfidential: true,
          placements: ['ADD_CANDIDATE_FORM', 'AGENCY_FORM'],
        },
        caller,
      )
      .then({
        writes: [{ table: 'custom_fields', insert: row }],
        audit: [
          { companyId: 'company-1', actorId: 'admin-1', entity: 'custom-field', entityId: 'new-id-1', action: 'create', before: null, after: audited },
        ],
        mail: [],
        result: row,
      });
  });

  it('drops options given to a type that has none', () => {
    const { result } = spec
      .given({ fields: [] })
      .when({ entity: 'JOB', name: 'Budget code', fieldType: 'SINGLE_LINE_TEXT', options: ['x', 'y'] }, caller)
      .decide();
    expect(result.options).toEqual([]);
    expect(result.placements).toEqual([]);
  });

  it('refuses a blank name, a missing type and a too-long name', () => {
    spec.given({ fields: [] }).when({ entity: 'CANDIDATE', name: '  ', fieldType: 'DATE' }, caller).thenRefuses('custom-field-name-required', 'Please enter field name');
    spec
      .given({ fields: [] })
      .when({ entity: 'CANDIDATE', name: 'Start date', fieldType: undefined as never }, caller)
      .thenRefuses('custom-field-type-required', 'Please select field type');
    spec.given({ fields: [] }).when({ entity: 'CANDIDATE', name: 'x'.repeat(101), fieldType: 'DATE' }, caller).thenRefuses('setting-name-too-long');
  });

  it('refuses a choice type with fewer than two options, blank or repeated options', () => {
    const add = (options: string[]) =>
      spec.given({ fields: [] }).when({ entity: 'CANDIDATE', name: 'Level', fieldType: 'SINGLE_SELECT', options }, caller);
    add(['Only one']).thenRefuses('custom-field-options-invalid', CUSTOM_FIELD_MESSAGES.optionsRequired);
    add(['A', ' ']).thenRefuses('custom-field-options-invalid', CUSTOM_FIELD_MESSAGES.optionEmpty);
    add(['Senior', 'senior ']).thenRefuses('custom-field-options-invalid', CUSTOM_FIELD_MESSAGES.optionExists);
    add(Array.from({ length: 51 }, (_, index) => `Option ${index}`)).thenRefuses(
      'custom-field-options-invalid',
      CUSTOM_FIELD_MESSAGES.tooManyOptions,
    );
  });

  it('refuses a placement of the other entity', () => {
    spec
      .given({ fields: [] })
      .when({ entity: 'JOB', name: 'Cost centre', fieldType: 'SINGLE_LINE_TEXT', placements: ['JOB_APPLICATION_FORM'] }, caller)
      .thenRefuses('custom-field-placement-invalid');
  });

  it('refuses a name the company already has for the same entity, not for the other one nor a deleted field', () => {
    spec
      .given({ fields: [field()] })
      .when({ entity: 'CANDIDATE', name: 'notice PERIOD', fieldType: 'NUMERIC' }, caller)
      .thenRefuses('custom-field-exists', CUSTOM_FIELD_MESSAGES.fieldExists);
    expect(
      spec.given({ fields: [field()] }).when({ entity: 'JOB', name: 'Notice period', fieldType: 'NUMERIC' }, caller).decide().result.entity,
    ).toBe('JOB');
    expect(
      spec
        .given({ fields: [field({ deletedAt: new Date() })] })
        .when({ entity: 'CANDIDATE', name: 'Notice period', fieldType: 'NUMERIC' }, caller)
        .decide().writes,
    ).toHaveLength(1);
  });
});

describe('editCustomField', () => {
  const spec = relationalPolicySpecification(editCustomField);

  it('changes what is given and keeps the type', () => {
    const { writes, result } = spec
      .given({ field: seniority, fields: [seniority] })
      .when({ name: 'Level', options: ['Junior', 'Mid', 'Senior'], isConfidential: true }, caller)
      .decide();
    expect(writes).toEqual([
      { table: 'custom_fields', update: 'field-2', set: { name: 'Level', options: ['Junior', 'Mid', 'Senior'], isConfidential: true } },
    ]);
    expect(result.fieldType).toBe('SINGLE_SELECT');
  });

  it('writes nothing when nothing is given', () => {
    expect(spec.given({ field: seniority, fields: [seniority] }).when({}, caller).decide().writes).toEqual([]);
  });

  it('refuses another company’s field, a deleted one, a taken name and too few options', () => {
    spec
      .given({ field: field({ companyId: 'company-2' }), fields: [] })
      .when({ name: 'X' }, caller)
      .thenRefuses('custom-field-not-found', 'Custom field not found');
    spec.given({ field: field({ deletedAt: new Date() }), fields: [] }).when({ name: 'X' }, caller).thenRefuses('custom-field-not-found');
    spec.given({ field: seniority, fields: [seniority, field()] }).when({ name: 'Notice Period' }, caller).thenRefuses('custom-field-exists');
    spec.given({ field: seniority, fields: [seniority] }).when({ options: ['Junior'] }, caller).thenRefuses('custom-field-options-invalid');
  });
});

describe('deleteCustomField', () => {
  const spec = relationalPolicySpecification(deleteCustomField);

  it('marks the field deleted and keeps its responses (no write to the values)', () => {
    const { writes, audit } = spec.given({ field: field() }).when({ id: 'field-1' }, caller).decide();
    expect(writes).toEqual([{ table: 'custom_fields', update: 'field-1', set: { deletedAt: testWriteContext().now } }]);
    expect(audit[0]).toMatchObject({ action: 'delete', entity: 'custom-field', entityId: 'field-1' });
  });

  it('refuses a DEI field with the spec’s message', () => {
    spec.given({ field: field({ isDei: true }) }).when({ id: 'field-1' }, caller).thenRefuses('dei-custom-field', 'DEI custom field cannot be deleted');
  });

  it('refuses another company’s field as unknown', () => {
    spec.given({ field: field({ companyId: 'company-2' }) }).when({ id: 'field-1' }, caller).thenRefuses('custom-field-not-found');
  });
});

describe('customFieldValue', () => {
  it('accepts each type’s value and clears on nothing', () => {
    expect(customFieldValue({ fieldType: 'SINGLE_LINE_TEXT', options: [] }, [' 30 days '])).toEqual(['30 days']);
    expect(customFieldValue({ fieldType: 'MULTI_LINE_TEXT', options: [] }, ['line 1\nline 2'])).toEqual(['line 1\nline 2']);
    expect(customFieldValue({ fieldType: 'NUMERIC', options: [] }, ['-12.5'])).toEqual(['-12.5']);
    expect(customFieldValue({ fieldType: 'DATE', options: [] }, ['2024-02-29'])).toEqual(['2024-02-29']);
    expect(customFieldValue({ fieldType: 'YES_NO', options: [] }, ['NO'])).toEqual(['NO']);
    expect(customFieldValue(seniority, ['Senior'])).toEqual(['Senior']);
    expect(customFieldValue({ fieldType: 'MULTI_SELECT', options: ['A', 'B', 'C'] }, ['C', 'A'])).toEqual(['A', 'C']);
    expect(customFieldValue(seniority, [])).toBeNull();
    expect(customFieldValue({ fieldType: 'NUMERIC', options: [] }, [' '])).toBeNull();
  });

  it.each([
    ['SINGLE_LINE_TEXT', ['a\nb']],
    ['SINGLE_LINE_TEXT', ['x'.repeat(1001)]],
    ['SINGLE_LINE_TEXT', ['a', 'b']],
    ['NUMERIC', ['12abc']],
    ['DATE', ['2023-02-29']],
    ['DATE', ['29/02/2024']],
    ['YES_NO', ['maybe']],
    ['SINGLE_SELECT', ['Principal']],
    ['MULTI_SELECT', ['Junior', 'Junior']],
  ] as const)('refuses a %s value (case %#) with the spec’s message', (fieldType, value) => {
    expect(() => customFieldValue({ fieldType, options: ['Junior', 'Senior'] }, value)).toThrow('Please enter valid input');
  });
});

describe('setCustomFieldValues', () => {
  const spec = relationalPolicySpecification(setCustomFieldValues);
  const recruiter = { ...caller, confidentialAccess: false };
  const stored: CustomFieldValueRow = {
    id: 'value-1',
    companyId: 'company-1',
    applicationId: 'application-1',
    fieldId: 'field-2',
    value: ['Junior'],
    updatedBy: 'user-9',
    updatedAt: new Date('2025-01-01T00:00:00Z'),
  };

  it('inserts a new response, updates a changed one and removes a cleared one', () => {
    const { now } = testWriteContext();
    const { writes } = spec
      .given({ fields: [field(), seniority], values: [stored] })
      .when({ applicationId: 'application-1', values: [{ fieldId: 'field-1', value: ['2 months'] }, { fieldId: 'field-2', value: ['Senior'] }] }, recruiter)
      .decide();
    expect(writes).toEqual([
      {
        table: 'custom_field_values',
        insert: { id: 'new-id-1', companyId: 'company-1', applicationId: 'application-1', fieldId: 'field-1', value: ['2 months'], updatedBy: 'admin-1', updatedAt: now },
      },
      { table: 'custom_field_values', update: 'value-1', set: { value: ['Senior'], updatedBy: 'admin-1', updatedAt: now } },
    ]);
    expect(
      spec.given({ fields: [seniority], values: [stored] }).when({ applicationId: 'application-1', values: [{ fieldId: 'field-2', value: [] }] }, recruiter).decide()
        .writes,
    ).toEqual([{ table: 'custom_field_values', delete: 'value-1' }]);
  });

  it('writes nothing for an unchanged response', () => {
    const { writes, audit } = spec
      .given({ fields: [seniority], values: [stored] })
      .when({ applicationId: 'application-1', values: [{ fieldId: 'field-2', value: ['Junior'] }] }, recruiter)
      .decide();
    expect([writes, audit]).toEqual([[], []]);
  });

  it('refuses a confidential field without confidential access, a deleted, job or unknown field, and a bad value', () => {
    const set = (fieldId: string, value: string[], who = recruiter) =>
      spec.given({ fields: [field(), salary, field({ id: 'gone', deletedAt: new Date() }), field({ id: 'job', entity: 'JOB' })], values: [] }).when(
        { applicationId: 'application-1', values: [{ fieldId, value }] },
        who,
      );
    set('field-3', ['5000']).thenRefuses('custom-field-not-found');
    expect(set('field-3', ['5000'], { ...caller, confidentialAccess: true }).decide().writes).toHaveLength(1);
    set('gone', ['x']).thenRefuses('custom-field-not-found');
    set('job', ['x']).thenRefuses('custom-field-not-found');
    set('nope', ['x']).thenRefuses('custom-field-not-found');
    set('field-1', ['a', 'b']).thenRefuses('custom-field-value-invalid', 'Please enter valid input');
  });

  it('refuses the same field twice in one request', () => {
    spec
      .given({ fields: [field()], values: [] })
      .when({ applicationId: 'a', values: [{ fieldId: 'field-1', value: ['a'] }, { fieldId: 'field-1', value: ['b'] }] }, recruiter)
      .thenRefuses('custom-field-value-invalid');
  });
});

describe('customFieldResponses', () => {
  const value = (fieldId: string, entries: string[]): CustomFieldValueRow => ({
    id: `value-${fieldId}`,
    companyId: 'company-1',
    applicationId: 'application-1',
    fieldId,
    value: entries,
    updatedBy: 'admin-1',
    updatedAt: new Date(),
  });
  const fields = [field(), salary, field({ id: 'gone', name: 'Old', deletedAt: new Date() }), field({ id: 'gone-empty', deletedAt: new Date() }), field({ id: 'job', entity: 'JOB' })];
  const values = [value('field-3', ['5000']), value('gone', ['kept'])];

  it('lists live candidate fields and answered deleted ones; confidential ones only with access', () => {
    expect(customFieldResponses(fields, values, false).map((row) => [row.fieldId, row.value, row.deleted])).toEqual([
      ['field-1', [], false],
      ['gone', ['kept'], true],
    ]);
    expect(customFieldResponses(fields, values, true).map((row) => row.fieldId)).toEqual(['field-1', 'field-3', 'gone']);
  });
});

describe('customFieldOptionsRule', () => {
  it('asks nothing of the types without options', () => {
    expect(customFieldOptionsRule('DATE', undefined)).toBeNull();
  });
});
