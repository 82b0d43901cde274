import { Button, Field, Flex, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useApplyCashOut, type ApplyCashOutInput } from '../../api/cash-out/apply-cash-out';
import type { CollectAccount } from '../../api/contracts/cash-out';
import { fenToYuanText } from '../../api/contracts/display';
import { messages } from '../../api/contracts/messages';
import { yuanToFen } from '../../api/contracts/trade-names';
import { CardFormDialog } from '../bank-cards';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { notify } from '../shared/toaster';
import { useAppNavigate } from '../site';

/** Where the money goes, as the radio group holds it: a collect card's id, or the Alipay account. */
const cardTarget = (id: number) => `card:${id}`;

/** The form's fields as the call's body: what yuanToFen refuses goes as 0, so the schema refuses it with its own rule. */
function requestOf(amount: string, target: string, payPassword: string): ApplyCashOutInput['request'] {
  const fen = yuanToFen(amount) ?? 0;
  if (target === 'alipay') return { to: 'alipay', amount: fen, payPassword };
  if (target.startsWith('card:')) return { to: 'card', cardId: Number(target.slice(5)), amount: fen, payPassword };
  return { amount: fen, payPassword };
}

/**
 * 申请提现: the amount in yuan, where it goes (the member's collect cards, the default chosen first, or the Alipay
 * account; 添加银行卡 adds one here), the payment password. Checked with the server's schema before it is sent, once
 * per attempt (a retry after a lost answer is the same application).
 */
export function WithdrawForm({ account }: { account: CollectAccount }) {
  const navigate = useAppNavigate();
  const apply = useApplyCashOut();
  const [amount, setAmount] = useState('');
  const [target, setTarget] = useState(account.defaultCardId ? cardTarget(account.defaultCardId) : account.alipayAccount ? 'alipay' : '');
  const [payPassword, setPayPassword] = useState('');
  const [adding, setAdding] = useState(false);
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  const most = Math.min(account.balance, account.maxAmount);

  const submit = () => {
    // The call checks the body with the contract's schema before sending it (the page loads no zod until then).
    apply.mutate(
      { request: requestOf(amount, target, payPassword), idempotencyKey: `cashout:${attempt}` },
      {
        onSuccess: () => {
          notify.success(messages.cashOutApplied);
          setAttempt(crypto.randomUUID());
          void navigate({ to: '/person/account/record' });
        },
      },
    );
  };

  return (
    <>
      <form
        aria-label="申请提现"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px">
          <Field.Root required>
            <Field.Label>提现金额（元）</Field.Label>
            <HStack>
              <Input inputMode="decimal" maxW="14em" value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="0.00" />
              <Button
                size="sm"
                variant="ghost"
                colorPalette="brand"
                disabled={most < account.minAmount}
                onClick={() => setAmount(fenToYuanText(most))}
              >
                全部提现
              </Button>
            </HStack>
            <Field.HelperText>
              可提现余额 ¥{formatYuan(account.balance)}，单笔 ¥{formatYuan(account.minAmount)} 至 ¥{formatYuan(account.maxAmount)}，
              {account.fee === 0 ? '免手续费' : `手续费 ¥${formatYuan(account.fee)}`}
            </Field.HelperText>
          </Field.Root>
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
              <RadioGroup.Root value={target} onValueChange={(e) => setTarget(e.value ?? '')} aria-label="收款账户">
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
          </Stack>
          <Field.Root required>
            <Field.Label>支付密码</Field.Label>
            <Input
              type="password"
              autoComplete="off"
              inputMode="numeric"
              maxLength={6}
              maxW="14em"
              value={payPassword}
              onChange={(e) => setPayPassword(e.target.value)}
            />
          </Field.Root>
          <ErrorLine error={apply.isError ? failureMessage(apply.error) : null} />
          <Button type="submit" colorPalette="brand" loading={apply.isPending} loadingText="提交申请" alignSelf="flex-start">
            提交申请
          </Button>
          <Text color="gray.600" fontSize="sm">
            提交后提现金额即从可用余额冻结，平台财务打款后以站内信通知您；被驳回时全额退回余额。
          </Text>
        </Stack>
      </form>
      {adding && (
        <CardFormDialog
          kind="collect"
          holderName={account.realName ?? ''}
          onClose={() => setAdding(false)}
          onSaved={(card) => setTarget(cardTarget(card.id))}
        />
      )}
    </>
  );
}
