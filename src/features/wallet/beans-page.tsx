import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { beanValueFen } from '../../api/contracts/money-rules';
import { pursesQueryOptions } from '../../api/wallet/get-purses';
import { ErrorLine } from '../shared/error-line';
import { formatBeans, formatYuan } from '../shared/format';
import { WalletLog } from './wallet-log';
import { SiteLink as RouterLink } from '../site';

/**
 * /person/beans (金豆): my gold beans, what one is worth, 充值金豆 and 金豆赠送, and the gold-bean log with its filters,
 * opening on today.
 */
export function BeansPage() {
  const purses = useQuery(pursesQueryOptions());
  const beans = purses.data?.goldCoin;
  return (
    <Stack gap="5">
      <ErrorLine error={purses.error?.message} />
      {beans !== undefined && (
        <Flex gap="6" wrap="wrap" align="center" borderWidth="1px" borderRadius="md" bg="white" p="5">
          <Stack gap="0">
            <Text color="gray.600" fontSize="sm">
              我的金豆
            </Text>
            <Text fontSize="3xl" fontWeight="bold" color="orange.fg" data-testid="gold-coin">
              {formatBeans(beans)}
            </Text>
          </Stack>
          <Stack gap="1" flex="1" minW="60" fontSize="sm" color="gray.700">
            <Text>金豆可用于置顶、刷新、匿名扫货等功能，也可在付款时按1金豆=¥{formatYuan(beanValueFen)}抵扣订单金额。</Text>
            <Text>金豆可赠送给其他会员，赠送需验证支付密码。</Text>
          </Stack>
          <HStack gap="3">
            <Button asChild colorPalette="orange" size="sm">
              <RouterLink to="/person/beans/recharge-beans">充值金豆</RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/person/beans/handsel">金豆赠送</RouterLink>
            </Button>
          </HStack>
        </Flex>
      )}
      <Heading size="sm">金豆明细</Heading>
      <WalletLog kind="bean" label="金豆明细" />
    </Stack>
  );
}
