import { Badge } from '@chakra-ui/react';
import { staffComplaintsQueryOptions } from '../../api/complaints/staff-complaint-queries';
import { complaintStateNames, complaintStates, type ComplaintState } from '../../api/contracts/content-names';
import type { StaffComplaint } from '../../api/contracts/complaints';
import { StaffQueue } from '../shared/staff-queue';
import { AppLink, complaintQueueSearch } from '../site';
import { complaintStateColours } from './state-colours';

/** 投诉处理 (/staff/complaints): every complaint, the pending ones first and the longest waiting first. */
export function StaffComplaintQueue() {
  return (
    <StaffQueue<StaffComplaint, ComplaintState>
      title="投诉处理"
      testId="staff-complaint-queue"
      filterLabel="投诉状态"
      search={complaintQueueSearch}
      filters={[{ value: 'all', name: '全部' }, ...complaintStates.map((s) => ({ value: s, name: complaintStateNames[s] }))]}
      query={(state) => (page) => staffComplaintsQueryOptions({ ...page, ...(state === 'all' ? {} : { state }) })}
      empty="暂无投诉"
      columns={[
        { header: '投诉标题', cell: (c) => c.title },
        { header: '类型', cell: (c) => c.kindName },
        { header: '投诉人', cell: (c) => c.complainantName },
        { header: '被投诉人', cell: (c) => c.respondentName ?? '—' },
        { header: '投诉时间', nowrap: true, cell: (c) => c.createTime },
        { header: '状态', cell: (c) => <Badge colorPalette={complaintStateColours[c.state]}>{c.stateName}</Badge> },
        {
          header: '操作',
          cell: (c) => (
            <AppLink to="/staff/complaints/$id" params={{ id: String(c.id) }} color="brand.600">
              {c.state === 'pending' ? '处理' : '查看'}
            </AppLink>
          ),
        },
      ]}
    />
  );
}
