import { Box, Button, Field, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useUploadIdentityImage, type IdentityPicture, type PaperReading } from '../../api/authentication/upload-identity-image';
import { failureMessage } from '../shared/failure-message';

/**
 * One picture of the papers: chosen, shown at once from the file itself, and uploaded privately (read, when `read`
 * says what it is, to prefill the form); the form keeps the stored key. A failed upload says why and keeps no key.
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
    setPreview(URL.createObjectURL(file));
    onUploaded(null);
    upload.mutate({ file, read }, { onSuccess: onUploaded });
  };
  const shown = upload.isError ? failureMessage(upload.error) : error;

  return (
    <Field.Root required invalid={Boolean(shown)}>
      <Field.Label>{label}</Field.Label>
      <Stack direction="row" align="center" gap="3">
        <Box w="160px" h="100px" borderWidth="1px" borderStyle="dashed" borderRadius="md" overflow="hidden" bg="gray.50" display="flex" alignItems="center" justifyContent="center">
          {preview ? <Image src={preview} alt={label} objectFit="cover" w="full" h="full" /> : <Text color="gray.600" fontSize="sm">未上传</Text>}
        </Box>
        <Button size="sm" variant="outline" loading={upload.isPending} loadingText="上传中" onClick={() => input.current?.click()}>
          {preview ? '重新上传' : `上传${label}`}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-label={label}
          hidden
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Stack>
      {upload.isSuccess && !shown && <Field.HelperText>已上传</Field.HelperText>}
      {shown && <Field.ErrorText>{shown}</Field.ErrorText>}
    </Field.Root>
  );
}
