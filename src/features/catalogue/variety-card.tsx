import { Badge, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { VarietyCard as Variety } from '../../api/contracts/catalogue';
import { formatYuan } from '../shared/format';
import { AppLink } from '../site';
import { issueTitle } from './catalogue-format';
import { StampPicture } from './stamp-picture';

/** The latest deal of a variety: its price for one unit of the form it was. */
export function LastDealText({ variety }: { variety: Variety }) {
  const deal = variety.lastDeal;
  if (!deal) return <Text color="gray.600" fontSize="sm">暂无成交</Text>;
  return (
    <Text fontSize="sm" title={`成交时间 ${deal.time}`}>
      最新成交 <Text as="span" color="red.600" fontWeight="semibold">¥{formatYuan(deal.price)}</Text>
      <Text as="span" color="gray.600">
        {' '}
        / {deal.unit}（{deal.exterior}）
      </Text>
    </Text>
  );
}

/** A variety in the catalogue's grid: its picture, number, name, year, forms and last price, linked to its page. */
export function VarietyCardView({ variety: v }: { variety: Variety }) {
  return (
    <Stack gap="2" bg="white" borderWidth="1px" borderRadius="md" p="3" align="center" data-testid="variety-card">
      <AppLink to="/products/details/$id" params={{ id: String(v.id) }} aria-label={`${v.code} ${issueTitle(v.name, v.code)}`}>
        <StampPicture imageUrl={v.imageUrl} code={v.code} name={v.name} faceValue={v.pieceCount === 1 ? v.faceValue : null} />
      </AppLink>
      <Stack gap="1" w="full">
        <HStack gap="2" justify="space-between">
          <Badge colorPalette="red" variant="outline">
            {v.code}
          </Badge>
          <Text fontSize="xs" color="gray.600">
            {v.issuedOn ?? `${v.year}年`}
          </Text>
        </HStack>
        <AppLink to="/products/details/$id" params={{ id: String(v.id) }} fontWeight="medium" lineClamp={2}>
          {issueTitle(v.name, v.code)}
        </AppLink>
        <Wrap gap="1">
          {v.forms.map((f) => (
            <Badge key={f.productId} size="xs" variant="subtle">
              {f.exterior}
            </Badge>
          ))}
        </Wrap>
        <LastDealText variety={v} />
      </Stack>
    </Stack>
  );
}
