import { hasContent, plainTextOf, sanitizeRichText } from '../../server/src/domain/content/rich-text';

/**
 * The allowlist staff's articles are stored through (server/src/domain/content/rich-text.ts): what an article may
 * keep, what goes with its content, what goes alone, and how links and pictures are rewritten or dropped.
 */
const key = 'AAAAAAAAAAAAAAAAAAAAAAAA.webp';

describe('the article allowlist', () => {
  it('keeps the article markup', () => {
    const article =
      '<h2>标题</h2><h3>小节</h3><h4>细目</h4><p><strong>粗</strong><b>粗</b><em>斜</em><i>斜</i><u>线</u><s>删</s><span>文</span><br /></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote><hr />' +
      '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td rowspan="2">格</td></tr></tbody></table>';
    expect(sanitizeRichText(article)).toBe(article);
  });

  it('drops scripts, styles, iframes and the like with their content, and every event handler and style attribute', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red" class="c" id="i">字<script>alert(1)</script><style>p{}</style></p>')).toBe('<p>字</p>');
    expect(sanitizeRichText('<iframe src="https://e.example"></iframe><object data="x"></object><embed src="x"><form><input></form><svg><script>1</script></svg>')).toBe('');
    expect(sanitizeRichText('<div><font color="red">留下文字</font></div>')).toBe('留下文字');
  });

  it('opens every kept link in a new tab without window.opener; keeps only http(s) and site paths', () => {
    const attrs = 'rel="noopener noreferrer" target="_blank"';
    expect(sanitizeRichText('<a href="https://www.chinapost.com.cn" target="_self" rel="opener">邮政</a>')).toBe(`<a href="https://www.chinapost.com.cn" target="_blank" rel="noopener noreferrer">邮政</a>`);
    expect(sanitizeRichText('<a href="/help">帮助</a>')).toBe(`<a href="/help" ${attrs}>帮助</a>`);
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example/x', 'vbscript:x', 'mailto:a@b.cn']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe(`<a ${attrs}>x</a>`);
    }
  });

  it('keeps pictures of our public uploads only', () => {
    expect(sanitizeRichText(`<img src="/uploads/${key}" alt="票" onerror="x()" width="9">`)).toBe(`<img src="/uploads/${key}" alt="票" />`);
    for (const src of ['https://img.example/a.png', 'http://img.example/a.png', `/api/upload/private/${key}`, '/uploads/../etc/passwd', 'data:image/png;base64,AAAA', 'javascript:alert(1)', 'x', '']) {
      expect(sanitizeRichText(`<p>字</p><img src="${src}">`), src).toBe('<p>字</p>');
    }
  });

  it('drops empty paragraphs an editor leaves behind', () => {
    expect(sanitizeRichText('<p></p><p> </p><p><br></p><p>字</p>')).toBe('<p>字</p>');
  });

  it('reads the words of an article for a summary, and knows an empty one', () => {
    expect(plainTextOf('<h3>标题</h3><p>甲 &amp; 乙</p><ul><li>一</li><li>二</li></ul>')).toBe('标题 甲 & 乙 一 二');
    expect(hasContent(sanitizeRichText('<script>alert(1)</script>'))).toBe(false);
    expect(hasContent(sanitizeRichText(`<img src="/uploads/${key}">`))).toBe(true);
    expect(hasContent('<p>字</p>')).toBe(true);
  });
});
