import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { protocolTypes } from '../../api/contracts/protocol-types';
import type { CreditLine, CreditLineKind } from '../../api/contracts/trade';
import { creditLineKinds } from '../../api/contracts/trade-names';
import { creditLineQueryOptions } from '../../api/credit/credit-lines';
import { useProtocolViewer } from '../auth';
import { creditSearch } from '../site';
import { ErrorLine } from '../shared/error-line';
import { FilterTabs } from '../shared/filter-tabs';
import { useListSearch } from '../shared/use-list-search';
import { formatYuan } from '../shared/format';
import { CreditHolders } from './credit-holders';
import { Loading } from '../shared/loading';

/** The three lines of spec section 3, as a member reads them, and what each is for. */
export const creditLineInfo: Record<CreditLineKind, { name: string; use: string }> = {
  buy: { name: '买单额度', use: '发布求购挂单时占用（单价 × 剩余数量），挂单成交、撤销后释放' },
  sell: { name: '卖单额度', use: '发布出售挂单时占用（单价 × 剩余数量），挂单成交、撤销后释放' },
  order: { name: '交易额度', use: '线下交易的订单占用（订单金额），订单完成或取消后释放' },
};

/** A line's total and what is left of it, from /api/creditLine/info. */
const figuresOf = (line: CreditLine, kind: CreditLineKind) =>
  ({
    buy: { total: line.buyCreditLine, remain: line.buyCreditLineRemain },
    sell: { total: line.sellCreditLine, remain: line.sellCreditLineRemain },
    order: { total: line.orderCreditLine, remain: line.orderCreditLineRemain },
  })[kind];

/**
 * /person/credit (我的信用额度): my buy-offer, sell-offer and trade lines, each with its total, what is used and what
 * is left, exact to the fen; what holds the chosen line (a tab each; the tab and the holders' page are the URL's); and
 * the rule (protocol type 3, 信用额度规则).
 */
export function MyCreditLines() {
  const line = useQuery(creditLineQueryOptions());
  const protocols = useProtocolViewer();
  const [search, setSearch] = useListSearch(creditSearch);
  const kind: CreditLineKind = search.kind ?? 'buy';
  const setKind = (next: CreditLineKind) => setSearch({ kind: next === 'buy' ? undefined : next });
  return (
    <Stack gap="5">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text color="gray.600" flex="1" minW="48">
          信用额度按会员等级核定，挂单和线下交易占用额度，成交或撤销后自动释放。
        </Text>
        <Button size="sm" variant="outline" minH="11" onClick={() => protocols.open(protocolTypes.creditAmount)}>
          信用额度规则
        </Button>
      </Flex>
      <ErrorLine error={line.error?.message} />
      {line.isPending && <Loading />}
      {line.data && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" role="list" aria-label="我的信用额度">
          {creditLineKinds.map((k) => (
            <LineCard key={k} kind={k} {...figuresOf(line.data, k)} />
          ))}
        </SimpleGrid>
      )}
      <Heading as="h2" size="sm">
        额度占用明细
      </Heading>
      <FilterTabs label="额度类型" value={kind} onChange={setKind} tabs={creditLineKinds.map((k) => ({ value: k, label: creditLineInfo[k].name }))}>
        <CreditHolders kind={kind} />
      </FilterTabs>
    </Stack>
  );
}

function LineCard({ kind, total, remain }: { kind: CreditLineKind; total: number; remain: number }) {
  const used = Math.max(0, total - remain);
  const { name, use } = creditLineInfo[kind];
  return (
    <Stack role="listitem" aria-label={name} gap="2" bg="white" borderWidth="1px" borderRadius="md" p="4" data-testid={`credit-line-${kind}`}>
      <Text fontWeight="bold">{name}</Text>
      {total === 0 ? (
        <Text color="gray.600">您当前的会员等级没有此项额度，升级会员等级后可获得。</Text>
      ) : (
        // A bar drawn with boxes, as on /person/level: the app's trimmed Chakra system has no Progress recipe.
        <Box h="2" bg="gray.100" borderRadius="full" role="progressbar" aria-label={`${name}已用`} aria-valuemin={0} aria-valuemax={total} aria-valuenow={used}>
          <Box h="full" w={`${(used / total) * 100}%`} bg="brand.solid" borderRadius="full" />
        </Box>
      )}
      <SimpleGrid columns={3} gap="1" fontSize="sm">
        <Figure label="总额度" fen={total} />
        <Figure label="已用" fen={used} />
        <Figure label="剩余" fen={remain} />
      </SimpleGrid>
      <Text fontSize="xs" color="gray.600">
        {use}
      </Text>
    </Stack>
  );
}

function Figure({ label, fen }: { label: string; fen: number }) {
  return (
    <Stack gap="0" minW="0">
      <Text color="gray.600">{label}</Text>
      <Text fontWeight="medium" wordBreak="break-all">
        ¥{formatYuan(fen)}
      </Text>
    </Stack>
  );
}
