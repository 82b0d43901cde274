import { Box, Button, CloseButton, Field, HStack, Image, Text, Wrap } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { messages } from '../../api/contracts/messages';
import { acceptedImageTypes, maxPhotos, thumbUrl } from '../../api/contracts/upload-rules';
import { uploadPhoto } from '../../api/profile/upload-image';
import { failureMessage } from '../shared/failure-message';
import { SideCaption } from './side-caption';
import { photoSide, photoSides } from './photo-sides';

/**
 * Up to nine photos for an offer (kind product) or a complaint or refund (kind complaint): each chosen file is checked
 * in the browser and uploaded at once, and its key added in order; a photo can be removed before the form is sent. A
 * refused file says why and adds nothing; what was already uploaded stays. An offer's first two photos are the
 * stamp's front and back (photo-sides.ts), so the field labels them and asks for them by name.
 */
export function PhotosField({
  kind,
  label,
  value,
  onChange,
  error,
}: {
  kind: 'product' | 'complaint';
  label: string;
  value: readonly string[];
  onChange: (keys: string[]) => void;
  error?: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const upload = useMutation({ mutationFn: (file: File) => uploadPhoto(kind, file) });

  const choose = async (files: File[]) => {
    for (const file of files.slice(0, maxPhotos - latest.current.length)) {
      const reply = await upload.mutateAsync(file).catch(() => null);
      if (!reply) return; // the error is shown; the photos before it stay
      // Kept at once: the next file's answer may come before the form has rendered this one (a removal meanwhile
      // renders, and so reaches the ref, before the next answer).
      const next = [...latest.current, reply.key];
      latest.current = next;
      onChange(next);
    }
  };
  const shown = upload.isError ? failureMessage(upload.error) : (error ?? null);
  const sideOf = (index: number) => (kind === 'product' ? photoSide(index) : undefined);
  const hint = kind === 'product' ? `第1张为${photoSides[0]}、第2张为${photoSides[1]}；${messages.imageHint}` : messages.imageHint;

  return (
    <Field.Root invalid={Boolean(shown)}>
      <Field.Label>
        {label}（{value.length}/{maxPhotos}）
      </Field.Label>
      <Wrap gap="2">
        {value.map((key, i) => (
          <Box key={key} position="relative" w="88px" h="88px" borderWidth="1px" borderRadius="md" overflow="hidden">
            <Image src={thumbUrl(key)} alt={`${label} 第${i + 1}张`} objectFit="cover" w="full" h="full" />
            <SideCaption side={sideOf(i)} />
            <CloseButton
              size="2xs"
              position="absolute"
              top="0"
              right="0"
              bg="whiteAlpha.800"
              aria-label={`删除第${i + 1}张`}
              onClick={() => onChange(value.filter((k) => k !== key))}
            />
          </Box>
        ))}
        {value.length < maxPhotos && (
          <Button
            w="88px"
            h="88px"
            variant="outline"
            borderStyle="dashed"
            loading={upload.isPending}
            loadingText="上传中"
            onClick={() => input.current?.click()}
          >
            <Text fontSize="sm">+ 添加{sideOf(value.length) ?? '图片'}</Text>
          </Button>
        )}
      </Wrap>
      <input
        ref={input}
        type="file"
        multiple
        accept={acceptedImageTypes.join(',')}
        aria-label={`上传${label}`}
        hidden
        onChange={(e) => {
          void choose([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <HStack>{shown ? <Field.ErrorText>{shown}</Field.ErrorText> : <Field.HelperText>{hint}</Field.HelperText>}</HStack>
    </Field.Root>
  );
}
