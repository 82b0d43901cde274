import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { myBondOffersQueryOptions } from '../../api/bonds/bond-queries';
import { useWithdrawBondOffer } from '../../api/bonds/bonds';
import type { BondOffer } from '../../api/contracts/bonds';
import { bondMessages } from '../../api/contracts/bond-messages';
import { bondMarginOf, bondOfferStageNames, bondTradeTypeNames, type BondOfferStage } from '../../api/contracts/bond-names';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FilterTabs } from '../shared/filter-tabs';
import { formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { notify } from '../shared/toaster';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, bondOfferStageSearch } from '../site';
import { bondOfferStageColours } from './stage-colours';

const tap = { minH: '44px' } as const;
type Tab = BondOfferStage | 'all';
const tabs: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'open', label: '交易中' },
  { value: 'soldOut', label: '已成交' },
  { value: 'withdrawn', label: '已撤销' },
];

function OfferCard({ offer, onWithdraw }: { offer: BondOffer; onWithdraw: () => void }) {
  const id = String(offer.id);
  const open = offer.stage === 'open';
  return (
    <Stack as="li" gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px" listStyleType="none" data-testid="my-bond-offer">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette={offer.tradeType === 1 ? 'red' : 'green'}>{bondTradeTypeNames[offer.tradeType]}</Badge>
        <AppLink to="/bond/$id" params={{ id }} fontWeight="medium" color="brand.fg">
          {offer.productName}
        </AppLink>
        <Badge colorPalette={bondOfferStageColours[offer.stage]}>{bondOfferStageNames[offer.stage]}</Badge>
      </Flex>
      <Text fontSize="sm">
        {offer.exteriorName} · {offer.grade} · 单价 ¥{formatYuan(offer.price)} / {offer.unit}
      </Text>
      <Text fontSize="sm">
        剩余 / 总量 {offer.remaining.toLocaleString('zh-CN')} / {offer.quantity.toLocaleString('zh-CN')} {offer.unit}
        {/* What is left keeps its margin frozen until it is taken or withdrawn. */}
        {open && ` · 冻结保证金 ¥${formatYuan(bondMarginOf(offer.price, offer.remaining))}`}
      </Text>
      <Text fontSize="sm" color="gray.600">
        发布时间 {offer.createTime}
      </Text>
      <Flex gap="2" wrap="wrap">
        {open && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onWithdraw} {...tap}>
            撤销
          </Button>
        )}
        <Button asChild size="sm" variant="outline" colorPalette="brand" {...tap}>
          <AppLink to="/republish-bond/$id" params={{ id }} aria-label={`重新发布：${offer.productName}`}>
            重新发布
          </AppLink>
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * /person/my-publish-bond (我发布的保证金交易): my offers by stage (tabs from the URL, paged), each with what is left,
 * the price and the margin still frozen for it; 撤销 an open one (what is left is unfrozen), 重新发布 any as a new one.
 */
export function MyBondOffers() {
  const [search, setSearch] = useListSearch(bondOfferStageSearch);
  const tab: Tab = search.state ?? 'all';
  const { list, rows, page, setPage } = usePagedList((page) => myBondOffersQueryOptions({ ...page, ...(tab === 'all' ? {} : { stage: tab }) }));
  const [withdrawing, setWithdrawing] = useState<BondOffer | null>(null);
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="gray.600" fontSize="sm" flex="1" minW="48">
          发布时按数量冻结保证金（单价的20%）；被成交的部分转入订单，撤销时未成交部分的保证金解冻。
        </Text>
        <Button asChild colorPalette="brand" {...tap}>
          <AppLink to="/publish-bond" color="white" _hover={{ textDecoration: 'none' }}>
            发布保证金交易
          </AppLink>
        </Button>
      </Flex>
      <Stack as="section" aria-label="我发布的保证金交易" gap="3">
        <FilterTabs label="交易状态" value={tab} tabs={tabs} onChange={(next) => setSearch({ state: next === 'all' ? undefined : next })} size="sm">
          <Stack gap="3">
            {list.isError && <ErrorLine error={failureMessage(list.error)} />}
            {list.isPending && <Loading />}
            {list.data && rows.length === 0 && <Text color="gray.600">暂无保证金交易</Text>}
            <Stack as="ul" gap="3" p="0" m="0">
              {rows.map((offer) => (
                <OfferCard key={offer.id} offer={offer} onWithdraw={() => setWithdrawing(offer)} />
              ))}
            </Stack>
            {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
          </Stack>
        </FilterTabs>
      </Stack>
      {withdrawing && <WithdrawDialog key={withdrawing.id} offer={withdrawing} onClose={() => setWithdrawing(null)} />}
    </Stack>
  );
}

/** 撤销: are you sure, with the margin it unfreezes; the server's refusal stays in the dialog. */
function WithdrawDialog({ offer, onClose }: { offer: BondOffer; onClose: () => void }) {
  const withdraw = useWithdrawBondOffer();
  const confirm = () =>
    withdraw.mutate(
      { id: offer.id },
      {
        onSuccess: () => {
          notify.success(bondMessages.bondOfferWithdrawn);
          onClose();
        },
      },
    );
  return (
    <AppDialog open onClose={onClose} title="撤销保证金交易" size="sm" confirm={{ label: '确定撤销', onConfirm: confirm, busy: withdraw.isPending, danger: true }}>
      <Stack gap="3">
        <Text>
          撤销「{offer.productName}」未成交的 {offer.remaining.toLocaleString('zh-CN')} {offer.unit}，冻结的保证金 ¥
          {formatYuan(bondMarginOf(offer.price, offer.remaining))} 将解冻退回保证金账户。已成交的订单不受影响。
        </Text>
        <ErrorLine error={withdraw.isError ? failureMessage(withdraw.error) : null} />
      </Stack>
    </AppDialog>
  );
}
