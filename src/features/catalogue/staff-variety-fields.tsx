import { Button, Checkbox, Field, Fieldset, Flex, HStack, Image, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { VarietyFormRequest } from '../../api/contracts/staff-catalogue';
import { varietyExteriors, varietyUnits } from '../../api/contracts/staff-catalogue-names';
import { uploadPhoto } from '../../api/profile/upload-image';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { HiddenFileInput } from './hidden-file-input';

/*
 * The editor's fields that are more than one input (issue 25): the set's pieces with their face values, the forms it
 * trades in, and its picture. Each shows the rule the shared schema gives it (staff-variety-editor.tsx).
 */

/** A piece as typed: the face value stays text until the form is checked (blank: not known). */
export interface PieceDraft {
  title: string;
  faceValue: string;
}

/** 图名与面值: one line per piece, in printed order (n-1 ... n-n); 添加一枚 and 删除. */
export function PiecesField({ pieces, onChange, error }: { pieces: PieceDraft[]; onChange: (pieces: PieceDraft[]) => void; error?: string }) {
  const set = (i: number, piece: Partial<PieceDraft>) => onChange(pieces.map((p, j) => (j === i ? { ...p, ...piece } : p)));
  return (
    // A fieldset, not a Field: a Field gives every input in it its one id and label.
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>图名与面值（共{pieces.length}枚）</Fieldset.Legend>
      <Stack gap="2" w="full">
        {pieces.map((piece, i) => (
          // A piece has no identity of its own but its position (the inputs are controlled, so none keeps stale text).
          <Flex key={i} gap="2" align="center" wrap="wrap">
            <Text minW="3.5em" color="gray.600" fontSize="sm">
              {pieces.length}-{i + 1}
            </Text>
            <Input flex="2 1 8em" minH="11" aria-label={`第${i + 1}枚图名`} value={piece.title} onChange={(e) => set(i, { title: e.target.value })} />
            <Input
              flex="1 1 5em"
              minH="11"
              inputMode="decimal"
              aria-label={`第${i + 1}枚面值（分）`}
              placeholder="面值（分）"
              value={piece.faceValue}
              onChange={(e) => set(i, { faceValue: e.target.value })}
            />
            <Button variant="ghost" colorPalette="red" minH="11" aria-label={`删除第${i + 1}枚`} onClick={() => onChange(pieces.filter((_, j) => j !== i))}>
              删除
            </Button>
          </Flex>
        ))}
        <Button alignSelf="flex-start" size="sm" variant="outline" minH="11" onClick={() => onChange([...pieces, { title: '', faceValue: '' }])}>
          添加一枚
        </Button>
      </Stack>
      <Fieldset.HelperText>面值以分计（8分填8，1元填100，1分半填1.5）；不知道的留空，页面将显示“待补充”。</Fieldset.HelperText>
      <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** 形态: the forms offers may be published for, each with its unit; a form that offers name cannot be taken away. */
export function FormsField({
  forms,
  inUse,
  onChange,
  error,
}: {
  forms: VarietyFormRequest[];
  inUse: readonly string[];
  onChange: (forms: VarietyFormRequest[]) => void;
  error?: string;
}) {
  const unitOf = (exterior: string) => forms.find((f) => f.exterior === exterior)?.unit;
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>形态</Fieldset.Legend>
      <Stack gap="1" w="full">
        {varietyExteriors.map((exterior) => {
          const unit = unitOf(exterior);
          const used = inUse.includes(exterior);
          return (
            <HStack key={exterior} gap="3" minH="11">
              <Checkbox.Root
                checked={unit !== undefined}
                disabled={used}
                onCheckedChange={(e) =>
                  onChange(e.checked === true ? [...forms, { exterior, unit: '枚' }] : forms.filter((f) => f.exterior !== exterior))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label minW="4em">{exterior}</Checkbox.Label>
              </Checkbox.Root>
              {unit !== undefined && (
                <NativeSelect.Root size="sm" width="auto" disabled={used}>
                  <NativeSelect.Field
                    aria-label={`${exterior}的单位`}
                    value={unit}
                    onChange={(e) => onChange(forms.map((f) => (f.exterior === exterior ? { ...f, unit: e.target.value as VarietyFormRequest['unit'] } : f)))}
                  >
                    {varietyUnits.map((u) => (
                      <option key={u} value={u}>
                        按{u}
                      </option>
                    ))}
                  </NativeSelect.Field>
                </NativeSelect.Root>
              )}
              {used && (
                <Text fontSize="xs" color="gray.600">
                  已有挂牌，不能更改
                </Text>
              )}
            </HStack>
          );
        })}
      </Stack>
      <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** 图片: one product picture (optional), uploaded at once; 移除 leaves the variety with the drawn illustration. */
export function PictureField({ initialUrl, value, onChange, error }: { initialUrl: string | null; value: string | null; onChange: (key: string | null) => void; error?: string }) {
  const file = useRef<HTMLInputElement>(null);
  const upload = useMutation({ mutationFn: (picked: File) => uploadPhoto('product', picked), onSuccess: (reply) => onChange(reply.key) });
  const url = value === null ? null : upload.data?.key === value ? upload.data.url : initialUrl;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>图片（可选）</Field.Label>
      <HStack gap="3" wrap="wrap">
        {url && <Image src={url} alt="品种图片" w="96px" h="96px" objectFit="contain" borderRadius="sm" borderWidth="1px" />}
        <Button size="sm" variant="outline" minH="11" loading={upload.isPending} loadingText="上传中" onClick={() => file.current?.click()}>
          {value ? '更换图片' : '上传图片'}
        </Button>
        {value && (
          <Button size="sm" variant="ghost" minH="11" onClick={() => onChange(null)}>
            移除
          </Button>
        )}
      </HStack>
      <HiddenFileInput inputRef={file} accept="image/jpeg,image/png,image/webp,image/gif" label="上传品种图片" onPick={(picked) => upload.mutate(picked)} />
      <ErrorLine error={upload.isError ? failureMessage(upload.error) : null} />
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
