import { Box, Button, HStack, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { paymentChannelNames, paymentChannels, type PaymentChannel } from '../../api/contracts/money-names';
import { beanValueFen } from '../../api/contracts/money-rules';
import { newPaymentAttempt, useCreatePaymentOrder } from '../../api/payments/create-payment-order';
import { beanPackagesQueryOptions } from '../../api/payments/get-bean-packages';
import { pageNavigation, useSession } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatBeans, formatYuan } from '../shared/format';
import { useActionForm } from '../shared/use-action-form';
import { ChannelMark } from './channel-mark';

/**
 * 充值金豆 (/person/beans/recharge-beans): the packages of the system beans config (GET /api/coin), a channel
 * (支付宝 or 微信支付), and 立即支付: a payment order (unifiedOrder, purpose beans) whose cashier the browser goes to.
 * The beans arrive when the provider says it was paid (/success shows it). One request per choice (useActionForm): a
 * double click or a retry after a lost answer is the same order; another package or channel is a new one.
 */
export function RechargeBeans() {
  const packages = useQuery(beanPackagesQueryOptions());
  const { wallet } = useSession();
  const mutation = useCreatePaymentOrder();
  const form = useActionForm({
    schema: () => import('../../api/contracts/payments').then((m) => m.unifiedOrderBody),
    // No package chosen yet is the first one, as the list shows it chosen.
    empty: { code: '', channel: 'alipay' as PaymentChannel },
    body: ({ code, channel }) => ({ purpose: 'beans', channel, code: code || packages.data?.[0]?.code || '' }),
    newAttempt: newPaymentAttempt,
    send: (body, attempt) => mutation.mutateAsync({ body, attempt }),
    done: (order) => pageNavigation.leaveTo(order.payUrl),
  });
  const code = form.fields.code || packages.data?.[0]?.code || null;
  const selected = packages.data?.find((p) => p.code === code);

  return (
    <Stack gap="5" maxW="3xl">
      <HStack justify="space-between" wrap="wrap" bg="white" borderWidth="1px" borderRadius="md" p="4">
        <Text>
          当前金豆：
          <Text as="strong" fontSize="xl" color="brand.fg" data-testid="current-beans">
            {wallet ? formatBeans(wallet.goldCoin) : '—'}
          </Text>
          <Text as="span" color="gray.600">
            {' '}个
          </Text>
        </Text>
        <Text color="gray.600" fontSize="sm">
          1金豆 = {formatYuan(beanValueFen)}元，可用于置顶、刷新、匿名扫货等功能，也可抵扣订单货款
        </Text>
      </HStack>

      <Stack gap="2">
        <Text fontWeight="bold">选择充值套餐</Text>
        <ErrorLine error={packages.isError ? failureMessage(packages.error) : null} />
        {packages.data?.length === 0 && <Text color="gray.600">暂无可购买的金豆套餐</Text>}
        <RadioGroup.Root value={code} onValueChange={(e) => form.set({ code: e.value ?? '' })} aria-label="金豆套餐">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {packages.data?.map((p) => (
              <RadioGroup.Item
                key={p.code}
                value={p.code}
                borderWidth="2px"
                borderRadius="md"
                p="4"
                bg="white"
                cursor="pointer"
                borderColor={p.code === code ? 'brand.solid' : 'gray.200'}
                data-testid={`bean-package-${p.code}`}
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemText>
                  <Stack gap="1" align="center" w="full">
                    <Text fontSize="lg" fontWeight="bold">
                      {formatBeans(p.coinNumbers)} 金豆
                    </Text>
                    <Text color="brand.fg">¥{formatYuan(p.price)}</Text>
                  </Stack>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </SimpleGrid>
        </RadioGroup.Root>
        <ErrorLine error={form.errors.code} />
      </Stack>

      <Stack gap="2">
        <Text fontWeight="bold">支付方式</Text>
        <RadioGroup.Root value={form.fields.channel} onValueChange={(e) => form.set({ channel: e.value as PaymentChannel })} aria-label="支付方式">
          <HStack gap="4">
            {paymentChannels.map((c) => (
              <RadioGroup.Item key={c} value={c} borderWidth="1px" borderRadius="md" px="3" py="2" bg="white" cursor="pointer">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <HStack gap="2">
                    <ChannelMark channel={c} size="sm" />
                    <span>{paymentChannelNames[c]}</span>
                  </HStack>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </Stack>

      <Box bg="white" borderWidth="1px" borderRadius="md" p="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text data-testid="recharge-summary">
            {selected ? (
              <>
                购买 {formatBeans(selected.coinNumbers)} 金豆，应付金额：
                <Text as="strong" fontSize="xl" color="brand.fg">
                  ¥{formatYuan(selected.price)}
                </Text>
              </>
            ) : (
              '请选择金豆套餐'
            )}
          </Text>
          <Button colorPalette="brand" size="lg" onClick={form.submit} loading={form.busy} loadingText="正在下单" disabled={packages.data?.length === 0}>
            立即支付
          </Button>
        </HStack>
        <Text color="gray.600" fontSize="sm" mt="2">
          点击后将前往{paymentChannelNames[form.fields.channel]}收银台付款，支付成功后金豆自动到账；订单30分钟内未支付将自动关闭。
        </Text>
        <ErrorLine error={form.errors.channel ?? form.error} />
      </Box>
    </Stack>
  );
}
