import sanitizeHtml from 'sanitize-html';

/**
 * Classes rich text may carry, all of them for alignment. Inline `style` is never kept (a
 * writer's CSS could restyle or cover the shop's own page), so alignment travels as these
 * classes (the storefront styles them inside the rendered content).
 */
export const RICH_TEXT_CLASSES = ['align-left', 'align-center', 'align-right'] as const;

const ALIGNABLE = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'figure', 'blockquote', 'td', 'th'] as const;

/** A picture is ours (`/files/…`) or an absolute http(s) address; anything else is dropped. */
const IMAGE_SOURCE = /^(?:https?:\/\/[^\s\\]+|\/files\/[^\s\\]*)$/i;
/** A width or height: a whole number of pixels, or a percentage. */
const DIMENSION = /^\d{1,4}%?$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'small',
    'mark',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'span',
    'div',
  ],
  allowedAttributes: {
    ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['class']])),
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    ol: ['start'],
    th: ['class', 'colspan', 'rowspan', 'scope'],
    td: ['class', 'colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
  },
  allowedClasses: Object.fromEntries(ALIGNABLE.map((tag) => [tag, [...RICH_TEXT_CLASSES]])),
  // Links: http(s), mailto and same-site relative addresses; pictures: http(s) or /files/ (below).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Elements whose content is dropped with them (not only the tags): code, embedded documents
  // and foreign markup whose text would otherwise surface as stray text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'template',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'svg',
    'math',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
    'title',
    'head',
    'button',
  ],
  disallowedTagsMode: 'discard',
  nestingLimit: 40,
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return { tagName, attribs: { ...rest, ...(target === '_blank' ? { target: '_blank' } : {}), rel: 'noopener noreferrer' } };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const kept: Record<string, string> = {};
      if (IMAGE_SOURCE.test(src) && !src.includes('..')) kept.src = src;
      if (attribs.alt !== undefined) kept.alt = attribs.alt;
      if (attribs.title !== undefined) kept.title = attribs.title;
      for (const d of ['width', 'height'] as const) if (attribs[d] !== undefined && DIMENSION.test(attribs[d]!.trim())) kept[d] = attribs[d]!.trim();
      return { tagName, attribs: kept };
    },
  },
  // A picture without an acceptable source is no picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Rich text (HTML written by staff or members: product descriptions, board posts) reduced to
 * what a description needs: headings, paragraphs, emphasis, lists, quotes, links, pictures,
 * tables and figures. Scripts, event handlers, styles, frames, forms, SVG/MathML and
 * javascript:/data:/vbscript: addresses are removed; links get rel="noopener noreferrer" and
 * may only open in a new tab; pictures come from http(s) or the shop's own `/files/`.
 * Pure: the same input always gives the same output.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
