import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { matchFeeQueryOptions, openMatchOrdersQueryOptions } from '../../api/automatch/my-matches';
import { usePlaceMatchOrder } from '../../api/automatch/place-match-order';
import type { MatchOrderResult, MatchPlaceFields, MatchVariety } from '../../api/contracts/automatch';
import { downColour, matchDefaultDays, matchMaxDays, matchSideNames, matchSides, upColour, type MatchSide } from '../../api/contracts/automatch-names';
import { yuanToFen } from '../../api/contracts/trade-rules';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { FieldRule, typedFen } from '../shared/form-fields';
import { useActionForm } from '../shared/use-action-form';
import { feeText, holdOf, OrderTerms, purseText } from './order-terms';
import { priceText } from './match-figures';

/** The one schema the server parses the order with, loaded when the form is checked (no zod in the page's first paint). */
const placeSchema = () => import('../../api/contracts/automatch').then((m) => m.matchPlaceRequest);

/** What is typed; the side is chosen apart, and stays chosen after an order is placed. */
interface Typed {
  price: string;
  quantity: string;
  days: string;
}
const empty: Typed = { price: '', quantity: '1', days: String(matchDefaultDays) };

/** The side's look: red to buy, green to sell; chosen, a solid button (white on the darker token keeps 4.5:1). */
const sideLook = {
  buy: { solid: 'red.600', hover: 'red.700', border: upColour, text: 'red.600' },
  sell: { solid: 'green.700', hover: 'green.800', border: downColour, text: 'green.700' },
} as const;

/** The order as typed: the call's body, price in fen (what is not an amount goes as NaN, which the schema refuses). */
const bodyOf = (productId: number, side: MatchSide, typed: Typed) => ({ productId, side, price: typedFen(typed.price), quantity: Number(typed.quantity), days: Number(typed.days) });

/** What a placement made, as the form says it: the order, whether some of it still rests on the book, and the words. */
interface Placed {
  id: number;
  resting: boolean;
  text: string;
}

/** What the answer made: the fills at once (how many, at what average), or an order resting on the book. */
function placedOf({ order }: MatchOrderResult): Placed {
  const resting = order.filled < order.quantity;
  if (order.filled === 0) return { id: order.id, resting, text: '委托已提交，等待撮合' };
  const filled = `已成交 ${order.filled} 件，均价 ${priceText(order.averagePrice)}`;
  return { id: order.id, resting, text: resting ? `${filled}，其余 ${order.quantity - order.filled} 件等待撮合` : filled };
}

