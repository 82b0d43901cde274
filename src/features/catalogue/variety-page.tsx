import { Badge, Grid, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { varietyQueryOptions } from '../../api/catalogue/variety';
import type { VarietyDetail } from '../../api/contracts/catalogue';
import { VarietyFollowButtons } from '../favourites';
import { FilterTabs } from '../shared/filter-tabs';
import { TableScroll } from '../shared/table-scroll';
import { formatFaceValue, issueTitle } from './catalogue-format';
import { FormMarketPanel } from './form-market';
import { StampPicture } from './stamp-picture';
import { VarietyKlineCard } from './variety-kline-card';
import { withDataBoundary } from '../shared/data-boundary';
import { useListSearch } from '../shared/use-list-search';
import { varietyPageSearch } from '../site';

/** The issue's facts beside its picture. */
function Facts({ variety: v }: { variety: VarietyDetail }) {
  const facts: Array<[string, string]> = [
    ['志号', v.code],
    ['类别', v.categoryName],
    ['发行日期', v.issuedOn ?? '待补充'],
    ['全套枚数', v.pieces.length > 0 ? `${v.pieces.length} 枚` : '待补充'],
    ['全套面值', formatFaceValue(v.faceValue)],
  ];
  return (
    <Grid templateColumns="auto 1fr" columnGap="4" rowGap="1" as="dl" data-testid="variety-facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <Text as="dt" color="gray.600">
            {label}
          </Text>
          <Text as="dd">{value}</Text>
        </Fragment>
      ))}
    </Grid>
  );
}

/** The set's pieces as the catalogue prints them: position (4-1 ... 4-4), picture title, face value. */
function Pieces({ variety: v }: { variety: VarietyDetail }) {
  if (v.pieces.length === 0) return <Text color="gray.600">图序资料待补充</Text>;
  return (
    <TableScroll label="图序">
      <Table.Root size="sm" variant="outline" bg="white" data-testid="variety-pieces">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>图序</Table.ColumnHeader>
            <Table.ColumnHeader>图名</Table.ColumnHeader>
            <Table.ColumnHeader>面值</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {v.pieces.map((p) => (
            <Table.Row key={p.position}>
              <Table.Cell whiteSpace="nowrap">
                {v.code}（{p.position}）
              </Table.Cell>
              <Table.Cell>{p.title}</Table.Cell>
              <Table.Cell>{formatFaceValue(p.faceValue)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}

/**
 * 产品详情 (/products/details/{id}, for members): the issue of product `id` with its facts, picture and pieces, and its
 * forms as tabs, the form of `id` first chosen (the chosen one is the URL's `form`); under them the chosen form's market (offers by grade, price line by
 * grade, last deals), and below it the form's auto-match K-line in a card of its own.
 */
function VarietyPageLoaded({ id }: { id: number }) {
  const variety = useSuspenseQuery(varietyQueryOptions(id));
  const [search, setSearch] = useListSearch(varietyPageSearch);
  const form = search.form ?? id;
  const v = variety.data;
  const chosen = v.forms.find((f) => f.productId === form) ?? v.forms[0]!;
  return (
    <Stack gap="5">
      <Grid templateColumns={{ base: '1fr', md: 'auto 1fr' }} gap="5" bg="white" p="5" borderRadius="md" borderWidth="1px">
        <StampPicture imageUrl={v.imageUrl} code={v.code} name={v.name} faceValue={v.pieces.length === 1 ? v.faceValue : null} size={160} />
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="lg">
              {issueTitle(v.name, v.code)}
            </Heading>
            <Badge colorPalette="red" variant="outline">
              {v.code}
            </Badge>
            <Text color="gray.600">{v.year}年</Text>
          </HStack>
          <Facts variety={v} />
          {v.description && <Text color="gray.700">{v.description}</Text>}
          <VarietyFollowButtons code={v.code} name={v.name} />
        </Stack>
      </Grid>
      <Stack gap="2">
        <Heading as="h2" size="md">
          图序
        </Heading>
        <Pieces variety={v} />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          行情
        </Heading>
        <FilterTabs
          label="品种形态"
          value={String(chosen.productId)}
          tabs={v.forms.map((f) => ({ value: String(f.productId), label: f.exterior }))}
          onChange={(productId) => setSearch({ form: Number(productId) === id ? undefined : Number(productId), grade: undefined })}
        >
          <FormMarketPanel key={chosen.productId} productId={chosen.productId} />
        </FilterTabs>
      </Stack>
      <VarietyKlineCard productId={chosen.productId} />
    </Stack>
  );
}

/** The page in its DataBoundary: its first data (started by the route's loader) is waited for and its failure said there. */
export const VarietyPage = withDataBoundary(VarietyPageLoaded);
