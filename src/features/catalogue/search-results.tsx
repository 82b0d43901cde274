import { Badge, HStack, Table, Text, Wrap } from '@chakra-ui/react';
import type { MemberCard, VarietyCard } from '../../api/contracts/catalogue';
import { TableScroll } from '../shared/table-scroll';
import { AppLink } from '../site';
import { issueTitle } from './catalogue-format';
import { StampPicture } from './stamp-picture';
import { LastDealText } from './variety-card';

const authNames = { none: '未认证', personal: '个人认证', merchant: '商户认证' } as const;

/** Varieties found: picture, name and number, year, each form (to its page), last price. */
export function VarietyResults({ list }: { list: VarietyCard[] }) {
  return (
    <TableScroll label="搜索到的品种">
      <Table.Root size="sm" variant="outline" bg="white" data-testid="variety-results">
        <Table.Header>
          <Table.Row>
            {/* Room for the picture and the name on a phone: the region scrolls rather than squeezing the name. */}
            <Table.ColumnHeader minW="40">品种</Table.ColumnHeader>
            <Table.ColumnHeader>志号</Table.ColumnHeader>
            <Table.ColumnHeader>发行</Table.ColumnHeader>
            <Table.ColumnHeader>形态</Table.ColumnHeader>
            <Table.ColumnHeader>最新成交</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((v) => (
            <Table.Row key={v.code} data-testid="variety-result">
              <Table.Cell>
                <HStack gap="3">
                  <StampPicture imageUrl={v.imageUrl} code={v.code} name={v.name} faceValue={v.pieceCount === 1 ? v.faceValue : null} size={48} />
                  <AppLink to="/products/details/$id" params={{ id: String(v.id) }} fontWeight="medium">
                    {issueTitle(v.name, v.code)}
                  </AppLink>
                </HStack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{v.code}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{v.issuedOn ?? `${v.year}年`}</Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {v.forms.map((f) => (
                    <AppLink key={f.productId} to="/products/details/$id" params={{ id: String(f.productId) }}>
                      <Badge size="sm" variant="subtle">
                        {f.exterior}
                      </Badge>
                    </AppLink>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell>
                <LastDealText variety={v} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

/** Members found, as anyone may see them: name (to their homepage), level, verification, deal count. */
export function MemberResults({ list }: { list: MemberCard[] }) {
  return (
    <TableScroll label="搜索到的会员">
      <Table.Root size="sm" variant="outline" bg="white" data-testid="member-results">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>会员</Table.ColumnHeader>
            <Table.ColumnHeader>等级</Table.ColumnHeader>
            <Table.ColumnHeader>认证</Table.ColumnHeader>
            <Table.ColumnHeader>成交次数</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((m) => (
            <Table.Row key={m.id} data-testid="member-result">
              <Table.Cell>
                <AppLink to="/trade/homepage/$id" params={{ id: String(m.id) }} fontWeight="medium">
                  {m.userName}
                </AppLink>
              </Table.Cell>
              <Table.Cell>{m.vipName}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={m.authType === 'none' ? 'gray' : 'blue'}>{authNames[m.authType]}</Badge>
              </Table.Cell>
              <Table.Cell>
                <Text>{m.dealTimes}</Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
