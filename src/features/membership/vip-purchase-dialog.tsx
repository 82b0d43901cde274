import { Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { VipLevelOffer, VipList } from '../../api/contracts/membership';
import { maxVipYears, vipPurchaseKindNames } from '../../api/contracts/membership-names';
import { messages } from '../../api/contracts/messages';
import { paymentChannelNames } from '../../api/contracts/money-names';
import { newMembershipAttempt, usePayVip } from '../../api/membership/pay-vip';
import { useCreatePaymentOrder } from '../../api/payments/create-payment-order';
import { pageNavigation, useSessionActions } from '../session';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { notify } from '../shared/toaster';
import { AppLink } from '../site';
import { PayMethodChoice, type PayMethod } from './pay-method';

/**
 * 开通 / 续费 / 升级 one level (/person/vip): for a first year or a renewal 1-3 whole years at the yearly price, for an
 * upgrade the difference for the days left (the expiry stays); paid from the balance with the payment password
 * (POST /api/user/annual/payment), or through 支付宝 / 微信支付 (unifiedOrder, purpose vip: the browser goes to the
 * cashier and the level follows when the provider tells us it was paid). One idempotency key per choice.
 */
export function VipPurchaseDialog({ offer, vip, onClose }: { offer: VipLevelOffer; vip: VipList; onClose: () => void }) {
  const [years, setYears] = useState(1);
  const [method, setMethod] = useState<PayMethod>('balance');
  const [payPassword, setPayPassword] = useState('');
  const [attempt, setAttempt] = useState(newMembershipAttempt);
  const pay = usePayVip();
  const order = useCreatePaymentOrder();
  const { refreshUser } = useSessionActions();
  const kind = offer.kind!;
  const upgrade = kind === 'upgrade';
  const amount = upgrade ? offer.upgradeFen! : offer.yearFen * years;

  /** Another choice is another attempt (the server refuses a key with another body). */
  const choose = (change: () => void) => {
    change();
    setAttempt(newMembershipAttempt());
    pay.reset();
    order.reset();
  };
  const confirm = () => {
    if (method === 'balance') {
      pay.mutate(
        { body: { levelId: offer.levelId, years, payPassword }, attempt },
        {
          onSuccess: () => {
            notify.success(messages.vipPaid);
            // The header shows the level from the user info: read it again.
            refreshUser();
            onClose();
          },
        },
      );
    } else {
      order.mutate({ body: { purpose: 'vip', channel: method, levelId: offer.levelId, years }, attempt }, { onSuccess: (o) => pageNavigation.leaveTo(o.payUrl) });
    }
  };
  const failure = pay.isError ? failureMessage(pay.error) : order.isError ? failureMessage(order.error) : null;

  return (
    <AppDialog
      open
      onClose={onClose}
      title={`${vipPurchaseKindNames[kind]}${offer.name}`}
      size="md"
      confirm={{ label: method === 'balance' ? '确认支付' : `前往${paymentChannelNames[method]}支付`, onConfirm: confirm, busy: pay.isPending || order.isPending }}
    >
      <Stack gap="4">
        {upgrade ? (
          <Text data-testid="vip-upgrade-note">
            由{vip.levelName}升级为{offer.name}，按剩余 {vip.daysLeft} 天补差价，到期时间不变（{vip.expiresAt}）。
          </Text>
        ) : (
          <Field.Root>
            <Field.Label>购买年限</Field.Label>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field aria-label="购买年限" value={years} onChange={(e) => choose(() => setYears(Number(e.target.value)))}>
                {Array.from({ length: maxVipYears }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n} 年
                  </option>
                ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
            {kind === 'renew' && <Field.HelperText>续费后到期时间顺延 {years} 年</Field.HelperText>}
          </Field.Root>
        )}
        <HStack>
          <Text>应付金额：</Text>
          <Text as="strong" fontSize="xl" color="brand.fg" data-testid="vip-amount">
            ¥{formatYuan(amount)}
          </Text>
        </HStack>
        <Stack gap="2">
          <Text fontWeight="bold">支付方式</Text>
          <PayMethodChoice value={method} onChange={(m) => choose(() => setMethod(m))} balance={vip.balance} />
        </Stack>
        {method === 'balance' &&
          (vip.payPasswordSet ? (
            <Field.Root required>
              <Field.Label>支付密码</Field.Label>
              <Input type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={payPassword} onChange={(e) => setPayPassword(e.target.value)} />
              {vip.balance < amount && <Field.HelperText color="orange.fg">余额不足，请先充值或选择支付宝、微信支付</Field.HelperText>}
            </Field.Root>
          ) : (
            <Text color="orange.fg">
              {messages.payPasswordNotSet}：
              <AppLink to="/person/dashboard" color="brand.fg">
                去设置支付密码
              </AppLink>
            </Text>
          ))}
        {method !== 'balance' && <Text color="gray.600" fontSize="sm">点击后将前往{paymentChannelNames[method]}收银台付款，支付成功后会员权益自动生效。</Text>}
        <ErrorLine error={failure} />
      </Stack>
    </AppDialog>
  );
}
