import { Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { paymentChannelNames, type PaymentChannel, type PaymentPurpose } from '../../api/contracts/money-names';
import type { PaymentState } from '../../api/contracts/payments';
import { paymentStateQueryOptions } from '../../api/payments/get-payment-state';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { ChannelMark } from './channel-mark';
import { SiteLink as RouterLink, type SitePath } from '../site';
import { Loading } from '../shared/loading';

// The 流程 view (and Mermaid behind it) loads when the member opens it, never with the page.
const TopUpProcess = lazy(() => import('./top-up-process').then((m) => ({ default: m.TopUpProcess })));

/** Where a member goes next after paying for each purpose: the page of what was bought, and buying again. */
const nextPages: Record<PaymentPurpose, { done: [SitePath, string]; again: [SitePath, string] }> = {
  beans: { done: ['/person/beans', '查看我的金豆'], again: ['/person/beans/recharge-beans', '继续充值'] },
  balance: { done: ['/person/account', '查看账户余额'], again: ['/person/account', '继续充值'] },
  vip: { done: ['/person/vip', '查看我的会员'], again: ['/person/vip', '返回会员中心'] },
  deposit: { done: ['/person/deposit', '查看我的押金'], again: ['/person/deposit/recharge-deposit', '继续缴纳'] },
};

/**
 * /success, where a payment returns (spec section 2; the provider sends the member back with ?channel=…&outTradeNo=…):
 * the order's state, asked every 2 s while it waits (GET /api/payment/state, which asks the provider when no
 * notification has come), then what was credited and where to go next. The header's balance refreshes by itself once
 * the answer says credited (the type header).
 */
export function PaymentResult({ channel, outTradeNo }: { channel?: PaymentChannel; outTradeNo?: string }) {
  if (!channel || !outTradeNo) {
    return (
      <Stack gap="4" bg="white" p="6" borderRadius="md" borderWidth="1px" maxW="2xl" data-testid="payment-result">
        <Text>没有可显示的支付结果。</Text>
        <HStack>
          <Button asChild variant="outline">
            <RouterLink to="/person/beans/recharge-beans">充值金豆</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/index">返回首页</RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }
  return <PaymentStateView channel={channel} outTradeNo={outTradeNo} />;
}

function PaymentStateView({ channel, outTradeNo }: { channel: PaymentChannel; outTradeNo: string }) {
  const state = useQuery(paymentStateQueryOptions(channel, outTradeNo));
  if (state.isPending) {
    return (
      <HStack gap="3" data-testid="payment-result">
        <Spinner size="sm" />
        <Text>正在查询支付结果…</Text>
      </HStack>
    );
  }
  if (state.isError) {
    return (
      <Stack gap="3" data-testid="payment-result">
        <ErrorLine error={failureMessage(state.error)} />
        <Flex>
          <Button asChild variant="outline">
            <RouterLink to="/person/beans/recharge-beans">返回充值</RouterLink>
          </Button>
        </Flex>
      </Stack>
    );
  }
  const order = state.data;
  const next = nextPages[order.purpose];
  return (
    <Stack gap="5" bg="white" p="6" borderRadius="md" borderWidth="1px" maxW="2xl" data-testid="payment-result">
      <Outcome order={order} />
      <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" color="gray.700" fontSize="sm">
        <dt>订单号</dt>
        <dd>{order.outTradeNo}</dd>
        <dt>购买内容</dt>
        <dd>{order.subject}</dd>
        <dt>支付金额</dt>
        <dd>¥{formatYuan(order.amount)}</dd>
        <dt>支付方式</dt>
        <dd>
          <HStack gap="1">
            <ChannelMark channel={order.channel} size="sm" />
            <span>{paymentChannelNames[order.channel]}</span>
          </HStack>
        </dd>
        <dt>下单时间</dt>
        <dd>{order.createTime}</dd>
        <dt>订单状态</dt>
        <dd data-testid="payment-stage">{order.stageName}</dd>
      </Box>
      <HStack gap="3" wrap="wrap">
        {order.stage === 'credited' && (
          <Button asChild colorPalette="brand">
            <RouterLink to={next.done[0]}>{next.done[1]}</RouterLink>
          </Button>
        )}
        {order.stage !== 'created' && (
          <Button asChild variant="outline">
            <RouterLink to={next.again[0]}>{order.stage === 'credited' ? next.again[1] : '重新下单'}</RouterLink>
          </Button>
        )}
        <Button asChild variant="ghost">
          <RouterLink to="/person">返回个人中心</RouterLink>
        </Button>
      </HStack>
      <ProcessSection outTradeNo={order.outTradeNo} />
    </Stack>
  );
}

/** The order's 流程: closed until asked for, then its path on the top-up machine. */
function ProcessSection({ outTradeNo }: { outTradeNo: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Box as="section" aria-label="流程">
      <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
        {open ? '收起流程图' : '查看流程图'}
      </Button>
      {open && (
        <Box mt="3">
          <Suspense fallback={<Loading />}>
            <TopUpProcess outTradeNo={outTradeNo} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}

/** What became of the payment, in the member's words. */
function Outcome({ order }: { order: PaymentState }) {
  switch (order.stage) {
    case 'credited':
      return (
        <Stack gap="1">
          <Heading as="h2" size="lg" color="green.fg">
            支付成功
          </Heading>
          <Text data-testid="credited">
            {order.purpose === 'beans' ? `金豆 ${order.coinNumbers} 个已到账。` : `¥${formatYuan(order.amount)} 已到账（${order.subject}）。`}
          </Text>
        </Stack>
      );
    case 'created':
    case 'paid':
    case 'draft':
      return (
        <Stack gap="1">
          <HStack gap="2">
            <Spinner size="sm" color="brand.solid" />
            <Heading as="h2" size="md">
              正在确认支付结果…
            </Heading>
          </HStack>
          <Text color="gray.600">如已完成付款，请稍候，到账后本页自动更新；未付款的订单将于 {order.expiresAt} 自动关闭。</Text>
        </Stack>
      );
    case 'failed':
      return <Closing title="支付未完成" text="该订单已关闭（已取消支付），未扣款。如需购买请重新下单。" />;
    case 'expired':
      return <Closing title="订单已过期" text="该订单超过30分钟未支付，已自动关闭。如需购买请重新下单。" />;
    case 'refunded':
      return <Closing title="付款已原路退回" text="该订单在付款到达前已关闭，这笔付款已由支付平台原路退回，未计入您的账户。" />;
  }
}

function Closing({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="1">
      <Heading as="h2" size="lg" color="orange.fg">
        {title}
      </Heading>
      <Text>{text}</Text>
    </Stack>
  );
}
