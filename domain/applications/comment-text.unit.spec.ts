import { commentSegments, mentionToken, parseMentions, plainCommentText } from './comment-text';

describe('comment text', () => {
  it('parses mention tokens into user ids, each once', () => {
    expect(parseMentions('@[Omar Said](u-2) and @[Sara](u-3) and @[Omar Said](u-2)')).toEqual(['u-2', 'u-3']);
  });

  it('leaves look-alikes as text: a bare @name, a token with brackets in the name, an id with other characters', () => {
    expect(parseMentions('@omar @[A](b c) @[x]y](u-1) @[Ok](u_1)')).toEqual([]);
  });

  it('makes a token from a name that could break it', () => {
    expect(mentionToken('Omar (Ops) [Lead]', 'u-2')).toBe('@[Omar  Ops   Lead](u-2)');
    expect(parseMentions(mentionToken('Omar (Ops)', 'u-2'))).toEqual(['u-2']);
  });

  it('cuts the text into text, mentions and links; a link stops before trailing punctuation', () => {
    expect(commentSegments('Hi @[Omar](u-2), see https://example.com/a?b=1. Thanks\nbye')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', name: 'Omar', userId: 'u-2' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', href: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Thanks\nbye' },
    ]);
  });

  it('never makes a link of a javascript: or other scheme', () => {
    expect(commentSegments('javascript:alert(1) <b>x</b>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>x</b>' }]);
  });

  it('reads mentions as @Name in plain text', () => {
    expect(plainCommentText('Ask @[Omar](u-2)')).toBe('Ask @Omar');
  });
});
