import { Badge, Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Listing, Prop } from '../../api/contracts/trade';
import { propUsesQueryOptions } from '../../api/trade/get-prop-uses';
import { propsQueryOptions } from '../../api/trade/get-props';
import { ErrorLine } from '../shared/error-line';
import { TableScroll } from '../shared/table-scroll';
import { PropUseDialog } from './prop-use-dialog';
import { Loading } from '../shared/loading';

/**
 * 道具 for one of my offers: the catalogue with bean prices, the uses so far, and 使用. A prop is offered while the
 * offer is open and the same prop is not still running (the server refuses both: listingUnavailable, propStillActive).
 */
export function PropPanel({ listing }: { listing: Listing }) {
  const props = useQuery(propsQueryOptions());
  const uses = useQuery(propUsesQueryOptions(listing.id));
  const [using, setUsing] = useState<Prop | null>(null);
  const running = (prop: Prop) => uses.data?.some((u) => u.code === prop.code && u.active) ?? false;

  return (
    <Stack gap="4" data-testid="prop-panel">
      <Box>
        <Heading as="h3" size="sm" mb="2">
          道具
        </Heading>
        {props.isPending && <Loading />}
        <ErrorLine error={props.error?.message} />
        {props.data?.length === 0 && <Text color="gray.600">暂无道具</Text>}
        {props.data && props.data.length > 0 && (
          <TableScroll label="道具">
            <Table.Root size="sm" variant="outline" bg="white" aria-label="道具">
              <Table.Header>
                {/* The long description last, with room to read: on a phone 使用 shows before the table is scrolled. */}
                <Table.Row>
                  <Table.ColumnHeader>道具</Table.ColumnHeader>
                  <Table.ColumnHeader>价格</Table.ColumnHeader>
                  <Table.ColumnHeader>有效期</Table.ColumnHeader>
                  <Table.ColumnHeader />
                  <Table.ColumnHeader minW="40">说明</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {props.data.map((prop) => (
                  <Table.Row key={prop.code}>
                    <Table.Cell whiteSpace="nowrap">{prop.name}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{prop.beans} 金豆</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{prop.hours === null ? '立即生效' : `${prop.hours} 小时`}</Table.Cell>
                    <Table.Cell>
                      {running(prop) ? (
                        <Badge colorPalette="green">生效中</Badge>
                      ) : (
                        listing.state === 'open' &&
                        uses.isSuccess && (
                          <Button size="xs" colorPalette="brand" onClick={() => setUsing(prop)}>
                            使用
                          </Button>
                        )
                      )}
                    </Table.Cell>
                    <Table.Cell>{prop.description}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
        )}
      </Box>
      <Box>
        <Heading as="h3" size="sm" mb="2">
          道具使用记录
        </Heading>
        {uses.isPending && <Loading />}
        <ErrorLine error={uses.error?.message} />
        {uses.data?.length === 0 && <Text color="gray.600">暂无使用记录</Text>}
        {uses.data && uses.data.length > 0 && (
          <TableScroll label="道具使用记录">
            <Table.Root size="sm" variant="outline" bg="white" aria-label="道具使用记录">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>道具</Table.ColumnHeader>
                  <Table.ColumnHeader>状态</Table.ColumnHeader>
                  <Table.ColumnHeader>花费</Table.ColumnHeader>
                  <Table.ColumnHeader>使用时间</Table.ColumnHeader>
                  <Table.ColumnHeader>到期时间</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {uses.data.map((use) => (
                  <Table.Row key={use.id}>
                    <Table.Cell whiteSpace="nowrap">{use.name}</Table.Cell>
                    <Table.Cell>{use.active ? <Badge colorPalette="green">生效中</Badge> : <Badge>已结束</Badge>}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{use.beans} 金豆</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{use.createTime}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{use.expireTime ?? '—'}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableScroll>
        )}
      </Box>
      {using && <PropUseDialog listing={listing} prop={using} onClose={() => setUsing(null)} />}
    </Stack>
  );
}
