import { Badge, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { specialAreasQueryOptions } from '../../api/catalogue/catalogue';
import { immediateQuotesQueryOptions } from '../../api/quotes/quotes';
import { DataBoundary } from '../shared/data-boundary';
import { FilterTabs } from '../shared/filter-tabs';
import { chinaToday } from '../shared/format';
import { QuotesBoard } from './quotes-board';
import { RoomChat } from './room-chat';
import { useLiveQuotes, type QuotesFeedState } from './use-live-quotes';

const stateLook: Record<QuotesFeedState, { label: string; palette: string }> = {
  connecting: { label: '连接中…', palette: 'gray' },
  live: { label: '实时', palette: 'green' },
  reconnecting: { label: '重新连接中…', palette: 'orange' },
};

/** 2027-03-02 → 2027年3月2日 */
const dayName = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

/**
 * /quotes, the quotes room (spec section 2, opened in a window of its own; the site map hides the footer): the day's
 * prices of every variety that dealt today, live, by 专区, with the room's chat beside them on a desktop and below
 * them on a phone.
 */
export function QuotesPage() {
  const [tab, setTab] = useState('all');
  const categoryId = tab === 'all' ? undefined : Number(tab);
  const areas = useQuery(specialAreasQueryOptions(0));
  const day = useQuery(immediateQuotesQueryOptions(categoryId));
  const { state, flashing } = useLiveQuotes(categoryId);
  const tabs = [{ value: 'all', label: '全部' }, ...(areas.data ?? []).map((area) => ({ value: String(area.id), label: area.name }))];
  const look = stateLook[state];

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="4" alignItems="start">
      <Stack as="section" aria-labelledby="quotes-title" gap="3" bg="white" p={{ base: '3', md: '4' }} borderRadius="md" borderWidth="1px" minW="0">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text as="h2" id="quotes-title" fontWeight="semibold">
            {dayName(day.data?.tradingDay ?? chinaToday())} 行情
          </Text>
          <Badge colorPalette={look.palette} variant="subtle" role="status" aria-live="polite" data-testid="live-state">
            {look.label}
          </Badge>
        </HStack>
        <FilterTabs label="专区" value={tab} tabs={tabs} onChange={setTab} variant="line" size="sm">
          <Box pt="2">
            <DataBoundary block>
              <QuotesBoard categoryId={categoryId} flashing={flashing} />
            </DataBoundary>
          </Box>
        </FilterTabs>
      </Stack>
      <RoomChat />
    </Grid>
  );
}
