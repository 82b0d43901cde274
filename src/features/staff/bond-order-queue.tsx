import { Badge } from '@chakra-ui/react';
import { bondOrderQueueQueryOptions } from '../../api/bonds/bond-queries';
import type { BondOrder } from '../../api/contracts/bonds';
import { bondOrderStageNames, shownBondOrderStages, type ShownBondOrderStage } from '../../api/contracts/bond-names';
import { bondOrderStageColours } from '../bond-orders';
import { formatYuan } from '../shared/format';
import { StaffQueue } from '../shared/staff-queue';
import { AppLink, bondOrderQueueSearch } from '../site';

/** 保证金订单仲裁 (/staff/bond-orders): every bond order, disputes first and the longest waiting first. */
export function BondOrderQueue() {
  return (
    <StaffQueue<BondOrder, ShownBondOrderStage>
      title="保证金订单仲裁"
      testId="bond-order-queue"
      filterLabel="订单状态"
      search={bondOrderQueueSearch}
      filters={[{ value: 'all', name: '全部' }, ...shownBondOrderStages.map((stage) => ({ value: stage, name: bondOrderStageNames[stage] }))]}
      query={(stage) => (page) => bondOrderQueueQueryOptions({ ...page, ...(stage === 'all' ? {} : { stage }) })}
      empty="暂无保证金订单"
      columns={[
        { header: '订单号', cell: (row) => row.id },
        { header: '状态', cell: (row) => <Badge colorPalette={bondOrderStageColours[row.stage]}>{row.stateName}</Badge> },
        { header: '邮品', cell: (row) => `${row.productName}（${row.exteriorName}，${row.grade}）` },
        { header: '数量', align: 'end', cell: (row) => row.quantity.toLocaleString('zh-CN') },
        { header: '金额', align: 'end', nowrap: true, cell: (row) => `¥${formatYuan(row.amount)}` },
        { header: '买方', cell: (row) => row.buyer },
        { header: '卖方', cell: (row) => row.seller },
        { header: '更新时间', nowrap: true, cell: (row) => row.updateTime },
        {
          header: '操作',
          cell: (row) => (
            <AppLink to="/staff/bond-orders/$id" params={{ id: String(row.id) }} color="brand.600" aria-label={`${row.stage === 'disputed' ? '仲裁' : '查看'}订单 ${row.id}`}>
              {row.stage === 'disputed' ? '仲裁' : '查看'}
            </AppLink>
          ),
        },
      ]}
    />
  );
}
