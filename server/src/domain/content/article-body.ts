import { badRequest } from '../../http/api-error';
import { hasContent, plainTextOf, sanitizeRichText } from './rich-text';

/** The body as it is stored: sanitised, and refused when nothing is left of it (it was only a script, say). */
export function storedBody(html: string): string {
  const body = sanitizeRichText(html);
  if (!hasContent(body)) throw badRequest('articleBodyEmpty');
  return body;
}

const summaryLength = 120;

/** The summary staff wrote, or the body's first words when they left it empty. */
export function summaryOf(given: string, body: string): string {
  if (given !== '') return given;
  const text = plainTextOf(body);
  return text.length > summaryLength ? `${text.slice(0, summaryLength)}…` : text;
}
