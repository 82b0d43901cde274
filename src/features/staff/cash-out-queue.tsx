import { Badge } from '@chakra-ui/react';
import { cashOutQueueQueryOptions } from '../../api/cash-out/staff-cash-outs';
import type { CashOutPageQuery, CashOutQueueItem, CashOutStage } from '../../api/contracts/cash-out';
import { formatYuan } from '../shared/format';
import { StaffQueue } from '../shared/staff-queue';
import { AppLink, cashOutQueueSearch } from '../site';

export const cashOutStageColours: Record<CashOutStage, string> = { draft: 'gray', held: 'orange', paid: 'green', rejected: 'red' };

type Stage = NonNullable<CashOutPageQuery['stage']>;

/** 提现审核 (/staff/cash-outs): every cash-out, those waiting to be paid first and the longest waiting first. */
export function CashOutQueue() {
  return (
    <StaffQueue<CashOutQueueItem, Stage>
      title="提现审核"
      testId="cash-out-queue"
      filterLabel="提现状态"
      search={cashOutQueueSearch}
      filters={[
        { value: 'all', name: '全部' },
        { value: 'held', name: '待打款' },
        { value: 'paid', name: '已打款' },
        { value: 'rejected', name: '已驳回' },
      ]}
      query={(stage) => (page) => cashOutQueueQueryOptions({ ...page, ...(stage === 'all' ? {} : { stage }) })}
      empty="暂无提现申请"
      columns={[
        { header: '会员', cell: (row) => row.userName },
        { header: '金额', align: 'end', cell: (row) => `¥${formatYuan(row.amount)}` },
        { header: '收款账户', cell: (row) => `${row.account.name} ${row.account.number}` },
        { header: '申请时间', cell: (row) => row.createTime },
        { header: '状态', cell: (row) => <Badge colorPalette={cashOutStageColours[row.stage]}>{row.stateName}</Badge> },
        {
          header: '操作',
          cell: (row) => (
            <AppLink to="/staff/cash-outs/$id" params={{ id: String(row.id) }} color="brand.600">
              {row.stage === 'held' ? '处理' : '查看'}
            </AppLink>
          ),
        },
      ]}
    />
  );
}
