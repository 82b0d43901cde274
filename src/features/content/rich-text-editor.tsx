import { Box, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { uploadPhoto } from '../../api/profile/upload-image';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { articleStyles } from './article-styles';

/** A link staff may insert: http(s) or a path of this site (the server drops anything else anyway). */
const linkAddress = /^(https?:\/\/\S+|\/\S*)$/i;

/**
 * The browser's own editing commands, on the editor's current selection (bold, headings, lists, quotes). A document
 * without an editing engine (jsdom, in the tests) has none: nothing happens there.
 */
const format = (command: 'bold' | 'formatBlock' | 'insertUnorderedList' | 'defaultParagraphSeparator', value?: string) =>
  typeof document.execCommand === 'function' && document.execCommand(command, false, value);

/**
 * A small rich-text editor for staff: a contentEditable area with a toolbar (加粗, 标题, 列表, 引用, 链接, 插入图片).
 * Pictures are uploaded as product pictures (POST /api/upload/productImage) and inserted as /uploads/<key>. What it
 * produces is only a proposal: the server keeps the allowlist of server/src/domain/content/rich-text.ts, whatever
 * arrives (pasted styles, scripts). `initial` is read when it mounts; key the editor by the item to load another.
 */
export function RichTextEditor({ label, initial, onChange, error }: { label: string; initial: string; onChange: (html: string) => void; error?: string | null }) {
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const [linking, setLinking] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: (picked: File) => uploadPhoto('product', picked) });

  useEffect(() => {
    if (area.current) area.current.innerHTML = initial;
    // A new line is a paragraph (Chromium's default is a <div>, which the allowlist does not keep).
    format('defaultParagraphSeparator', 'p');
    // Only the first value: afterwards the editor holds what staff typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const changed = () => onChange(area.current?.innerHTML ?? '');
  /** Where the caret was in the editor, kept while a toolbar field or the file dialog has the focus. */
  const remember = () => {
    const selection = window.getSelection();
    if (selection && selection.rangeCount > 0 && area.current?.contains(selection.getRangeAt(0).commonAncestorContainer)) {
      saved.current = selection.getRangeAt(0).cloneRange();
    }
  };
  /** Puts `node` where the caret was, or at the end when the editor never had it. */
  const insert = (node: Node) => {
    const editor = area.current;
    if (!editor) return;
    const range = saved.current;
    if (range && editor.contains(range.commonAncestorContainer)) {
      range.deleteContents();
      range.insertNode(node);
      range.setStartAfter(node);
      range.collapse(true);
    } else {
      editor.appendChild(node);
    }
    changed();
  };

  const run = (command: Parameters<typeof format>[0], value?: string) => {
    area.current?.focus();
    format(command, value);
    changed();
  };

  const addLink = () => {
    const address = (linking ?? '').trim();
    if (!linkAddress.test(address)) {
      setLinkError(messages.articleLinkRule);
      return;
    }
    const link = document.createElement('a');
    link.href = address;
    const text = saved.current && !saved.current.collapsed ? saved.current.extractContents() : document.createTextNode(address);
    link.appendChild(text);
    insert(link);
    setLinking(null);
    setLinkError(null);
  };

  const addPicture = async (picked: File | undefined) => {
    if (!picked) return;
    const reply = await upload.mutateAsync(picked).catch(() => null);
    if (!reply) return; // the error is shown under the editor
    const image = document.createElement('img');
    image.src = reply.url;
    image.alt = '';
    insert(image);
  };

  const tool = (name: string, action: () => void) => (
    // mousedown would take the focus (and the selection) from the editor before the click acts on it.
    <Button size="xs" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={action}>
      {name}
    </Button>
  );

  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Stack gap="2" w="full">
        <HStack gap="1" wrap="wrap" role="toolbar" aria-label="编辑工具">
          {tool('加粗', () => run('bold'))}
          {tool('标题', () => run('formatBlock', 'h3'))}
          {tool('列表', () => run('insertUnorderedList'))}
          {tool('引用', () => run('formatBlock', 'blockquote'))}
          {tool('链接', () => {
            remember();
            setLinking('');
          })}
          <Button
            size="xs"
            variant="outline"
            loading={upload.isPending}
            loadingText="上传中"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              remember();
              file.current?.click();
            }}
          >
            插入图片
          </Button>
          <input
            ref={file}
            type="file"
            hidden
            accept="image/jpeg,image/png,image/webp,image/gif"
            aria-label="上传正文图片"
            onChange={(e) => {
              void addPicture(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </HStack>
        {linking !== null && (
          <HStack gap="2">
            <Input size="sm" aria-label="链接地址" placeholder="https://" value={linking} onChange={(e) => setLinking(e.target.value)} />
            <Button size="sm" colorPalette="brand" onClick={addLink}>
              插入链接
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setLinking(null)}>
              取消
            </Button>
          </HStack>
        )}
        <ErrorLine error={linkError ?? (upload.isError ? failureMessage(upload.error) : null)} />
        <Box
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          contentEditable
          suppressContentEditableWarning
          onInput={changed}
          onKeyUp={remember}
          onMouseUp={remember}
          onBlur={remember}
          minH="64"
          maxH="70vh"
          overflowY="auto"
          p="3"
          borderWidth="1px"
          borderRadius="md"
          bg="white"
          css={articleStyles}
          _focus={{ outline: '2px solid', outlineColor: 'brand.300' }}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Stack>
    </Field.Root>
  );
}
