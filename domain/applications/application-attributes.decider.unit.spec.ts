import { deciderSpecification, testContext } from '../testing/decider-specification';
import { applicationDecider } from './application.decider';
import type { ApplicationTagsChanged } from './application.events';
import { TAG_MAX_LENGTH, TAGS_MAX_PER_APPLICATION } from './application-tags';
import { describeApplicationEvent } from './history';
import { candidateAddedToJob } from './application.fixtures';

const spec = deciderSpecification(applicationDecider, testContext());
const added = candidateAddedToJob();
const tagged = (tags: string[], added: string[] = tags, removed: string[] = []): ApplicationTagsChanged => ({
  type: 'ApplicationTagsChanged',
  data: { applicationId: 'app-1', jobId: 'job-1', added, removed, tags },
});
const changeTags = (add: string[], remove: string[] = []) => ({ type: 'ChangeApplicationTags', data: { add, remove } }) as const;

describe('application decider: owner', () => {
  it('records the new owner with the previous one', () => {
    spec
      .given([added])
      .when({ type: 'ChangeApplicationOwner', data: { owner: { id: 'user-2', name: 'Omar Saleh' } } })
      .then([
        {
          type: 'ApplicationOwnerChanged',
          data: { applicationId: 'app-1', jobId: 'job-1', fromOwnerId: 'user-1', toOwnerId: 'user-2', toOwnerName: 'Omar Saleh' },
        },
      ]);
  });

  it('refuses the present owner, so the history holds real changes only', () => {
    spec
      .given([added])
      .when({ type: 'ChangeApplicationOwner', data: { owner: { id: 'user-1', name: 'Rania Haddad' } } })
      .thenRefuses('owner-unchanged', 'This team member already owns the candidate');
  });

  it('follows an earlier change', () => {
    spec
      .given([
        added,
        {
          type: 'ApplicationOwnerChanged',
          data: { applicationId: 'app-1', jobId: 'job-1', fromOwnerId: 'user-1', toOwnerId: 'user-2', toOwnerName: 'Omar Saleh' },
        },
      ])
      .when({ type: 'ChangeApplicationOwner', data: { owner: { id: 'user-2', name: 'Omar Saleh' } } })
      .thenRefuses('owner-unchanged');
  });

  it('refuses an application that does not exist', () => {
    spec
      .given([])
      .when({ type: 'ChangeApplicationOwner', data: { owner: { id: 'user-2', name: 'Omar Saleh' } } })
      .thenRefuses('application-not-found');
  });
});

describe('application decider: tags', () => {
  it('adds tags trimmed, once each whatever their case', () => {
    spec.given([added]).when(changeTags([' Java ', 'java', 'Remote'])).then([tagged(['Java', 'Remote'])]);
  });

  it('skips a tag already there in another case and removes without regard to case', () => {
    spec
      .given([added, tagged(['Java', 'Remote'])])
      .when(changeTags(['JAVA', 'Senior'], ['remote']))
      .then([tagged(['Java', 'Senior'], ['Senior'], ['Remote'])]);
  });

  it('refuses a change that changes nothing', () => {
    spec
      .given([added, tagged(['Java'])])
      .when(changeTags(['java'], ['Remote']))
      .thenRefuses('tags-unchanged', 'The application already has these tags');
  });

  it('refuses an empty change with the spec message', () => {
    spec.given([added]).when(changeTags(['  '], [])).thenRefuses('tag-required', 'Please enter new or existing tags');
  });

  it('refuses a tag that is too long', () => {
    spec.given([added]).when(changeTags(['x'.repeat(TAG_MAX_LENGTH + 1)])).thenRefuses('tag-too-long');
  });

  it('refuses a comma, which separates tags in the list filter', () => {
    spec.given([added]).when(changeTags(['a,b'])).thenRefuses('tag-with-comma', 'A tag cannot contain a comma');
  });

  it('accepts a tag of the longest length', () => {
    const tag = 'x'.repeat(TAG_MAX_LENGTH);
    spec.given([added]).when(changeTags([tag])).then([tagged([tag])]);
  });

  it('refuses more tags than an application may carry', () => {
    const many = Array.from({ length: TAGS_MAX_PER_APPLICATION }, (_, i) => `t${i}`);
    spec
      .given([added, tagged(many)])
      .when(changeTags(['one more']))
      .thenRefuses('too-many-tags', `An application can have at most ${TAGS_MAX_PER_APPLICATION} tags`);
  });

  it('a tag both added and removed is added', () => {
    spec.given([added]).when(changeTags(['Java'], ['java'])).then([tagged(['Java'])]);
  });
});

describe('application history: owner and tags', () => {
  const actor = testContext().actor;
  it('says who became the owner', () => {
    const { summary, details } = describeApplicationEvent(
      {
        type: 'ApplicationOwnerChanged',
        data: { applicationId: 'app-1', jobId: 'job-1', fromOwnerId: 'user-1', toOwnerId: 'user-2', toOwnerName: 'Omar Saleh' },
      },
      actor,
    );
    expect(summary).toBe(`Omar Saleh became the candidate's owner (${actor.name})`);
    expect(details).toEqual({ type: 'ApplicationOwnerChanged', ownerName: 'Omar Saleh' });
  });

  it('lists the tags added and removed', () => {
    const { summary } = describeApplicationEvent(tagged(['Java', 'Senior'], ['Senior'], ['Remote']), actor);
    expect(summary).toBe(`${actor.name} added the tags Senior and removed the tags Remote`);
  });
});

describe('application decider: origin and source', () => {
  const change = (data: { origin?: 'referral' | 'sourced'; source?: string | null }) => ({ type: 'ChangeApplicationOriginSource', data }) as const;

  it('records the new origin with the old one, the source staying', () => {
    spec
      .given([added])
      .when(change({ origin: 'referral' }))
      .then([
        {
          type: 'ApplicationOriginSourceChanged',
          data: { applicationId: 'app-1', jobId: 'job-1', fromOrigin: added.data.origin, origin: 'referral', fromSource: added.data.source, source: added.data.source },
        },
      ]);
  });

  it('records a trimmed source, and refuses a change that changes nothing', () => {
    spec
      .given([added])
      .when(change({ source: '  Job fair ' }))
      .then([
        {
          type: 'ApplicationOriginSourceChanged',
          data: { applicationId: 'app-1', jobId: 'job-1', fromOrigin: added.data.origin, origin: added.data.origin, fromSource: added.data.source, source: 'Job fair' },
        },
      ]);
    spec.given([added]).when(change({ origin: added.data.origin as 'sourced' })).thenRefuses('origin-source-unchanged');
  });
});
