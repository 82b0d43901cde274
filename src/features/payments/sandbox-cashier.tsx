import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentChannel } from '../../api/contracts/money-names';
import { sandboxCashierQueryOptions, useSandboxCancel, useSandboxPay } from '../../api/payments/sandbox-cashier';
import { pageNavigation } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { ChannelMark } from './channel-mark';
import { Loading } from '../shared/loading';

/** What the sandbox says of itself on every view of its cashier. */
export const sandboxBanner = '沙箱支付 · 开发环境，不会产生真实扣款';

/**
 * The sandbox payment provider's cashier (/sandbox/cashier?channel=…&outTradeNo=…; docs/adr/0025): what a member
 * sees at Alipay's or WeChat Pay's cashier in production, stood in for in development. 确认支付 pays the trade (no money
 * moves: it is a sandbox, and the page says so) and the provider notifies the merchant; 取消支付 closes it. Either way
 * the member goes back to the merchant's page (/success), as a real cashier sends them.
 */
export function SandboxCashierPage({ channel, outTradeNo }: { channel?: PaymentChannel; outTradeNo?: string }) {
  return (
    <Stack gap="4" maxW="lg" mx="auto">
      <Box role="note" bg="orange.100" color="orange.800" borderWidth="1px" borderColor="orange.300" borderRadius="md" px="4" py="2" fontWeight="bold" textAlign="center">
        {sandboxBanner}
      </Box>
      {channel && outTradeNo ? <Desk channel={channel} outTradeNo={outTradeNo} /> : <Text>收银台地址不完整，请返回商户重新下单。</Text>}
    </Stack>
  );
}

function Desk({ channel, outTradeNo }: { channel: PaymentChannel; outTradeNo: string }) {
  const trade = { channel, outTradeNo };
  const desk = useQuery(sandboxCashierQueryOptions(trade));
  const pay = useSandboxPay();
  const cancel = useSandboxCancel();
  if (desk.isPending) return <Loading />;
  if (desk.isError) return <ErrorLine error={failureMessage(desk.error)} />;
  const data = desk.data;
  const back = () => pageNavigation.leaveTo(data.returnUrl);
  const busy = pay.isPending || cancel.isPending;
  return (
    <Stack gap="5" bg="white" borderWidth="1px" borderRadius="md" p="6" data-testid="sandbox-cashier">
      <HStack gap="3">
        <ChannelMark channel={data.channel} size="lg" />
        <Stack gap="0">
          <Heading as="h2" size="md">
            {data.channelName}收银台（沙箱）
          </Heading>
          <Text color="gray.600" fontSize="sm">
            收款方：邮市 · 订单号 {data.outTradeNo}
          </Text>
        </Stack>
      </HStack>
      <Stack gap="1" align="center" py="2">
        <Text color="gray.600">{data.subject}</Text>
        <Text fontSize="3xl" fontWeight="bold" data-testid="cashier-amount">
          ¥{formatYuan(data.amount)}
        </Text>
        <Text data-testid="cashier-state" color={data.state === 'waiting' ? 'gray.600' : data.state === 'paid' ? 'green.fg' : 'orange.fg'}>
          {data.stateName}
        </Text>
      </Stack>
      <ErrorLine error={pay.isError ? failureMessage(pay.error) : cancel.isError ? failureMessage(cancel.error) : null} />
      {data.state === 'waiting' ? (
        <HStack gap="3" justify="center">
          <Button colorPalette="brand" size="lg" loading={pay.isPending} disabled={busy} onClick={() => pay.mutate(trade, { onSuccess: (r) => pageNavigation.leaveTo(r.returnUrl) })}>
            确认支付
          </Button>
          <Button variant="outline" size="lg" loading={cancel.isPending} disabled={busy} onClick={() => cancel.mutate(trade, { onSuccess: (r) => pageNavigation.leaveTo(r.returnUrl) })}>
            取消支付
          </Button>
        </HStack>
      ) : (
        <HStack justify="center">
          <Button variant="outline" onClick={back}>
            返回商户
          </Button>
        </HStack>
      )}
      <Text color="gray.600" fontSize="xs" textAlign="center">
        这是开发环境的模拟收银台：点击「确认支付」不会扣除任何真实款项，支付平台的到账通知将按{data.channelName}的规则异步发送。
      </Text>
    </Stack>
  );
}
