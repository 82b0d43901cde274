import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messages } from '../../api/contracts/messages';
import { beanValueFen } from '../../api/contracts/money-rules';
import { payWayNames, payWayNote, payWays, type PayWay } from '../../api/contracts/trade-names';
import { beansFor } from '../../api/contracts/trade-rules';
import type { AccountPurses } from '../../api/contracts/wallet-names';
import { pursesQueryOptions } from '../../api/wallet/get-purses';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';

/**
 * What the pay dialog holds of how to pay (docs/adr/0028, 0035): the way, and for the balance or the deposit the gold
 * beans that pay part first, as typed (the call's schema refuses what is not a whole number).
 */
export interface PayChoice {
  payWay?: PayWay;
  /** 使用金豆抵扣 ticked. */
  useBeans?: boolean;
  beans?: string;
}

/** The pay call's fields for a choice: a beans part only beside a way that pays a rest; none chosen is the balance. */
export function payFields(choice: PayChoice): { payWay?: PayWay; beans?: number } {
  const part = choice.useBeans && choice.payWay !== 'beans' && choice.beans !== undefined ? { beans: choice.beans.trim() === '' ? Number.NaN : Number(choice.beans) } : {};
  return { ...(choice.payWay ? { payWay: choice.payWay } : {}), ...part };
}

/** The yuan purse a way pays a rest from. */
const purseOf = (way: Exclude<PayWay, 'beans'>, purses: AccountPurses) => (way === 'balance' ? purses.balance : purses.deposit);

/**
 * How much of each way the member holds, and whether it pays `amount` fen: beans alone at 1 bean = 0.1 yuan (rounded
 * up), the balance or the deposit alone (`alone`) or with every bean I hold that the order can use before it.
 */
function payWayOptions(amount: number, purses: AccountPurses) {
  const needed = beansFor(amount);
  const usable = Math.min(purses.goldCoin, needed) * beanValueFen;
  return payWays.map((way) => {
    if (way === 'beans') return { way, alone: purses.goldCoin >= needed, enough: purses.goldCoin >= needed, holds: `需 ${needed} 金豆，现有 ${purses.goldCoin} 金豆` };
    const held = purseOf(way, purses);
    const holds = way === 'balance' ? `可用余额 ¥${formatYuan(held)}` : `押金 ¥${formatYuan(held)}`;
    return { way, alone: held >= amount, enough: held + usable >= amount, holds };
  });
}

/** What the typed beans pay and leave: refused (with why) unless a whole number I hold and the order can use. */
function beansPart(amount: number, typed: string | undefined, held: number): { error?: string; beanFen: number } {
  const beans = Number(typed ?? '');
  if (!typed?.trim() || !Number.isSafeInteger(beans) || beans < 0) return { error: messages.payBeansRule, beanFen: 0 };
  if (beans > beansFor(amount)) return { error: messages.payBeansTooMany, beanFen: 0 };
  if (beans > held) return { error: messages.beansInsufficient, beanFen: 0 };
  return { beanFen: Math.min(beans * beanValueFen, amount) };
}

/**
 * 付款方式 in the pay dialog (spec section 1: balance, gold beans or deposit): every way with what I hold of it; a way
 * that cannot pay the order, even with my beans, is shown but cannot be chosen. The first way that pays alone is chosen
 * when the dialog opens, or else the first that pays with my beans, with them ticked. Beside the balance or the deposit,
 * 使用金豆抵扣 (when I hold beans) pays part with beans: how many, the yuan they cover and what is left to pay.
 */
export function PayWayChoice({ amount, value, onChange }: { amount: number; value: PayChoice; onChange: (change: PayChoice) => void }) {
  const purses = useQuery(pursesQueryOptions());
  const options = purses.data ? payWayOptions(amount, purses.data) : [];
  const first = options.find((o) => o.alone) ?? options.find((o) => o.enough);
  const firstWay = first?.way;
  const firstBeans = first && !first.alone && purses.data ? String(Math.min(purses.data.goldCoin, beansFor(amount))) : undefined;
  useEffect(() => {
    if (value.payWay === undefined && firstWay) onChange({ payWay: firstWay, ...(firstBeans ? { useBeans: true, beans: firstBeans } : {}) });
  }, [value.payWay, firstWay, firstBeans, onChange]);
  if (!purses.data) return <ErrorLine error={purses.error?.message} />;
  const held = purses.data.goldCoin;
  return (
    <Stack gap="2">
      {/* Plain radio inputs: the pay dialog is on every order page, and a radio group component would weigh on all of them. */}
      <Stack as="fieldset" gap="1" aria-label="付款方式">
        <Text as="legend" fontWeight="medium" mb="1">
          付款方式
        </Text>
        {options.map((o) => (
          <HStack as="label" key={o.way} gap="2" minH="44px" wrap="wrap" cursor={o.enough ? 'pointer' : 'not-allowed'} color={o.enough ? undefined : 'gray.500'}>
            <input type="radio" name="payWay" value={o.way} checked={value.payWay === o.way} disabled={!o.enough} onChange={() => onChange({ payWay: o.way })} />
            <Text as="span">{payWayNames[o.way]}</Text>
            <Text as="span" color={o.enough ? 'gray.600' : 'gray.500'} fontSize="sm">
              {o.holds}
              {!o.enough && '（不足）'}
            </Text>
          </HStack>
        ))}
      </Stack>
      {!first && <ErrorLine error={`${messages.insufficientBalance}，请先充值`} />}
      {value.payWay && value.payWay !== 'beans' && held > 0 && <BeansPart amount={amount} held={held} way={value.payWay} value={value} onChange={onChange} />}
      <Text color="gray.600" fontSize="xs">
        {payWayNote}
      </Text>
    </Stack>
  );
}

/** 使用金豆抵扣: the beans that pay first, the yuan they cover to the fen, and what the chosen way still pays. */
function BeansPart({ amount, held, way, value, onChange }: { amount: number; held: number; way: Exclude<PayWay, 'beans'>; value: PayChoice; onChange: (change: PayChoice) => void }) {
  const usable = Math.min(held, beansFor(amount));
  const part = value.useBeans ? beansPart(amount, value.beans, held) : { beanFen: 0 };
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" px="3" py="2" bg="orange.50">
      <HStack as="label" gap="2" minH="44px" cursor="pointer">
        <input type="checkbox" checked={Boolean(value.useBeans)} onChange={(e) => onChange({ useBeans: e.target.checked, beans: value.beans ?? String(usable) })} />
        <Text as="span" whiteSpace="nowrap">
          使用金豆抵扣
        </Text>
        <Text as="span" color="gray.600" fontSize="sm">
          现有 {held} 金豆，最多可用 {usable} 金豆
        </Text>
      </HStack>
      {value.useBeans && (
        <Field.Root invalid={Boolean(part.error)}>
          <Field.Label>抵扣金豆数量</Field.Label>
          <Input type="number" inputMode="numeric" min={0} max={usable} step={1} value={value.beans ?? ''} onChange={(e) => onChange({ beans: e.target.value })} />
          {part.error && <Field.ErrorText>{part.error}</Field.ErrorText>}
        </Field.Root>
      )}
      <Text data-testid="pay-split" fontSize="sm">
        金豆抵扣 ¥{formatYuan(part.beanFen)}，还需{payWayNames[way]}支付 ¥{formatYuan(amount - part.beanFen)}
      </Text>
    </Stack>
  );
}
