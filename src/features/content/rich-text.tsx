import { Box } from '@chakra-ui/react';
import { articleStyles } from './article-styles';

/**
 * The one place stored article HTML (news, notices, help) is put into the page. Setting it as HTML is safe here
 * because the server sanitised it with an allowlist when staff saved it (server/src/domain/content/rich-text.ts): no
 * script, event handler, style, iframe or javascript: address is ever stored, links open in a new tab without
 * window.opener, and pictures are our own uploads or https. Nothing else may pass HTML to the page.
 */
export function RichText({ html, label }: { html: string; label?: string }) {
  return <Box css={articleStyles} aria-label={label} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
