import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { VipLevelOffer } from '../../api/contracts/membership';
import { vipPurchaseKindNames } from '../../api/contracts/membership-names';
import { vipListQueryOptions } from '../../api/membership/get-vip-list';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatYuan } from '../shared/format';
import { AppLink } from '../site';
import { VipPaymentRecords, VipPurchaseRecords } from './vip-records';
import { Loading } from '../shared/loading';

// The purchase dialog (the payment calls, the channels) loads when a member opens it, never with the page.
const VipPurchaseDialog = lazy(() => import('./vip-purchase-dialog').then((m) => ({ default: m.VipPurchaseDialog })));

/** What a level's button says: 开通, 续费 or 升级 (with the difference), or why it cannot be bought. */
const actionLabel = (offer: VipLevelOffer) =>
  offer.kind === null ? '低于当前等级' : offer.kind === 'upgrade' ? `升级（补差价 ¥${formatYuan(offer.upgradeFen!)}）` : `${vipPurchaseKindNames[offer.kind]}`;

/**
 * 会员VIP (/person/vip): my level and its expiry, the three levels as cards (the yearly price and what each gives in
 * this product, from the platform's vipLevels setting), buying, renewing or upgrading one (VipPurchaseDialog), and my
 * purchases with their 流程 and my payments. Buying needs real-name authentication: a member without it is sent there.
 */
export function VipPage() {
  const vip = useQuery(vipListQueryOptions());
  const [buying, setBuying] = useState<VipLevelOffer | null>(null);
  if (vip.isPending) return <Loading />;
  if (vip.isError) return <ErrorLine error={failureMessage(vip.error)} />;
  const v = vip.data;
  const current = v.levels.find((l) => l.levelId === v.vipLevel);

  return (
    <Stack gap="6">
      <Flex gap="6" wrap="wrap" align="center" bg="white" borderWidth="1px" borderRadius="md" p="5" data-testid="vip-standing">
        <Stack gap="1">
          <Text color="gray.600" fontSize="sm">
            当前等级
          </Text>
          <Text fontSize="2xl" fontWeight="bold">
            {v.levelName}
          </Text>
        </Stack>
        <Stack gap="1" flex="1" minW="60">
          {current ? (
            <Text>
              <Badge colorPalette="yellow" mr="2">
                {current.name}
              </Badge>
              有效期至 {v.expiresAt}（剩余 {v.daysLeft} 天）
            </Text>
          ) : (
            <Text color="gray.600">您还未开通VIP会员，开通后立即生效。</Text>
          )}
          <Text color="gray.600" fontSize="sm">
            账户余额：¥{formatYuan(v.balance)}
          </Text>
        </Stack>
      </Flex>

      {!v.mayBuy && (
        <Box bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" p="4" role="alert">
          <Text>
            购买VIP会员需先完成实名认证。
            <AppLink to="/person/authentication" color="brand.fg" ml="2">
              去认证
            </AppLink>
          </Text>
        </Box>
      )}

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {v.levels.map((offer) => (
          <Stack
            key={offer.levelId}
            gap="3"
            bg="white"
            borderWidth="2px"
            borderColor={offer.levelId === v.vipLevel ? 'brand.solid' : 'gray.200'}
            borderRadius="md"
            p="5"
            data-testid={`vip-level-${offer.levelId}`}
            aria-label={offer.name}
            role="group"
          >
            <Flex justify="space-between" align="center">
              <Heading as="h3" size="md">
                {offer.name}
              </Heading>
              {offer.levelId === v.vipLevel && <Badge colorPalette="green">当前等级</Badge>}
            </Flex>
            <Text>
              <Text as="strong" fontSize="2xl" color="brand.fg">
                ¥{formatYuan(offer.yearFen)}
              </Text>
              <Text as="span" color="gray.600">
                {' '}/ 年
              </Text>
            </Text>
            <Stack as="ul" gap="1" fontSize="sm" color="gray.700" ps="4" listStyleType="disc">
              {offer.benefits.map((b) => (
                <Text as="li" key={b}>
                  {b}
                </Text>
              ))}
            </Stack>
            <Button mt="auto" colorPalette="brand" disabled={!v.mayBuy || offer.kind === null} onClick={() => setBuying(offer)}>
              {actionLabel(offer)}
            </Button>
          </Stack>
        ))}
      </SimpleGrid>

      <VipPurchaseRecords />
      <VipPaymentRecords />
      {buying && (
        <Suspense fallback={null}>
          <VipPurchaseDialog offer={buying} vip={v} onClose={() => setBuying(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
