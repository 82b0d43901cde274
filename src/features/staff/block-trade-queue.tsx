import { Badge } from '@chakra-ui/react';
import { blockTradeQueueQueryOptions } from '../../api/block-trades/get-block-trades';
import type { BlockTradeItem } from '../../api/contracts/block-trades';
import { blockTradeTypeNames, type ShownBlockTradeStage } from '../../api/contracts/block-trade-names';
import { blockTradeStageColours } from '../block-trades';
import { StaffQueue } from '../shared/staff-queue';
import { AppLink, blockTradeStageSearch } from '../site';

/** 大宗交易审核 (/staff/block-trades): every application, those waiting for review first and the longest waiting first. */
export function BlockTradeQueue() {
  return (
    <StaffQueue<BlockTradeItem, ShownBlockTradeStage>
      title="大宗交易审核"
      testId="block-trade-queue"
      filterLabel="申请状态"
      search={blockTradeStageSearch}
      filters={[
        { value: 'all', name: '全部' },
        { value: 'submitted', name: '待审核' },
        { value: 'listed', name: '已上架' },
        { value: 'rejected', name: '已驳回' },
        { value: 'withdrawn', name: '已撤回' },
        { value: 'expired', name: '已过期' },
      ]}
      query={(stage) => (page) => blockTradeQueueQueryOptions({ ...page, ...(stage === 'all' ? {} : { stage }) })}
      empty="暂无大宗交易申请"
      columns={[
        { header: '会员', cell: (row) => row.publisher },
        { header: '类型', cell: (row) => blockTradeTypeNames[row.tradeType] },
        { header: '邮品', cell: (row) => `${row.productName}（${row.exteriorName}）` },
        { header: '数量', align: 'end', cell: (row) => row.quantity.toLocaleString('zh-CN') },
        { header: '价格区间', nowrap: true, cell: (row) => row.priceRange },
        { header: '有效期至', nowrap: true, cell: (row) => row.expiryDate },
        { header: '状态', cell: (row) => <Badge colorPalette={blockTradeStageColours[row.stage]}>{row.stateName}</Badge> },
        {
          header: '操作',
          cell: (row) => (
            <AppLink to="/staff/block-trades/$id" params={{ id: String(row.id) }} color="brand.600">
              {row.stage === 'submitted' ? '审核' : '查看'}
            </AppLink>
          ),
        },
      ]}
    />
  );
}
