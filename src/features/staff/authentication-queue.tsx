import { Badge } from '@chakra-ui/react';
import { authenticationQueueQueryOptions } from '../../api/authentication/staff-authentications';
import type { AuthenticationQueueItem, AuthenticationQueueQuery } from '../../api/contracts/authentication';
import { authenticationKindNames } from '../../api/contracts/authentication-names';
import { StaffQueue } from '../shared/staff-queue';
import { AppLink, authenticationQueueSearch } from '../site';
import { stageColours } from './stage-colours';

type Stage = NonNullable<AuthenticationQueueQuery['stage']>;

/** 实名认证审核: every application, those waiting first and the longest waiting first; one stage at a time if chosen. */
export function AuthenticationQueue() {
  return (
    <StaffQueue<AuthenticationQueueItem, Stage>
      title="实名认证审核"
      testId="authentication-queue"
      filterLabel="审核状态"
      search={authenticationQueueSearch}
      filters={[
        { value: 'all', name: '全部' },
        { value: 'submitted', name: '待审核' },
        { value: 'rejected', name: '已驳回' },
        { value: 'approved', name: '已通过' },
      ]}
      query={(stage) => (page) => authenticationQueueQueryOptions({ ...page, ...(stage === 'all' ? {} : { stage }) })}
      empty="暂无认证申请"
      columns={[
        { header: '会员', cell: (row) => row.userName },
        { header: '认证类型', cell: (row) => authenticationKindNames[row.kind] },
        { header: '提交时间', cell: (row) => row.submitTime ?? row.updateTime },
        { header: '状态', cell: (row) => <Badge colorPalette={stageColours[row.stage]}>{row.stateName}</Badge> },
        {
          header: '操作',
          cell: (row) => (
            <AppLink to="/staff/authentications/$id" params={{ id: String(row.id) }} color="brand.600">
              {row.stage === 'submitted' ? '审核' : '查看'}
            </AppLink>
          ),
        },
      ]}
    />
  );
}
