import sanitizeHtml from 'sanitize-html';

/**
 * The HTML an e-mail template body may keep (spec 03 "Email template": a rich-text body, sanitised on the
 * server): what the settings page's editor (TipTap's starter kit) produces — paragraphs, headings, lists,
 * emphasis, quotes, code, rules, breaks and links — and nothing scriptable: no script or style elements, no
 * event-handler or style attributes, links only to http(s), mailto and tel, or to a placeholder.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  // `href="{{offer-link}}"` has no scheme; a protocol-relative `//host` is refused as a hidden external link.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, ...(attribs.target ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}) },
    }),
  },
};

/** A template body as stored: the editor's formatting kept, anything scriptable removed. */
export const sanitiseTemplateBody = (html: string): string => sanitizeHtml(html, OPTIONS);
