import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { varietyQueryOptions } from '../../api/catalogue/variety';
import type { CandleInterval } from '../../api/contracts/automatch-names';
import { DataBoundary } from '../shared/data-boundary';
import { useSearchChange } from '../shared/use-list-search';
import { AppLink } from '../site';
import { KlinePanel } from './kline-panel';

/** The variety whose candles these are: its issue (the catalogue's name carries its number) and form. */
function VarietyTitle({ productId }: { productId: number }) {
  const { data: variety } = useSuspenseQuery(varietyQueryOptions(productId));
  const form = variety.forms.find((f) => f.productId === productId);
  return (
    <HStack gap="2" wrap="wrap">
      <Heading as="h2" size="md">
        {variety.name}
      </Heading>
      {form && <Text color="gray.600">{form.exterior}</Text>}
    </HStack>
  );
}

/**
 * /kline?productId&interval (spec section 2: the K-line on a page of its own, no header or footer): the variety, and
 * its chart filling the window, the interval in the URL (日K when it has none), live as fills arrive.
 */
export function KlinePage({ productId, interval = '1d' }: { productId?: number; interval?: CandleInterval }) {
  const changeSearch = useSearchChange();
  if (productId === undefined) {
    return (
      <Stack gap="2">
        <Text color="gray.600">没有指定品种：请从自动撮合或品种页打开K线图。</Text>
        <AppLink to="/auto-match" alignSelf="flex-start" minH="11" display="inline-flex" alignItems="center">
          去自动撮合
        </AppLink>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <DataBoundary block>
        <VarietyTitle productId={productId} />
      </DataBoundary>
      <KlinePanel
        productId={productId}
        interval={interval}
        onIntervalChange={(chosen) => changeSearch({ interval: chosen === '1d' ? undefined : chosen })}
        height="max(320px, calc(100dvh - 260px))"
      />
    </Stack>
  );
}
