import { Badge, Button, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { thumbUrl } from '../../api/contracts/upload-rules';
import type { Listing } from '../../api/contracts/trade';
import { listingStateNames } from '../../api/contracts/trade-names';
import { abbreviateNumber, formatYuan } from '../shared/format';
import { AppLink } from '../site';

/**
 * One offer in a market list: what (with its first photo's thumbnail and how many it has), its form and grade, at what
 * price, who, with the ways into its detail, publisher and price circle.
 */
export function ListingRow({ listing: l, onAdd }: { listing: Listing; onAdd: () => void }) {
  return (
    <Table.Row data-testid="listing-row">
      <Table.Cell>
        <HStack gap="1">
          <Badge colorPalette={l.publishType === 1 ? 'red' : 'green'}>{l.publishType === 1 ? '卖' : '买'}</Badge>
          {/* The server sends pinnedUntil only while the 置顶 prop runs. */}
          {l.pinnedUntil && (
            <Badge colorPalette="orange" variant="solid" title={`置顶至 ${l.pinnedUntil}`}>
              置顶
            </Badge>
          )}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2">
          {l.photos[0] && (
            <AppLink to="/trade/$id" params={{ id: String(l.id) }} position="relative" flexShrink={0} aria-label={`${l.productName}：${l.photos.length}张实物图片`}>
              <Image src={thumbUrl(l.photos[0])} alt="" w="40px" h="40px" objectFit="cover" borderRadius="sm" borderWidth="1px" loading="lazy" />
              <Text as="span" position="absolute" bottom="0" right="0" fontSize="2xs" bg="blackAlpha.700" color="white" px="1" borderRadius="sm">
                📷{l.photos.length}
              </Text>
            </AppLink>
          )}
          <Stack gap="0">
            <AppLink to="/trade/$id" params={{ id: String(l.id) }} fontWeight="medium">
              {l.productName}
            </AppLink>
            <AppLink to="/trade/price-circle/$id" params={{ id: String(l.productId) }} fontSize="xs" color="gray.600">
              价格走势
            </AppLink>
          </Stack>
        </HStack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <HStack gap="1">
          {l.exteriorName}
          <Badge size="xs" variant="outline" colorPalette={gradePalette[l.grade]} title={l.flaws ? `瑕疵：${l.flaws}` : undefined}>
            {l.grade}
          </Badge>
        </HStack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">¥{formatYuan(l.price)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {abbreviateNumber(l.lastNum)} {l.unitsName}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <AppLink to="/trade/homepage/$id" params={{ id: String(l.publisherId) }}>
          {l.publisher}
        </AppLink>
      </Table.Cell>
      <Table.Cell>{l.tradeWays.map((w) => w.showName).join('、')}</Table.Cell>
      <Table.Cell>
        {l.state === 'open' ? (
          <Button size="xs" colorPalette="brand" variant="outline" onClick={onAdd} aria-label={`加入扫货篮：${l.productName}`}>
            加入扫货篮
          </Button>
        ) : (
          <Badge>{listingStateNames[l.state]}</Badge>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** 全品 green, 上品 blue, 中品 orange: told apart at a glance down a market list. */
const gradePalette: Record<Listing['grade'], string> = { 全品: 'green', 上品: 'blue', 中品: 'orange' };
