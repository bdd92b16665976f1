import { buildPipeline, DEFAULT_STAGE_NAMES } from '../jobs';
import { deciderSpecification, testContext } from '../testing/decider-specification';
import type { AddComment } from './application.commands';
import { applicationDecider } from './application.decider';
import type { CommentAdded, CommentDeleted, CommentEdited } from './application.events';
import { COMMENT_MAX_LENGTH, COMMENT_MAX_MENTIONS, COMMENT_MESSAGES, mentionToken } from './comment-text';
import { describeApplicationEvent } from './history';
import { candidateAddedToJob } from './application.fixtures';

const job = {
  jobId: 'job-1',
  name: 'Backend Engineer',
  status: 'PUBLISHED' as const,
  stages: buildPipeline(DEFAULT_STAGE_NAMES.map((name, i) => ({ id: `s${i}`, name }))),
};
const rania = { kind: 'user' as const, id: 'user-1', name: 'Rania Haddad' };
const omar = { kind: 'user' as const, id: 'user-2', name: 'Omar Said' };
const asRania = deciderSpecification(applicationDecider, testContext({ actor: rania }));
const asOmar = deciderSpecification(applicationDecider, testContext({ actor: omar }));

const added = candidateAddedToJob({ jobId: job.jobId, jobName: job.name });

const addComment = (text: string, extra: Partial<AddComment['data']> = {}): AddComment => ({
  type: 'AddComment',
  data: { commentId: 'c-1', parentCommentId: null, text, confidential: false, ...extra },
});

const commented = (overrides: Partial<CommentAdded['data']> = {}): CommentAdded => ({
  type: 'CommentAdded',
  data: {
    applicationId: 'app-1',
    candidateId: 'cand-1',
    jobId: 'job-1',
    commentId: 'c-1',
    parentCommentId: null,
    parentAuthorId: null,
    authorId: rania.id,
    authorName: rania.name,
    confidential: false,
    mentionedUserIds: [],
    personal: { text: 'Strong on systems design' },
    ...overrides,
  },
});

const deleted: CommentDeleted = {
  type: 'CommentDeleted',
  data: { applicationId: 'app-1', jobId: 'job-1', commentId: 'c-1', parentCommentId: null },
};

