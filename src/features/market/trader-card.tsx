import { Badge, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { TraderHomepage } from '../../api/contracts/trade';
import { abbreviateNumber, formatTime } from '../shared/format';

const authBadges = { personal: '个人认证', merchant: '商户认证' } as const;

/** Share of good evaluations among all received, as a percentage truncated to one decimal; null before the first one. */
export function goodRate({ good, neutral, bad }: TraderHomepage['evaluations']): string | null {
  const all = good + neutral + bad;
  return all === 0 ? null : `${Math.floor((good / all) * 1000) / 10}%`;
}

/** A member's public trading card (/trade/homepage/{id}): who they are and how they have traded. */
export function TraderCard({ trader: t }: { trader: TraderHomepage }) {
  const rate = goodRate(t.evaluations);
  return (
    <Stack gap="3" bg="white" p="5" borderRadius="md" borderWidth="1px" data-testid="trader-card">
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          {t.userName}
        </Heading>
        {t.vipName ? <Badge colorPalette="yellow">{t.vipName}</Badge> : <Badge>等级 {t.levelId}</Badge>}
        {t.authType !== 'none' && <Badge colorPalette="blue">{authBadges[t.authType]}</Badge>}
      </HStack>
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="2">
        <Text>成交：{abbreviateNumber(t.dealTimes)} 笔</Text>
        <Text>信用分：{abbreviateNumber(t.creditScore)}</Text>
        <Text>挂牌中：{abbreviateNumber(t.openListings)} 条</Text>
        <Text>注册时间：{formatTime(t.createTime, 'date')}</Text>
      </Grid>
      <HStack gap="4" wrap="wrap" aria-label="收到的评价">
        <Text color="red.600">好评 {abbreviateNumber(t.evaluations.good)}</Text>
        <Text color="gray.600">中评 {abbreviateNumber(t.evaluations.neutral)}</Text>
        <Text color="gray.800">差评 {abbreviateNumber(t.evaluations.bad)}</Text>
        <Text fontWeight="medium">好评率 {rate ?? '暂无评价'}</Text>
      </HStack>
    </Stack>
  );
}
