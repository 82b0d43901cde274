import { Badge, Button, Flex, Grid, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { listingStateNames } from '../../api/contracts/trade-names';
import { listingQueryOptions } from '../../api/trade/market';
import { PhotoGallery } from '../photos';
import { useSession } from '../session';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { AppLink, SiteLink } from '../site';
import { useChat } from '../chat';
import { useAddToBasket } from './use-add-to-basket';
import { withDataBoundary } from '../shared/data-boundary';

/**
 * One offer (/trade/{id}): what, its form (外观) and grade (品相) with the flaws noted, its photos (thumbnails that open
 * the image viewer), how many, at what price, how it trades, who publishes it and the product's price circle; taken
 * through the scan basket, or at once with 立即成交 (/trade/confirm/{id}).
 */
function ListingDetailLoaded({ id }: { id: number }) {
  const listing = useSuspenseQuery(listingQueryOptions(id));
  const { user } = useSession();
  const chat = useChat();
  const { add, busy, error } = useAddToBasket();
  const [quantity, setQuantity] = useState('1');
  const l = listing.data;
  const own = user?.id === l.publisherId;
  const takeable = l.state === 'open' && l.lastNum > 0 && !own;

  // The quantity box takes digits only, and the basket call's own schema judges them (nothing sent for 0); more than
  // is left is said as the member types.
  const tooMany = Number(quantity) > l.lastNum;

  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" data-testid="listing-detail">
      <Flex align="center" gap="3" wrap="wrap">
        <Badge colorPalette={l.publishType === 1 ? 'red' : 'green'} size="lg">
          {l.publishType === 1 ? '卖单' : '买单'}
        </Badge>
        <Heading as="h2" size="md">
          {l.productName}
        </Heading>
        <Badge>{listingStateNames[l.state]}</Badge>
        <AppLink to="/trade/price-circle/$id" params={{ id: String(l.productId) }} ms="auto" whiteSpace="nowrap">
          价格走势
        </AppLink>
      </Flex>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
        <Text>志号：{l.productCode}</Text>
        <Text>外观：{l.exteriorName}</Text>
        <Text>
          品相：<Badge colorPalette="brand">{l.grade}</Badge>
        </Text>
        <Text gridColumn={{ md: 'span 2' }}>瑕疵：{l.flaws || '无'}</Text>
        <Text>单价：¥{formatYuan(l.price)} / {l.unitsName}</Text>
        <Text>
          可成交：{l.lastNum} / {l.quantity} {l.unitsName}
        </Text>
        <Text>
          发布者：
          <AppLink to="/trade/homepage/$id" params={{ id: String(l.publisherId) }}>
            {l.publisher}
          </AppLink>
        </Text>
        <Text>发布时间：{l.createTime}</Text>
        <Text>交易方式：{l.tradeWays.map((w) => w.showName).join('、')}</Text>
        <Text>交收方式：{l.deliveryMethods.map((w) => w.showName).join('、')}</Text>
      </Grid>
      {l.remark && <Text color="gray.700">备注：{l.remark}</Text>}
      <Stack gap="2" data-testid="listing-photos">
        <Text fontWeight="medium">实物图片{l.photos.length > 0 && `（${l.photos.length}张）`}</Text>
        <PhotoGallery keys={l.photos} alt={`${l.productName} 实物图片`} sided />
      </Stack>
      {own && <Text color="gray.600">这是您发布的挂牌</Text>}
      {/* Ask before buying (issue 27): the chat opens with the publisher, this offer attached as a card. */}
      {user && !own && (
        <Button alignSelf="start" variant="outline" onClick={() => chat.open({ peerId: l.publisherId, offerId: l.id })}>
          {l.publishType === 1 ? '咨询卖家' : '联系买家'}
        </Button>
      )}
      {takeable && (
        <Flex gap="3" align="center" wrap="wrap">
          <Text whiteSpace="nowrap">数量</Text>
          <Input aria-label="确认数量" width="24" inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value.replace(/\D/g, ''))} />
          <Button colorPalette="brand" variant="outline" loading={busy} loadingText="加入扫货篮" disabled={tooMany} onClick={() => add(l.id, Number(quantity))}>
            加入扫货篮
          </Button>
          {/* Takes this one offer straight away (quantity set on the next page); visitors log in there. */}
          <Button asChild colorPalette="brand">
            <SiteLink to="/trade/confirm/$id" params={{ id: String(l.id) }}>
              立即成交
            </SiteLink>
          </Button>
        </Flex>
      )}
      <ErrorLine error={tooMany ? messages.confirmQuantityInsufficient : error} />
    </Stack>
  );
}

/** The page in its DataBoundary: its first data (started by the route's loader) is waited for and its failure said there. */
export const ListingDetail = withDataBoundary(ListingDetailLoaded);
