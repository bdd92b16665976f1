import { sanitiseTemplateBody } from './email-template-html';

describe('sanitiseTemplateBody', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Hi</h2><p>Dear <strong>{{candidate-first-name}}</strong>, <em>welcome</em> <u>aboard</u> <s>old</s></p>' +
      '<ul><li><p>one</p></li></ul><ol start="2"><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code>x</code></pre><hr><p>line<br>break <a href="https://example.com/jobs">link</a></p>';
    expect(sanitiseTemplateBody(html)).toBe(html.replace('<hr>', '<hr />').replace('<br>', '<br />'));
  });

  it('removes script and style elements with their content', () => {
    expect(sanitiseTemplateBody('<p>ok</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>ok</p>');
  });

  it('removes event handlers and style attributes', () => {
    expect(sanitiseTemplateBody('<p onclick="x()" style="color:red">a</p><img src="x" onerror="alert(1)">')).toBe(
      '<p>a</p>',
    );
    expect(sanitiseTemplateBody('<a href="https://a.example" onmouseover="x()">a</a>')).toBe(
      '<a href="https://a.example">a</a>',
    );
  });

  it('removes javascript:, data: and obfuscated script URLs but keeps placeholders as links', () => {
    expect(sanitiseTemplateBody('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitiseTemplateBody('<a href="JaVaScRiPt&#58;alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitiseTemplateBody('<a href=" java\tscript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitiseTemplateBody('<a href="data:text/html,<script>x</script>">a</a>')).toBe('<a>a</a>');
    expect(sanitiseTemplateBody('<a href="{{offer-link}}">offer</a>')).toBe('<a href="{{offer-link}}">offer</a>');
  });

  it('drops iframes, forms and objects, and opens new-tab links safely', () => {
    expect(sanitiseTemplateBody('<iframe src="https://x"></iframe><form><input></form><object></object><p>k</p>')).toBe(
      '<p>k</p>',
    );
    expect(sanitiseTemplateBody('<a href="https://a.example" target="_top">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
  });
});
