import { plainTextOf } from './candidate-email-delivery';

describe("an e-mail's plain-text part", () => {
  it('keeps paragraphs and breaks as lines and drops the tags', () => {
    expect(plainTextOf('<p>Hello <strong>Noor</strong>,</p><p>See you on Tuesday.<br>Ada</p>')).toBe('Hello Noor,\nSee you on Tuesday.\nAda');
  });

  it('decodes each entity once: a written "&lt;" stays as written, markup-looking text arrives as text', () => {
    expect(plainTextOf('<p>Use &amp;lt; for &lt;, &quot;quoted&quot; &amp; it&#39;s&nbsp;fine</p>')).toBe('Use &lt; for <, "quoted" & it\'s fine');
  });
});
