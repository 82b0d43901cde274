import { Box, Button, HStack, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { beanValueFen, paymentChannelNames, paymentChannels, type PaymentChannel } from '../../api/contracts/money-names';
import { messages } from '../../api/contracts/messages';
import { newPaymentAttempt, useCreatePaymentOrder } from '../../api/payments/create-payment-order';
import { beanPackagesQuery } from '../../api/payments/get-bean-packages';
import { pageNavigation, useSession } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatBeans, formatYuan } from '../shared/format';
import { ChannelMark } from './channel-mark';

/**
 * 充值金豆 (/person/beans/recharge-beans): the packages of the system beans config (GET /api/coin), a channel
 * (支付宝 or 微信支付), and 立即支付: a payment order (unifiedOrder, purpose beans) whose cashier the browser goes to.
 * The beans arrive when the provider says it was paid (/success shows it). One idempotency key per choice: a double
 * click or a retry after a lost answer is the same order; choosing another package or channel is a new one.
 */
export function RechargeBeans() {
  const packages = useQuery(beanPackagesQuery());
  const { wallet } = useSession();
  const mutation = useCreatePaymentOrder();
  const [chosen, setChosen] = useState<string | null>(null);
  const [channel, setChannel] = useState<PaymentChannel>('alipay');
  const [attempt, setAttempt] = useState(newPaymentAttempt);
  const [tried, setTried] = useState(false);
  const code = chosen ?? packages.data?.[0]?.code ?? null;
  const selected = packages.data?.find((p) => p.code === code);

  const choose = (change: () => void) => {
    change();
    setAttempt(newPaymentAttempt());
    mutation.reset();
  };
  const pay = () => {
    setTried(true);
    if (!code) return;
    mutation.mutate({ body: { purpose: 'beans', channel, code }, attempt }, { onSuccess: (order) => pageNavigation.leaveTo(order.payUrl) });
  };
  const refused = tried && !code ? messages.chooseBeanPackage : null;

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
        <RadioGroup.Root value={code} onValueChange={(e) => choose(() => setChosen(e.value))} aria-label="金豆套餐">
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
      </Stack>

      <Stack gap="2">
        <Text fontWeight="bold">支付方式</Text>
        <RadioGroup.Root value={channel} onValueChange={(e) => choose(() => setChannel(e.value as PaymentChannel))} aria-label="支付方式">
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
          <Button colorPalette="brand" size="lg" onClick={pay} loading={mutation.isPending} loadingText="正在下单" disabled={packages.data?.length === 0}>
            立即支付
          </Button>
        </HStack>
        <Text color="gray.600" fontSize="sm" mt="2">
          点击后将前往{paymentChannelNames[channel]}收银台付款，支付成功后金豆自动到账；订单30分钟内未支付将自动关闭。
        </Text>
        <ErrorLine error={refused ?? (mutation.isError ? failureMessage(mutation.error) : null)} />
      </Box>
    </Stack>
  );
}
