import { Button, Flex, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useApplyCashOut } from '../../api/cash-out/apply-cash-out';
import type { CollectAccount } from '../../api/contracts/cash-out';
import { fenToYuanText } from '../../api/contracts/display';
import { messages } from '../../api/contracts/messages';
import { CardFormDialogOnDemand } from '../bank-cards';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { AmountField, PayPasswordField, typedFen } from '../shared/form-fields';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { useAppNavigate } from '../site';

/** Where the money goes, as the radio group holds it: a collect card's id, or the Alipay account. */
const cardTarget = (id: number) => `card:${id}`;

/** Where the money goes, as the call's body names it: a collect card, the Alipay account, or nothing chosen yet. */
function targetOf(target: string) {
  if (target === 'alipay') return { to: 'alipay' };
  if (target.startsWith('card:')) return { to: 'card', cardId: Number(target.slice(5)) };
  return {};
}

/**
 * 申请提现: the amount in yuan, where it goes (the member's collect cards, the default chosen first, or the Alipay
 * account; 添加银行卡 adds one here), the payment password. Checked with the server's schema before it is sent, once
 * per request (useActionForm: a retry after a lost answer is the same application).
 */
export function WithdrawForm({ account }: { account: CollectAccount }) {
  const navigate = useAppNavigate();
  const apply = useApplyCashOut();
  const [adding, setAdding] = useState(false);
  const most = Math.min(account.balance, account.maxAmount);
  const form = useActionForm({
    schema: () => import('../../api/contracts/cash-out').then((m) => m.cashOutApplyRequest),
    empty: { amount: '', target: account.defaultCardId ? cardTarget(account.defaultCardId) : account.alipayAccount ? 'alipay' : '', payPassword: '' },
    body: ({ amount, target, payPassword }) => ({ ...targetOf(target), amount: typedFen(amount), payPassword }),
    at: { to: 'target', cardId: 'target' },
    newAttempt: () => `cashout:${crypto.randomUUID()}`,
    send: (request, idempotencyKey) => apply.mutateAsync({ request, idempotencyKey }),
    done: () => {
      notify.success(messages.cashOutApplied);
      void navigate({ to: '/person/account/record' });
    },
  });

  return (
    <>
      <form
        aria-label="申请提现"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px">
          <AmountField
            label="提现金额（元）"
            error={form.errors.amount}
            hint={`可提现余额 ¥${formatYuan(account.balance)}，单笔 ¥${formatYuan(account.minAmount)} 至 ¥${formatYuan(account.maxAmount)}，${account.fee === 0 ? '免手续费' : `手续费 ¥${formatYuan(account.fee)}`}`}
            {...form.field('amount')}
          >
            <Button size="sm" variant="ghost" colorPalette="brand" disabled={most < account.minAmount} onClick={() => form.set({ amount: fenToYuanText(most) })}>
              全部提现
            </Button>
          </AmountField>
          <Stack gap="2">
            <Flex justify="space-between" align="center">
              <Text fontSize="sm" fontWeight="medium">
                收款账户
              </Text>
              <Button size="xs" variant="outline" onClick={() => setAdding(true)}>
                添加银行卡
              </Button>
            </Flex>
            {account.cards.length === 0 && !account.alipayAccount ? (
              <Text color="gray.600" fontSize="sm">
                还没有收款账户：请添加一张本人名下的银行卡。
              </Text>
            ) : (
              <RadioGroup.Root value={form.fields.target} onValueChange={(e) => form.set({ target: e.value ?? '' })} aria-label="收款账户">
                <Stack gap="2">
                  {account.cards.map((c) => (
                    <RadioGroup.Item key={c.id} value={cardTarget(c.id)}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        {c.bankName} {c.cardNo}（{c.holderName}）{c.defaultCard ? ' · 默认' : ''}
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                  {account.alipayAccount && (
                    <RadioGroup.Item value="alipay">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>支付宝 {account.alipayAccount}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  )}
                </Stack>
              </RadioGroup.Root>
            )}
            <ErrorLine error={form.errors.target} />
          </Stack>
          <PayPasswordField error={form.errors.payPassword} {...form.field('payPassword')} />
          <ErrorLine error={form.error} />
          <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="提交申请" alignSelf="flex-start">
            提交申请
          </Button>
          <Text color="gray.600" fontSize="sm">
            提交后提现金额即从可用余额冻结，平台财务打款后以站内信通知您；被驳回时全额退回余额。
          </Text>
        </Stack>
      </form>
      {adding && (
        <CardFormDialogOnDemand
          kind="collect"
          holderName={account.realName ?? ''}
          onClose={() => setAdding(false)}
          onSaved={(card) => form.set({ target: cardTarget(card.id) })}
        />
      )}
    </>
  );
}
