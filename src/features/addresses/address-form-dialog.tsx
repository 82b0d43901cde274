import { Box, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useReducer } from 'react';
import { addressRequest, type Address, type AddressRequest } from '../../api/contracts/addresses';
import { messages } from '../../api/contracts/messages';
import { useAddAddress } from '../../api/addresses/add-address';
import { useEditAddress } from '../../api/addresses/edit-address';
// The registration's SMS code UI (phone, slider captcha first, the 59 s countdown).
import { SmsCodeFields, useTypedPhoneAndCode } from '../auth';
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../../api/user/get-user-info';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { noRegion, RegionSelect, type Region } from './region-select';

type Fields = Omit<AddressRequest, 'code' | 'addressArr' | 'defaultAddress'> & { addressArr: Region; defaultAddress: boolean };
type FieldName = keyof Fields | 'code';

const fieldsOf = (a: Address | undefined): Fields =>
  a
    ? { trueName: a.trueName, phone: a.phone, addressArr: a.addressArr, address: a.address, defaultAddress: a.defaultAddress }
    : { trueName: '', phone: '', addressArr: noRegion, address: '', defaultAddress: false };

/** What is typed, and the first broken rule of the last submission (cleared by the next change). */
interface Form {
  fields: Fields;
  issue: { field: FieldName; message: string } | null;
}
type FormChange = { [K in keyof Fields]: { type: 'typed'; name: K; value: Fields[K] } }[keyof Fields] | { type: 'refused'; issue: Form['issue'] };
function formReducer(form: Form, change: FormChange): Form {
  return change.type === 'typed' ? { fields: { ...form.fields, [change.name]: change.value }, issue: null } : { ...form, issue: change.issue };
}

/**
 * The Add-address form (spec sections 2 and 5): 收货人, 手机号码, 所在地区, 详细地址, 设为默认地址, and an SMS code sent
 * to the member's own bound phone. The contract's schema checks it here and on the server; the first broken rule is
 * shown beside its field. Editing (`address` given) opens it filled in.
 */
export function AddressFormDialog({ address, onClose }: { address?: Address; onClose: () => void }) {
  const [form, dispatch] = useReducer(formReducer, address, (a) => ({ fields: fieldsOf(a), issue: null }));
  const typed = useTypedPhoneAndCode();
  // The code goes to the member's bound phone (GET /api/user/info, already in the cache on any member page).
  const boundPhone = useQuery(userInfoQueryOptions()).data?.phone;
  const adding = useAddAddress();
  const editing = useEditAddress();
  const mutation = address ? editing : adding;
  const isDefault = address?.defaultAddress === true;

  const submit = () => {
    const request: AddressRequest = { ...form.fields, code: typed.read().code };
    const parsed = addressRequest.safeParse(request);
    if (!parsed.success) {
      const first = parsed.error.issues[0]!;
      return dispatch({ type: 'refused', issue: { field: first.path[0] as FieldName, message: first.message } });
    }
    const done = {
      onSuccess: () => {
        notify.success(messages.addressSaved);
        onClose();
      },
    };
    if (address) editing.mutate({ id: address.id, ...request }, done);
    else adding.mutate(request, done);
  };
  const invalid = (name: FieldName) => form.issue?.field === name;
  const text = (name: 'trueName' | 'phone' | 'address') => ({
    value: form.fields[name],
    onChange: (e: { target: { value: string } }) => dispatch({ type: 'typed', name, value: e.target.value }),
  });

  return (
    <AppDialog
      open
      onClose={onClose}
      title={address ? '编辑收货地址' : '新增收货地址'}
      confirm={{ label: '保存', onConfirm: submit, busy: mutation.isPending }}
    >
      <Stack gap="4">
        <Field.Root required invalid={invalid('trueName')}>
          <Field.Label>收货人</Field.Label>
          <Input {...text('trueName')} maxLength={30} autoComplete="name" />
          <Field.ErrorText>{form.issue?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={invalid('phone')}>
          <Field.Label>手机号码</Field.Label>
          <Input {...text('phone')} type="tel" maxLength={16} autoComplete="tel" />
          <Field.ErrorText>{form.issue?.message}</Field.ErrorText>
        </Field.Root>
        {/* Three selects, so not one Field (a Field gives its one id to the control inside it). */}
        <Stack gap="1.5">
          <Text fontSize="sm" fontWeight="medium">
            所在地区
          </Text>
          <RegionSelect value={form.fields.addressArr} onChange={(value) => dispatch({ type: 'typed', name: 'addressArr', value })} />
          <ErrorLine error={invalid('addressArr') ? form.issue!.message : null} />
        </Stack>
        <Field.Root required invalid={invalid('address')}>
          <Field.Label>详细地址</Field.Label>
          <Input {...text('address')} maxLength={100} placeholder="街道、门牌号、楼栋房间号" autoComplete="street-address" />
          <Field.ErrorText>{form.issue?.message}</Field.ErrorText>
        </Field.Root>
        <Box>
          <Checkbox.Root
            size="sm"
            checked={form.fields.defaultAddress}
            disabled={isDefault}
            onCheckedChange={(e) => dispatch({ type: 'typed', name: 'defaultAddress', value: e.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>设为默认地址</Checkbox.Label>
          </Checkbox.Root>
          {isDefault && (
            <Text fontSize="sm" color="gray.600" mt="1">
              这是您的默认地址；将其他地址设为默认即可更换
            </Text>
          )}
        </Box>
        <Box borderTopWidth="1px" />
        <Text fontSize="sm" color="gray.600">
          为保护您的账户，保存收货地址需验证您绑定的手机号：拖动滑块获取验证码。
        </Text>
        <SmsCodeFields purpose="address" phone={boundPhone} onChange={typed.onChange} />
        <ErrorLine error={invalid('code') ? form.issue!.message : mutation.isError ? failureMessage(mutation.error) : null} />
      </Stack>
    </AppDialog>
  );
}
