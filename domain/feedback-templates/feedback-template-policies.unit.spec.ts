import type { SettingsCaller } from '../company-settings/company-settings-rows';
import { relationalPolicySpecification, testWriteContext } from '../testing/relational-policy-specification';
import { FEEDBACK_TEMPLATE_MESSAGES } from './feedback-template.errors';
import {
  addFeedbackTemplate,
  deleteFeedbackTemplate,
  editFeedbackTemplate,
  type FeedbackTemplateInput,
  type FeedbackTemplateRow,
} from './feedback-template-policies';

const caller: SettingsCaller = { userId: 'admin-1', companyId: 'company-1' };
const input = (changes: Partial<FeedbackTemplateInput> = {}): FeedbackTemplateInput => ({
  name: '  Backend engineer ',
  sections: [
    {
      title: 'Technical',
      skills: [{ name: 'System design', guidingQuestions: ['How would you shard it?', '  '], sampleAnswer: 'By tenant' }],
    },
  ],
  ...changes,
});
const existingRow: FeedbackTemplateRow = {
  id: 'template-1',
  companyId: 'company-1',
  name: 'Designer',
  scale: { min: 1, max: 5 },
  sections: [
    {
      id: 'section-1',
      title: 'Craft',
      skills: [{ id: 'skill-1', name: 'Typography', required: true, guidingQuestions: [], sampleAnswer: null }],
    },
  ],
  updatedBy: 'someone',
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

describe('addFeedbackTemplate', () => {
  const spec = relationalPolicySpecification(addFeedbackTemplate);

  it('adds a template with fresh ids, the default 1–5 scale, required skills and blank questions dropped, audited', () => {
    const decided = spec.given({ templates: [existingRow] }).when(input(), caller).decide();
    expect(decided.result).toEqual({
      id: 'new-id-1',
      companyId: 'company-1',
      name: 'Backend engineer',
      scale: { min: 1, max: 5 },
      sections: [
        {
          id: 'new-id-2',
          title: 'Technical',
          skills: [
            { id: 'new-id-3', name: 'System design', required: true, guidingQuestions: ['How would you shard it?'], sampleAnswer: 'By tenant' },
          ],
        },
      ],
      updatedBy: 'admin-1',
      updatedAt: testWriteContext().now,
    });
    expect(decided.writes).toEqual([{ table: 'feedback_templates', insert: decided.result }]);
    expect(decided.audit[0]).toMatchObject({ entity: 'feedback-template', action: 'create', actorId: 'admin-1', companyId: 'company-1' });
  });

  it('refuses a missing name, no skill at all, untitled sections and unnamed skills, with the messages', () => {
    const given = spec.given({ templates: [] });
    given.when(input({ name: ' ' }), caller).thenRefuses('feedback-template-name-required', FEEDBACK_TEMPLATE_MESSAGES.nameRequired);
    given.when(input({ sections: [] }), caller).thenRefuses('feedback-template-skill-required', 'Please add at least one skill');
    given.when(input({ sections: [{ title: 'Empty', skills: [] }] }), caller).thenRefuses('feedback-template-skill-required');
    given.when(input({ sections: [{ title: '', skills: [{ name: 'X' }] }] }), caller).thenRefuses('feedback-template-section-title-required');
    given.when(input({ sections: [{ title: 'T', skills: [{ name: ' ' }] }] }), caller).thenRefuses('feedback-template-skill-name-required');
  });

  it('bounds the sizes: name, texts, sections, skills and questions', () => {
    const given = spec.given({ templates: [] });
    given.when(input({ name: 'x'.repeat(101) }), caller).thenRefuses('feedback-template-name-too-long');
    given.when(input({ sections: [{ title: 'T', skills: [{ name: 'S', sampleAnswer: 'x'.repeat(2001) }] }] }), caller).thenRefuses('feedback-template-text-too-long');
    given
      .when(input({ sections: [{ title: 'T', skills: Array.from({ length: 51 }, (_, i) => ({ name: `S${i}` })) }] }), caller)
      .thenRefuses('feedback-template-too-many');
    given
      .when(input({ sections: Array.from({ length: 21 }, () => ({ title: 'T', skills: [{ name: 'S' }] })) }), caller)
      .thenRefuses('feedback-template-too-many');
    given
      .when(input({ sections: [{ title: 'T', skills: [{ name: 'S', guidingQuestions: Array.from({ length: 11 }, () => 'Q') }] }] }), caller)
      .thenRefuses('feedback-template-too-many');
  });

  it('takes a given scale of whole numbers from lower to higher, refuses others', () => {
    const given = spec.given({ templates: [] });
    expect(given.when(input({ scale: { min: 0, max: 10 } }), caller).decide().result.scale).toEqual({ min: 0, max: 10 });
    for (const scale of [{ min: 5, max: 5 }, { min: 3, max: 1 }, { min: 1, max: 11 }, { min: -1, max: 5 }, { min: 1, max: 4.5 }])
      given.when(input({ scale }), caller).thenRefuses('feedback-template-scale-invalid');
  });

  it('refuses a name the company already has, whatever its case', () => {
    spec.given({ templates: [existingRow] }).when(input({ name: 'DESIGNER' }), caller).thenRefuses('feedback-template-name-exists');
  });
});

describe('editFeedbackTemplate', () => {
  const spec = relationalPolicySpecification(editFeedbackTemplate);

  it('keeps the ids of sections and skills it had, gives new ones fresh ids, keeps the scale when not given', () => {
    const decided = spec
      .given({ template: existingRow, templates: [existingRow] })
      .when(
        {
          id: 'template-1',
          name: 'Designer',
          sections: [
            { id: 'section-1', title: 'Craft', skills: [{ id: 'skill-1', name: 'Type', required: false }, { id: 'forged', name: 'Colour' }] },
          ],
        },
        caller,
      )
      .decide();
    expect(decided.result.scale).toEqual({ min: 1, max: 5 });
    expect(decided.result.sections[0].id).toBe('section-1');
    expect(decided.result.sections[0].skills.map((s) => [s.id, s.name, s.required])).toEqual([
      ['skill-1', 'Type', false],
      ['new-id-1', 'Colour', true],
    ]);
    const { id, ...set } = decided.result;
    expect(decided.writes).toEqual([{ table: 'feedback_templates', update: id, set }]);
    expect(decided.audit[0]).toMatchObject({ action: 'update', before: existingRow });
  });

  it('answers not found for another company’s template or an unknown id', () => {
    const elsewhere = { ...existingRow, companyId: 'company-2' };
    spec.given({ template: elsewhere, templates: [] }).when({ ...input(), id: 'template-1' }, caller).thenRefuses('feedback-template-not-found');
    spec.given({ template: null, templates: [] }).when({ ...input(), id: 'nope' }, caller).thenRefuses('feedback-template-not-found');
  });
});

describe('deleteFeedbackTemplate', () => {
  const spec = relationalPolicySpecification(deleteFeedbackTemplate);

  it('deletes the company’s template, audited with what it held', () => {
    const decided = spec.given({ template: existingRow }).when({ id: 'template-1' }, caller).decide();
    expect(decided.writes).toEqual([{ table: 'feedback_templates', delete: 'template-1' }]);
    expect(decided.audit[0]).toMatchObject({ action: 'delete', before: existingRow, after: null });
    spec.given({ template: { ...existingRow, companyId: 'company-2' } }).when({ id: 'template-1' }, caller).thenRefuses('feedback-template-not-found');
  });
});