/** 买入 / 卖出 as two big toggle buttons. */
function SideToggle({ side, onChange }: { side: MatchSide; onChange: (side: MatchSide) => void }) {
  return (
    <SimpleGrid columns={2} gap="2" role="group" aria-label="买卖方向">
      {matchSides.map((value) => {
        const look = sideLook[value];
        const chosen = value === side;
        return (
          <Button
            key={value}
            size="lg"
            minH="12"
            aria-pressed={chosen}
            onClick={() => onChange(value)}
            variant={chosen ? 'solid' : 'outline'}
            bg={chosen ? look.solid : 'white'}
            color={chosen ? 'white' : look.text}
            borderColor={look.border}
            borderWidth="2px"
            _hover={{ bg: chosen ? look.hover : 'gray.50' }}
          >
            {matchSideNames[value]}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * A member's order form (POST …/pairing/order): side, limit price in yuan, quantity and validity, checked with the
 * contract's schema; before it is placed it says what it will hold and its fee (GET …/fee) beside the member's balance
 * and beans, and a confirm dialog repeats them. After placing it says what filled; a refusal is said beside the form,
 * which keeps what was typed.
 */
export function MemberOrderForm({ variety }: { variety: MatchVariety }) {
  const fee = useQuery(matchFeeQueryOptions());
  const place = usePlaceMatchOrder();
  const [review, setReview] = useState<MatchPlaceFields | null>(null);
  const [side, setSide] = useState<MatchSide>('buy');
  const [placed, setPlaced] = useState<Placed | null>(null);
  // My open orders on this variety, the list under the form (the same query, asked once): once the order that was said
  // to wait has left it (filled by another member, cancelled), what was said of it is no longer true, and goes.
  const open = useQuery({ ...openMatchOrdersQueryOptions(variety.productId), enabled: placed?.resting === true });
  const outcome = placed && !(placed.resting && open.data && !open.data.list.some((o) => o.id === placed.id)) ? placed.text : null;
  const form = useActionForm({
    schema: placeSchema,
    empty,
    body: (typed) => bodyOf(variety.productId, side, typed),
    newAttempt: () => `automatch:place:${crypto.randomUUID()}`,
    // A refusal closes the dialog: its message is said beside the form, which keeps what was typed.
    send: (body, attempt) =>
      place.mutateAsync({ body, attempt }).catch((error: unknown) => {
        setReview(null);
        throw error;
      }),
    done: (result) => {
      setReview(null);
      setPlaced(placedOf(result));
    },
  });
  const look = sideLook[side];
  const price = yuanToFen(form.fields.price);
  const quantity = Number(form.fields.quantity);
  // A sell holds its units whatever the price; a buy holds price × quantity.
  const holds = Number.isInteger(quantity) && quantity > 0 && (side === 'sell' || price !== null) ? holdOf(side, price ?? 0, quantity) : null;

  /** Checked with the schema first: the confirm dialog opens only for an order the server would parse. */
  const check = () => {
    setPlaced(null);
    placeSchema().then(
      (schema) => {
        const parsed = schema.safeParse(bodyOf(variety.productId, side, form.fields));
        if (parsed.success) setReview(parsed.data);
        else form.submit(); // the kit puts each broken rule beside its field
      },
      () => form.submit(), // the schema did not load: the kit says the network is down
    );
  };

  return (
    <form
      aria-label="委托下单"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        check();
      }}
    >
      <Stack gap="3">
        <SideToggle
          side={side}
          onChange={(next) => {
            setSide(next);
            form.set({}); // what was refused was about the other side
          }}
        />
        <Field.Root required invalid={Boolean(form.errors.price)}>
          <Field.Label>委托价（元）</Field.Label>
          <Input inputMode="decimal" minH="11" placeholder={variety.lastPrice === null ? '例如 100.00' : `最新价 ${priceText(variety.lastPrice)}`} {...form.field('price')} />
          <FieldRule error={form.errors.price} />
        </Field.Root>
        <SimpleGrid columns={2} gap="3">
          <Field.Root required invalid={Boolean(form.errors.quantity)}>
            <Field.Label>数量（件）</Field.Label>
            <Input inputMode="numeric" minH="11" {...form.field('quantity')} />
            <FieldRule error={form.errors.quantity} />
          </Field.Root>
          <Field.Root required invalid={Boolean(form.errors.days)}>
            <Field.Label>有效期（天）</Field.Label>
            <Input inputMode="numeric" minH="11" {...form.field('days')} />
            <FieldRule error={form.errors.days} hint={`1至${matchMaxDays}天`} />
          </Field.Root>
        </SimpleGrid>
        <Stack gap="1" bg="gray.50" borderRadius="md" p="3" fontSize="sm" fontVariantNumeric="tabular-nums">
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text data-testid="match-hold" fontWeight={holds ? 'semibold' : 'normal'} color={holds ? look.text : 'gray.600'}>
              {holds ?? (side === 'buy' ? '填写委托价和数量后显示将冻结的金额' : '填写数量后显示将挂出的件数')}
            </Text>
            <Text data-testid="match-fee">{fee.data ? feeText(fee.data.feeBeans) : ''}</Text>
          </HStack>
          {fee.data && <Text color="gray.600">{purseText(fee.data)}</Text>}
        </Stack>
        <ErrorLine error={form.error ?? (fee.isError ? fee.error.message : null)} />
        {outcome && (
          <Text role="status" data-testid="match-outcome" color="gray.800" fontWeight="semibold">
            {outcome}
          </Text>
        )}
        <Box>
          <Button type="submit" w="full" size="lg" minH="12" bg={look.solid} color="white" _hover={{ bg: look.hover }} loading={form.busy} loadingText="提交中">
            下单{matchSideNames[side]}
          </Button>
        </Box>
      </Stack>
      <AppDialog
        open={review !== null}
        onClose={() => setReview(null)}
        title={`确认${matchSideNames[side]}`}
        size="sm"
        confirm={{ label: '确认下单', onConfirm: form.submit, busy: form.busy }}
      >
        {review && <OrderTerms order={review} variety={variety} fee={fee.data} />}
      </AppDialog>
    </form>
  );
}
