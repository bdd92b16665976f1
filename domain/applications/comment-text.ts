/**
 * Comment text and its @mentions (spec 02 §3.8, 01 §2.11 "In user text, @mentions are highlighted, links are
 * made clickable and newlines become line breaks").
 *
 * Token format: a mention is written into the text as `@[Display Name](userId)`. The composer inserts it when
 * a team member is picked; the name is what readers see, the id is whom the mention notifies. The name may not
 * hold `[`, `]`, `(` or `)`, and the id is what a user id looks like (letters, digits, `-`), so a token is
 * never ambiguous. Anything else that merely looks like `@someone` is plain text.
 */

/** Longest comment accepted (characters, after trimming). */
export const COMMENT_MAX_LENGTH = 5000;
/** Most people one comment may mention. */
export const COMMENT_MAX_MENTIONS = 20;

export const COMMENT_MESSAGES = {
  required: 'Please write some comment',
  tooLong: `A comment can have at most ${COMMENT_MAX_LENGTH} characters`,
  tooManyMentions: `A comment can mention at most ${COMMENT_MAX_MENTIONS} people`,
  notFound: 'Comment not found',
  alreadyExists: 'This comment already exists',
  idRequired: 'ID not available for this comment.',
  notAuthor: 'Only the author of a comment can edit or delete it',
  replyToDeleted: 'This comment was deleted and cannot be replied to',
  replyToReply: 'Reply to the comment itself: a reply cannot have replies',
  mentionNotOnTeam: 'Only team members with access to this job can be mentioned',
  mentionWithoutConfidentialAccess: 'A confidential comment can mention only team members with confidential access to this job',
} as const;

const MENTION = /@\[([^[\]()\n]{1,200})\]\(([A-Za-z0-9-]{1,64})\)/g;
// Links as people type them: http(s) up to the next space; trailing sentence punctuation is not part of it.
const LINK = /https?:\/\/[^\s<>"]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'}]+$/;

/** The mention token for a team member, as the composer inserts it. */
export const mentionToken = (name: string, userId: string): string =>
  `@[${name.replace(/[[\]()\n]/g, ' ').trim() || userId}](${userId})`;

/** The ids of the people a text mentions, each once, in order of first mention. */
export const parseMentions = (text: string): string[] => [...new Set([...text.matchAll(MENTION)].map((match) => match[2]!))];

export type CommentSegment =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; name: string; userId: string }
  | { kind: 'link'; href: string; text: string };

const linkSegments = (text: string): CommentSegment[] => {
  const segments: CommentSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > from) segments.push({ kind: 'text', text: text.slice(from, start) });
    segments.push({ kind: 'link', href, text: href });
    from = start + href.length;
  }
  if (from < text.length) segments.push({ kind: 'text', text: text.slice(from) });
  return segments;
};

/**
 * The text cut into plain text, mentions and links, for a reader that renders each as its own element (never
 * as HTML). Newlines stay inside text segments.
 */
export const commentSegments = (text: string): CommentSegment[] => {
  const segments: CommentSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(MENTION)) {
    if (match.index > from) segments.push(...linkSegments(text.slice(from, match.index)));
    segments.push({ kind: 'mention', name: match[1]!, userId: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < text.length) segments.push(...linkSegments(text.slice(from)));
  return segments;
};

/** The text as a plain sentence: mentions as `@Name` (for the history and notification titles). */
export const plainCommentText = (text: string): string => text.replace(MENTION, (_token, name: string) => `@${name}`);
