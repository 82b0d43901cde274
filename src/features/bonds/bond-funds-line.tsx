import { Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { bondAccountQueryOptions } from '../../api/membership/get-bond-account';
import { bondMessages } from '../../api/contracts/bond-messages';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { AppLink } from '../site';

/** Whether my bond funds (once known) fall short of `need` fen: the form says so, and a send would be refused. */
export function useBondFundsShort(need: number | null): boolean {
  const account = useQuery(bondAccountQueryOptions());
  return need !== null && account.data !== undefined && account.data.bond < need;
}

/**
 * My bond funds (保证金账户, GET /api/bond/account) beside what a step will freeze (`need`, fen; null: not known yet),
 * and where to recharge them when they fall short.
 */
export function BondFundsLine({ need }: { need: number | null }) {
  const account = useQuery(bondAccountQueryOptions());
  const short = useBondFundsShort(need);
  if (account.isError) return <ErrorLine error={failureMessage(account.error)} />;
  return (
    <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
      <Text color="gray.600">我的保证金账户余额</Text>
      <Text fontWeight="medium" data-testid="bond-funds">
        {account.data ? `¥${formatYuan(account.data.bond)}` : '—'}
      </Text>
      {short && (
        <>
          <Text color="orange.fg" role="status">
            {bondMessages.bondMarginShort}
          </Text>
          <AppLink to="/person/bond/recharge-bond" color="brand.fg" minH="44px" display="inline-flex" alignItems="center">
            充值保证金
          </AppLink>
        </>
      )}
    </Flex>
  );
}
