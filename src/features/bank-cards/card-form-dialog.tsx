import { Box, Checkbox, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useReducer } from 'react';
import { banksQueryOptions } from '../../api/bank-cards/get-banks';
import { useSaveCard } from '../../api/bank-cards/save-card';
import type { BankCard } from '../../api/contracts/cash-out';
import { cardKindNames, type CardKind } from '../../api/contracts/cash-out-names';
import { messages } from '../../api/contracts/messages';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';

interface Fields {
  bankCode: string;
  cardNo: string;
  holderName: string;
  phone: string;
  defaultCard: boolean;
}
type FieldName = keyof Fields;

type Change = { [K in FieldName]: { type: 'typed'; name: K; value: Fields[K] } }[FieldName];
const reducer = (fields: Fields, change: Change): Fields => ({ ...fields, [change.name]: change.value });

/**
 * 添加银行卡 / 编辑银行卡 (bank/add, bank/edit/{id}; PayAdd for a 快捷支付卡): the bank from GET /api/sys/banks, the card
 * number (16-19 digits, spaces as printed are fine, checked with its Luhn digit), the holder (the member's real name
 * once authenticated: `holderName` prefills it), and for a pay card the phone the bank has on file. The call checks it
 * with the contract's schema before anything is sent (src/api/checked-body.ts: the page loads no zod until then) and
 * shows the first broken rule. An edit asks for the whole number again: members never read it back.
 */
export function CardFormDialog({
  kind,
  card,
  holderName = '',
  onClose,
  onSaved,
}: {
  kind: CardKind;
  card?: BankCard;
  holderName?: string;
  onClose: () => void;
  onSaved?: (card: BankCard) => void;
}) {
  const banks = useQuery(banksQueryOptions());
  const save = useSaveCard();
  const [fields, dispatch] = useReducer(reducer, undefined, () => ({
    bankCode: card?.bankCode ?? '',
    cardNo: '',
    holderName: card?.holderName ?? holderName,
    phone: '',
    defaultCard: false,
  }));

  const submit = () => {
    const { phone, ...collect } = fields;
    const done = {
      onSuccess: (saved: BankCard) => {
        notify.success(messages.cardSaved);
        onSaved?.(saved);
        onClose();
      },
    };
    if (kind === 'pay') save.mutate({ kind: 'pay', card: { ...collect, phone } }, done);
    else save.mutate({ kind: 'collect', id: card?.id, card: collect }, done);
  };
  const text = (name: 'cardNo' | 'holderName' | 'phone') => ({
    value: fields[name],
    onChange: (e: { target: { value: string } }) => dispatch({ type: 'typed', name, value: e.target.value }),
  });

  return (
    <AppDialog
      open
      onClose={onClose}
      title={`${card ? '编辑' : '添加'}${cardKindNames[kind]}`}
      confirm={{ label: '保存', onConfirm: submit, busy: save.isPending }}
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>开户银行</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={fields.bankCode} onChange={(e) => dispatch({ type: 'typed', name: 'bankCode', value: e.target.value })}>
              <option value="">请选择开户银行</option>
              {(banks.data ?? []).map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required>
          <Field.Label>银行卡号</Field.Label>
          <Input
            {...text('cardNo')}
            inputMode="numeric"
            maxLength={23}
            autoComplete="cc-number"
            placeholder={card ? `请重新输入完整卡号（当前 ${card.cardNo}）` : '16-19位数字'}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>持卡人</Field.Label>
          <Input {...text('holderName')} maxLength={30} autoComplete="cc-name" />
          {holderName && <Field.HelperText>须与实名认证姓名（{holderName}）一致</Field.HelperText>}
        </Field.Root>
        {kind === 'pay' && (
          <Field.Root required>
            <Field.Label>银行预留手机号</Field.Label>
            <Input {...text('phone')} type="tel" maxLength={16} autoComplete="tel" />
          </Field.Root>
        )}
        {!card?.defaultCard && (
          <Box>
            <Checkbox.Root
              size="sm"
              checked={fields.defaultCard}
              onCheckedChange={(e) => dispatch({ type: 'typed', name: 'defaultCard', value: e.checked === true })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>设为默认卡</Checkbox.Label>
            </Checkbox.Root>
          </Box>
        )}
        <Text fontSize="sm" color="gray.600">
          卡号仅用于向您打款，页面只显示前4位和后4位。
        </Text>
        <ErrorLine error={save.isError ? failureMessage(save.error) : null} />
      </Stack>
    </AppDialog>
  );
}
