import { relationalPolicySpecification } from '../testing/relational-policy-specification';
import type { PipelineTemplateRow, SettingsCaller } from './company-settings-rows';
import { SETTINGS_MESSAGES } from './company-settings.errors';
import {
  addPipelineTemplate,
  defaultPipelineTemplate,
  deletePipelineTemplate,
  editPipelineTemplate,
  stagesProblem,
} from './pipeline-template-policies';

const caller: SettingsCaller = { userId: 'admin-1', companyId: 'company-1' };
const template: PipelineTemplateRow = {
  id: 'template-1',
  companyId: 'company-1',
  name: 'Engineering',
  stageNames: ['Sourced', 'Application', 'Tech interview', 'Hired'],
  isDefault: false,
};

describe('addPipelineTemplate', () => {
  const spec = relationalPolicySpecification(addPipelineTemplate);

  it('keeps the caller’s order between the locked stages, which are always there', () => {
    const row = {
      id: 'new-id-1',
      companyId: 'company-1',
      name: 'Sales',
      stageNames: ['Sourced', 'Application', 'Call', 'Demo', 'Hired'],
      isDefault: false,
    };
    spec
      .given({})
      .when({ name: ' Sales ', stages: ['Hired', 'Call', ' Demo', 'Sourced'] }, caller)
      .then({
        writes: [{ table: 'pipeline_templates', insert: row }],
        audit: [
          {
            companyId: 'company-1',
            actorId: 'admin-1',
            entity: 'pipeline-template',
            entityId: 'new-id-1',
            action: 'create',
            before: null,
            after: row,
          },
        ],
        mail: [],
        result: row,
      });
  });

  it('refuses an empty name, no stages, an empty stage and a repeated stage with the spec’s messages', () => {
    spec
      .given({})
      .when({ name: '  ', stages: ['Call'] }, caller)
      .thenRefuses('template-name-required', 'Please enter template name');
    spec.given({}).when({ name: 'Sales', stages: [] }, caller).thenRefuses('template-stages-required');
    spec
      .given({})
      .when({ name: 'Sales', stages: ['Call', ' '] }, caller)
      .thenRefuses('stage-name-empty', 'Stage name cannot be empty');
    spec
      .given({})
      .when({ name: 'Sales', stages: ['Call', 'call '] }, caller)
      .thenRefuses('stage-name-exists', 'Stage name already exists. Please input a different name.');
    spec
      .given({})
      .when({ name: 'Sales', stages: ['Hired', 'hired'] }, caller)
      .thenRefuses('stage-name-exists');
  });
});

describe('editPipelineTemplate', () => {
  const spec = relationalPolicySpecification(editPipelineTemplate);

  it('renames and reorders; a locked stage left out comes back (it cannot be deleted)', () => {
    const decided = spec
      .given({ template })
      .when({ name: 'Eng', stages: ['Offer', 'Tech interview'] }, caller)
      .decide();
    expect(decided.result.stageNames).toEqual(['Sourced', 'Application', 'Offer', 'Tech interview', 'Hired']);
    expect(decided.writes).toEqual([
      {
        table: 'pipeline_templates',
        update: 'template-1',
        set: { name: 'Eng', stageNames: decided.result.stageNames },
      },
    ]);
  });

  it('answers 404 for another company’s template', () => {
    spec
      .given({ template: { ...template, companyId: 'company-2' } })
      .when({ name: 'Eng', stages: ['Call'] }, caller)
      .thenRefuses('pipeline-template-not-found');
  });
});

describe('deletePipelineTemplate', () => {
  const spec = relationalPolicySpecification(deletePipelineTemplate);

  it('refuses the default template', () => {
    spec
      .given({ template: defaultPipelineTemplate('company-1', 'template-0'), jobs: 0, candidates: 0 })
      .when({ id: 'template-0' }, caller)
      .thenRefuses('default-template-not-deletable', 'You cannot delete default stage pipeline template');
  });

  it('refuses a template jobs or candidates use', () => {
    for (const [jobs, candidates] of [
      [1, 0],
      [0, 3],
    ])
      spec
        .given({ template, jobs, candidates })
        .when({ id: 'template-1' }, caller)
        .thenRefuses('template-in-use', 'You cannot delete template attached to jobs and candidates');
  });

  it('deletes an unused template', () => {
    const decided = spec.given({ template, jobs: 0, candidates: 0 }).when({ id: 'template-1' }, caller).decide();
    expect(decided.writes).toEqual([{ table: 'pipeline_templates', delete: 'template-1' }]);
    expect(decided.audit[0]).toMatchObject({ action: 'delete', before: template, after: null });
  });
});

describe('stagesProblem', () => {
  it('answers the first problem or null', () => {
    expect(stagesProblem(['A', 'B'])).toBeNull();
    expect(stagesProblem(['A', 'x'.repeat(101)])).toBe(SETTINGS_MESSAGES.stageNameTooLong);
    expect(stagesProblem(Array.from({ length: 31 }, (_, i) => `S${i}`))).toBe(SETTINGS_MESSAGES.tooManyStages);
  });
});
