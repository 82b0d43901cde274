import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { myRecommendQueryOptions } from '../../api/promotion/get-my-recommend';
import { rebatesQueryOptions } from '../../api/promotion/get-rebates';
import { ScoreLogTable } from '../scores';
import { ErrorLine } from '../shared/error-line';
import { Pager } from '../shared/pager';
import { TableScroll } from '../shared/table-scroll';
import { useLastPageWithRows, usePaging } from '../shared/use-paging';
import { Loading } from '../shared/loading';

/** /person/recommendation (我的推荐): the members who registered through my invite link, and the rebates they earned me. */
export function MyRecommendation() {
  const { page, setPage } = usePaging();
  const recommend = useQuery({ ...myRecommendQueryOptions(page), placeholderData: keepPreviousData });
  const members = recommend.data?.members;
  useLastPageWithRows(page, setPage, members);
  return (
    <Stack gap="4">
      <Heading size="sm">我推荐的会员</Heading>
      {recommend.isPending && <Loading />}
      <ErrorLine error={recommend.error?.message} />
      {members && members.total === 0 && <Text color="gray.600">还没有会员通过您的邀请链接注册，去「我的推广」复制链接发给邮友吧。</Text>}
      {members && members.list.length > 0 && (
        <TableScroll label="我推荐的会员">
          <Table.Root size="sm" variant="outline" bg="white" aria-label="我推荐的会员">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>会员</Table.ColumnHeader>
                <Table.ColumnHeader>等级</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">成交次数</Table.ColumnHeader>
                <Table.ColumnHeader>注册时间</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {members.list.map((m) => (
                <Table.Row key={`${m.userName}`}>
                  <Table.Cell>{m.userName}</Table.Cell>
                  <Table.Cell>{m.levelName}</Table.Cell>
                  <Table.Cell textAlign="end">{m.dealTimes}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{m.createTime}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      {members && members.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={members.total} onChange={setPage} />}
      <Heading size="sm">
        推广返利{recommend.data ? `（累计 ${recommend.data.rebateTotal} 积分）` : ''}
      </Heading>
      <ScoreLogTable query={rebatesQueryOptions} label="推广返利" balanceLabel="返利后积分" empty="暂无返利：您推荐的会员完成交易后，您将获得积分返利。" ownOrders={false} />
    </Stack>
  );
}
