import sanitizeHtml from 'sanitize-html';
import { uploadKeyPattern } from '../../../../src/api/contracts/profile';

/*
 * Rich text of news, notices and help articles is sanitised ON SAVE (issue 15): what is stored is what may be shown,
 * so the pages render it as it is (src/features/content/rich-text.tsx) and no reader ever meets a script a staff
 * member pasted, whatever the editor sent. An allowlist: anything not named here goes, with its attributes.
 */

/** A picture of ours: /uploads/<key> of a public upload (never the private identity papers' API path). */
const ownUploadSrc = new RegExp(`^/uploads/${uploadKeyPattern.source.slice(1, -1)}$`);
/**
 * Pictures come from our own public uploads only: the pages' Content-Security-Policy shows no other image (docs/adr/
 * 0019), and another site's picture could change after review or tell that site who reads the article.
 */
const allowedImageSrc = (src: string | undefined): boolean => src !== undefined && ownUploadSrc.test(src);

const articleOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  // Links: http(s) or a path of this site; javascript:, data:, mailto: and protocol-relative (//host) addresses lose
  // their href. Pictures are checked by allowedImageSrc below.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Every link opens a new tab that cannot reach back into this one (window.opener) nor learn where it came from.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  // A picture from elsewhere goes; so does an empty paragraph (an editor leaves them where lists and blocks end).
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !allowedImageSrc(frame.attribs.src)) || (frame.tag === 'p' && frame.text.trim() === '' && frame.mediaChildren.length === 0),
  // Scripts, styles and the like are dropped with their content; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
};

/** The article HTML that may be stored and shown. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, articleOptions).trim();
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The words of an article, without its markup, spaces collapsed: a summary is cut from it. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote|tr)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => entities[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether sanitised HTML still says something: words or a picture (a body of only a script is empty once cleaned). */
export const hasContent = (html: string): boolean => plainTextOf(html) !== '' || /<img\s/i.test(html);
