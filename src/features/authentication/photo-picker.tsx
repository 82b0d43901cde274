import { Box, Button, Field, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useUploadIdentityImage, type IdentityPicture, type PaperReading } from '../../api/authentication/upload-identity-image';
import { messages } from '../../api/contracts/messages';
import { acceptedImageTypes } from '../../api/contracts/upload-rules';
import { failureMessage } from '../shared/failure-message';

/**
 * One picture of the papers: chosen, checked in the browser (type and size) and uploaded privately (read, when `read`
 * says what it is, to prefill the form); the form keeps the stored key. The preview is only ever a picture the server
 * accepted (issue 25): a refused file says why and leaves the last accepted picture, and its key, as they were.
 */
export function PhotoPicker({
  label,
  read,
  error,
  onUploaded,
}: {
  label: string;
  read?: PaperReading;
  error: string | null;
  onUploaded: (picture: IdentityPicture | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadIdentityImage();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, read },
      {
        onSuccess: (picture) => {
          setPreview(URL.createObjectURL(file));
          onUploaded(picture);
        },
      },
    );
  };
  const shown = upload.isError ? failureMessage(upload.error) : error;

  return (
    <Field.Root required invalid={Boolean(shown)}>
      <Field.Label>{label}</Field.Label>
      <Stack direction="row" align="center" gap="3" wrap="wrap">
        <Box w="160px" h="100px" borderWidth="1px" borderStyle="dashed" borderRadius="md" overflow="hidden" bg="gray.50" display="flex" alignItems="center" justifyContent="center">
          {preview ? <Image src={preview} alt={label} objectFit="cover" w="full" h="full" /> : <Text color="gray.600" fontSize="sm">未上传</Text>}
        </Box>
        <Button
          size={{ base: 'lg', md: 'sm' }}
          variant="outline"
          loading={upload.isPending}
          loadingText="上传中"
          onClick={() => input.current?.click()}
        >
          {preview ? '重新上传' : `上传${label}`}
        </Button>
        <input
          ref={input}
          type="file"
          accept={acceptedImageTypes.join(',')}
          aria-label={label}
          hidden
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = ''; // the same file may be chosen again after a refusal
          }}
        />
      </Stack>
      {upload.isSuccess && !shown && <Field.HelperText>已上传</Field.HelperText>}
      {shown ? <Field.ErrorText>{shown}</Field.ErrorText> : !upload.isSuccess && <Field.HelperText>{messages.imageHint}</Field.HelperText>}
    </Field.Root>
  );
}