describe('application decider: comments', () => {
  it('records a comment, its text in the encrypted personal part, its mentions parsed from the tokens', () => {
    const text = `  Please review ${mentionToken('Omar Said', 'user-2')} and ${mentionToken('Omar Said', 'user-2')}  `;
    asRania
      .given([added])
      .when(addComment(text))
      .then([commented({ mentionedUserIds: ['user-2'], personal: { text: text.trim() } })]);
  });

  it("refuses an empty comment with the spec's message", () => {
    asRania.given([added]).when(addComment('   \n ')).thenRefuses('comment-required', COMMENT_MESSAGES.required);
  });

  it('refuses a comment longer than the limit, and one mentioning too many people', () => {
    asRania.given([added]).when(addComment('x'.repeat(COMMENT_MAX_LENGTH + 1))).thenRefuses('comment-too-long');
    const many = Array.from({ length: COMMENT_MAX_MENTIONS + 1 }, (_, i) => mentionToken(`P${i}`, `u-${i}`)).join(' ');
    asRania.given([added]).when(addComment(many)).thenRefuses('comment-too-many-mentions');
  });

  it('refuses a comment on an application that does not exist', () => {
    asRania.given([]).when(addComment('Hello')).thenRefuses('application-not-found');
  });

  it('records a reply with the parent and whom it answers; a reply to a confidential comment is confidential', () => {
    asOmar
      .given([added, commented({ confidential: true })])
      .when(addComment('Agreed', { commentId: 'r-1', parentCommentId: 'c-1' }))
      .then([
        commented({
          commentId: 'r-1',
          parentCommentId: 'c-1',
          parentAuthorId: rania.id,
          authorId: omar.id,
          authorName: omar.name,
          confidential: true,
          personal: { text: 'Agreed' },
        }),
      ]);
  });

  it('refuses a reply to a missing comment, to a deleted one, and to a reply', () => {
    asOmar.given([added]).when(addComment('Agreed', { commentId: 'r-1', parentCommentId: 'nope' })).thenRefuses('comment-not-found');
    asOmar
      .given([added, commented(), deleted])
      .when(addComment('Agreed', { commentId: 'r-1', parentCommentId: 'c-1' }))
      .thenRefuses('comment-deleted', COMMENT_MESSAGES.replyToDeleted);
    asOmar
      .given([added, commented(), commented({ commentId: 'r-1', parentCommentId: 'c-1', parentAuthorId: rania.id })])
      .when(addComment('And again', { commentId: 'r-2', parentCommentId: 'r-1' }))
      .thenRefuses('reply-to-reply');
  });

  it('refuses the same comment id twice', () => {
    asRania.given([added, commented()]).when(addComment('Again')).thenRefuses('comment-already-exists');
  });

  it('lets the author edit, telling only the people newly mentioned', () => {
    const edited: CommentEdited = {
      type: 'CommentEdited',
      data: {
        applicationId: 'app-1',
        candidateId: 'cand-1',
        jobId: 'job-1',
        commentId: 'c-1',
        confidential: true,
        mentionedUserIds: ['user-2', 'user-3'],
        newlyMentionedUserIds: ['user-3'],
        personal: { text: `${mentionToken('Omar', 'user-2')} ${mentionToken('Sara', 'user-3')}` },
      },
    };
    asRania
      .given([added, commented({ mentionedUserIds: ['user-2'] })])
      .when({ type: 'EditComment', data: { commentId: 'c-1', text: edited.data.personal!.text, confidential: true } })
      .then([edited]);
  });

  it('refuses an edit or delete by anyone but the author, and of a deleted or missing comment', () => {
    asOmar
      .given([added, commented()])
      .when({ type: 'EditComment', data: { commentId: 'c-1', text: 'Mine now', confidential: false } })
      .thenRefuses('not-comment-author', COMMENT_MESSAGES.notAuthor);
    asOmar.given([added, commented()]).when({ type: 'DeleteComment', data: { commentId: 'c-1' } }).thenRefuses('not-comment-author');
    asRania.given([added, commented(), deleted]).when({ type: 'DeleteComment', data: { commentId: 'c-1' } }).thenRefuses('comment-not-found');
    asRania
      .given([added, commented(), deleted])
      .when({ type: 'EditComment', data: { commentId: 'c-1', text: 'Back', confidential: false } })
      .thenRefuses('comment-not-found');
    asRania.given([added]).when({ type: 'DeleteComment', data: { commentId: 'c-9' } }).thenRefuses('comment-not-found');
    asRania
      .given([added, commented()])
      .when({ type: 'EditComment', data: { commentId: 'c-1', text: ' ', confidential: false } })
      .thenRefuses('comment-required');
  });

  it('lets the author delete; the replies keep their parent', () => {
    const reply = commented({ commentId: 'r-1', parentCommentId: 'c-1', parentAuthorId: rania.id, authorId: omar.id });
    asRania.given([added, commented(), reply]).when({ type: 'DeleteComment', data: { commentId: 'c-1' } }).then([deleted]);
    asOmar
      .given([added, commented(), reply])
      .when({ type: 'DeleteComment', data: { commentId: 'r-1' } })
      .then([{ ...deleted, data: { ...deleted.data, commentId: 'r-1', parentCommentId: 'c-1' } }]);
  });
});

describe('application history: comments in plain words', () => {
  it('quotes a comment with mentions as @Name, and hides a confidential one from a reader without access', () => {
    const event = commented({ personal: { text: `Ask ${mentionToken('Omar Said', 'user-2')}` } });
    expect(describeApplicationEvent(event, rania).summary).toBe('Rania Haddad commented: "Ask @Omar Said"');
    const secret = commented({ confidential: true });
    expect(describeApplicationEvent(secret, rania).summary).toBe('Rania Haddad commented confidentially: a confidential comment');
    expect(describeApplicationEvent(secret, rania).details).toMatchObject({ text: null, confidential: true });
    expect(describeApplicationEvent(secret, rania, { canSeeConfidential: true }).summary).toBe(
      'Rania Haddad commented confidentially: "Strong on systems design"',
    );
  });

  it('says erased where the text was erased, and names replies and deletions', () => {
    expect(describeApplicationEvent(commented({ personal: null }), rania)).toMatchObject({
      summary: 'Rania Haddad commented: a comment (erased)',
      details: { erased: true, text: null },
    });
    expect(describeApplicationEvent(commented({ parentCommentId: 'c-0' }), omar).summary).toMatch(/^Omar Said replied: /);
    expect(describeApplicationEvent(deleted, rania).summary).toBe('Rania Haddad deleted a comment');
  });
});
