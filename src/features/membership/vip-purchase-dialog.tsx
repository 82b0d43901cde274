import { Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { VipLevelOffer, VipList } from '../../api/contracts/membership';
import { vipPurchaseKindNames } from '../../api/contracts/membership-names';
import { maxVipYears } from '../../api/contracts/membership-rules';
import { messages } from '../../api/contracts/messages';
import { paymentChannelNames } from '../../api/contracts/money-names';
import { newMembershipAttempt, usePayVip } from '../../api/membership/pay-vip';
import { useCreatePaymentOrder } from '../../api/payments/create-payment-order';
import { pageNavigation, useSessionActions } from '../session';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { PayMethodChoice, type PayMethod } from './pay-method';
import { PayPasswordEntry } from './pay-password-entry';

/** The two calls' schemas (types only: the schemas load when the form is sent). */
type BalanceOrCashier = (typeof import('../../api/contracts/membership'))['vipPaymentRequest'] | (typeof import('../../api/contracts/payments'))['unifiedOrderBody'];

/**
 * 开通 / 续费 / 升级 one level (/person/vip): for a first year or a renewal 1-3 whole years at the yearly price, for an
 * upgrade the difference for the days left (the expiry stays); paid from the balance with the payment password
 * (POST /api/user/annual/payment), or through 支付宝 / 微信支付 (unifiedOrder, purpose vip: the browser goes to the
 * cashier and the level follows when the provider tells us it was paid). One request per choice (useActionForm).
 */
export function VipPurchaseDialog({ offer, vip, onClose }: { offer: VipLevelOffer; vip: VipList; onClose: () => void }) {
  const pay = usePayVip();
  const order = useCreatePaymentOrder();
  const { refreshUser } = useSessionActions();
  const form = useActionForm({
    // From the balance with the payment password, or a payment order for a cashier.
    schema: ({ method }): Promise<BalanceOrCashier> =>
      method === 'balance'
        ? import('../../api/contracts/membership').then((m) => m.vipPaymentRequest)
        : import('../../api/contracts/payments').then((m) => m.unifiedOrderBody),
    empty: { years: '1', method: 'balance' as PayMethod, payPassword: '' },
    body: ({ years, method, payPassword }) =>
      method === 'balance'
        ? { levelId: offer.levelId, years: Number(years), payPassword }
        : { purpose: 'vip', channel: method, levelId: offer.levelId, years: Number(years) },
    newAttempt: newMembershipAttempt,
    send: async (body, attempt) => ('purpose' in body ? await order.mutateAsync({ body, attempt }) : await pay.mutateAsync({ body, attempt })),
    done: (result) => {
      if ('payUrl' in result) return pageNavigation.leaveTo(result.payUrl);
      notify.success(messages.vipPaid);
      // The header shows the level from the user info: read it again.
      refreshUser();
      onClose();
    },
  });
  const { method } = form.fields;
  const years = Number(form.fields.years);
  const kind = offer.kind!;
  const upgrade = kind === 'upgrade';
  const amount = upgrade ? offer.upgradeFen! : offer.yearFen * years;

  return (
    <AppDialog
      open
      onClose={onClose}
      title={`${vipPurchaseKindNames[kind]}${offer.name}`}
      size="md"
      confirm={{ label: method === 'balance' ? '确认支付' : `前往${paymentChannelNames[method]}支付`, onConfirm: form.submit, busy: form.busy }}
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
              <NativeSelect.Field aria-label="购买年限" {...form.field('years')}>
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
          <PayMethodChoice value={method} onChange={(m) => form.set({ method: m })} balance={vip.balance} />
        </Stack>
        {method === 'balance' && (
          <PayPasswordEntry
            isSet={vip.payPasswordSet}
            error={form.errors.payPassword}
            hint={
              vip.balance < amount && (
                <Text as="span" color="orange.fg">
                  余额不足，请先充值或选择支付宝、微信支付
                </Text>
              )
            }
            {...form.field('payPassword')}
          />
        )}
        {method !== 'balance' && <Text color="gray.600" fontSize="sm">点击后将前往{paymentChannelNames[method]}收银台付款，支付成功后会员权益自动生效。</Text>}
        <ErrorLine error={form.error} />
      </Stack>
    </AppDialog>
  );
}
