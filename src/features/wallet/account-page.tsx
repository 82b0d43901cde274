import { Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { pursesQueryOptions } from '../../api/wallet/get-purses';
import { AppLink, SiteLink as RouterLink } from '../site';
import { ErrorLine } from '../shared/error-line';
import { formatBeans, formatYuan } from '../shared/format';
import { TopUpBalanceForm } from './top-up-balance-form';
import { WalletLog } from './wallet-log';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0">
      <Text color="gray.600" fontSize="sm">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * /person/account (我的账户): my balance and the money set aside (提现中, 押金, 保证金) with my gold beans, each exact
 * to the fen however large (万 / 亿 are for counts, not money); 充值余额 (a payment order through the provider), 提现
 * and 提现记录; and the log of my balance with its filters, opening on today (the China day).
 */
export function AccountPage() {
  const purses = useQuery(pursesQueryOptions());
  const [toppingUp, setToppingUp] = useState(false);
  const p = purses.data;
  return (
    <Stack gap="5">
      <ErrorLine error={purses.error?.message} />
      {p && (
        <Stack gap="4" borderWidth="1px" borderRadius="md" bg="white" p="5">
          <Flex gap="6" wrap="wrap" align="center">
            <Stack gap="0">
              <Text color="gray.600" fontSize="sm">
                可用余额
              </Text>
              <Text fontSize="3xl" fontWeight="bold" color="red.600" data-testid="balance">
                ¥{formatYuan(p.balance)}
              </Text>
            </Stack>
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="brand" size="sm" onClick={() => setToppingUp(true)}>
                充值余额
              </Button>
              <Button asChild variant="outline" size="sm">
                <RouterLink to="/person/account/withdraw">提现</RouterLink>
              </Button>
              <AppLink to="/person/account/record" color="brand.fg" fontSize="sm">
                提现记录
              </AppLink>
            </HStack>
          </Flex>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
            <Figure label="提现中" testId="held">
              ¥{formatYuan(p.held)}
            </Figure>
            <Figure label="撮合冻结" testId="match-held">
              <AppLink to="/auto-match">¥{formatYuan(p.matchHeld)}</AppLink>
            </Figure>
            <Figure label="押金" testId="deposit">
              ¥{formatYuan(p.deposit)}
            </Figure>
            <Figure label="保证金账户" testId="bond">
              ¥{formatYuan(p.bond)}
            </Figure>
            <Figure label="金豆" testId="gold-coin">
              <AppLink to="/person/beans">{formatBeans(p.goldCoin)}</AppLink>
            </Figure>
          </SimpleGrid>
          <Text color="gray.600" fontSize="sm">
            提现中的金额在平台处理前冻结，不能再用于付款；撮合冻结是自动撮合买入委托占用的资金，成交时付入担保，撤单或过期时退回余额；押金与保证金可在各自页面申请退还或转回余额。
          </Text>
        </Stack>
      )}
      {toppingUp && <TopUpBalanceForm onCancel={() => setToppingUp(false)} />}
      <Heading size="sm">余额明细</Heading>
      <WalletLog kind="cny" label="余额明细" />
    </Stack>
  );
}
