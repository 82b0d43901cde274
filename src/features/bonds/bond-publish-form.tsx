import { Box, Button, Checkbox, Field, Flex, Grid, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { BondOffer } from '../../api/contracts/bonds';
import { bondMarginOf, bondMarginPerUnit, maxBondQuantity, maxBondRemark } from '../../api/contracts/bond-names';
import { bondMessages } from '../../api/contracts/bond-messages';
import { fenToYuanText } from '../../api/contracts/display';
import { yuanToFen } from '../../api/contracts/trade-rules';
import { bondAccountQueryOptions } from '../../api/membership/get-bond-account';
import { usePublishBondOffer } from '../../api/bonds/bonds';
import { PayPasswordEntry } from '../membership';
import { ErrorLine } from '../shared/error-line';
import { formatYuan } from '../shared/format';
import { FieldRule, typedFen } from '../shared/form-fields';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { VarietyFields } from '../shared/variety-fields';
import { useAppNavigate } from '../site';
import { BondFundsLine } from './bond-funds-line';
import { MarginRuleLink } from './margin-rule';
import { DetailLabel } from '../shared/detail-label';
import { GradeOptions } from '../shared/grade-options';

const newAttempt = () => `bond:publish:${crypto.randomUUID()}`;
const tap = { minH: '44px' } as const;

/** The whole count typed, or null while it is not one. */
const typedCount = (typed: string) => (/^\d{1,6}$/.test(typed.trim()) && Number(typed) >= 1 && Number(typed) <= maxBondQuantity ? Number(typed) : null);

/**
 * 发布保证金交易 (/publish-bond) and 重新发布 (/republish-bond/{id}, `from` an offer of mine: its fields again): sell or
 * buy, the variety (filtered by name or catalogue number), the grade, how many, the unit price in yuan, a remark, the
 * margin rule (protocol type 2) agreed to, and the payment password, as publishing freezes the margin of the whole
 * quantity. Beside the form, as it is typed: that margin and my bond funds. Checked with the contract's schema.
 */
export function BondPublishForm({ from }: { from?: BondOffer }) {
  const navigate = useAppNavigate();
  const account = useQuery(bondAccountQueryOptions());
  const publish = usePublishBondOffer();
  const form = useActionForm({
    schema: () => import('../../api/contracts/bonds').then((m) => m.bondPublishRequest),
    empty: {
      tradeType: String(from?.tradeType ?? 1),
      productId: from ? String(from.productId) : '',
      grade: from?.grade ?? '',
      quantity: from ? String(from.quantity) : '',
      price: from ? fenToYuanText(from.price) : '',
      remark: from?.remark ?? '',
      payPassword: '',
      agree: false,
    },
    body: (f) => ({
      ...f,
      tradeType: Number(f.tradeType),
      productId: f.productId ? Number(f.productId) : undefined,
      grade: f.grade || undefined,
      quantity: f.quantity.trim() === '' ? Number.NaN : Number(f.quantity),
      price: typedFen(f.price),
    }),
    newAttempt,
    send: (body, attempt) => publish.mutateAsync({ body, attempt }),
    done: (offer) => {
      notify.success(bondMessages.bondPublished);
      void navigate({ to: '/bond/$id', params: { id: String(offer.id) } });
    },
  });
  const price = yuanToFen(form.fields.price);
  const quantity = typedCount(form.fields.quantity);
  const margin = price !== null && quantity !== null ? bondMarginOf(price, quantity) : null;

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' }} gap="4" alignItems="start">
      <form
        aria-label="发布保证金交易"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px">
          <Heading as="h2" size="sm">
            {from ? '重新发布保证金交易' : '发布保证金交易'}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <Field.Root required invalid={Boolean(form.errors.tradeType)}>
              <Field.Label>交易类型</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.field('tradeType')} {...tap}>
                  <option value="1">出售</option>
                  <option value="0">求购</option>
                </NativeSelect.Field>
              </NativeSelect.Root>
              <FieldRule error={form.errors.tradeType} />
            </Field.Root>
            <VarietyFields
              field={form.field('productId')}
              error={form.errors.productId}
              initialKeyword={from?.productName}
              kept={from && { id: from.productId, name: from.productName, exterior: from.exteriorName, unit: from.unit }}
            />
            <Field.Root required invalid={Boolean(form.errors.grade)}>
              <Field.Label>品相</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.field('grade')} {...tap}>
                  <option value="">请选择品相</option>
                  <GradeOptions />
                </NativeSelect.Field>
              </NativeSelect.Root>
              <FieldRule error={form.errors.grade} />
            </Field.Root>
            <Field.Root required invalid={Boolean(form.errors.quantity)}>
              <Field.Label>数量</Field.Label>
              <Input inputMode="numeric" {...form.field('quantity')} {...tap} />
              <FieldRule error={form.errors.quantity} />
            </Field.Root>
            <Field.Root required invalid={Boolean(form.errors.price)}>
              <Field.Label>单价（元）</Field.Label>
              <Input inputMode="decimal" {...form.field('price')} {...tap} />
              <FieldRule error={form.errors.price} />
            </Field.Root>
          </SimpleGrid>
          <Field.Root invalid={Boolean(form.errors.remark)}>
            <Field.Label>备注</Field.Label>
            <Textarea rows={3} maxLength={maxBondRemark} placeholder="如：原胶全品、可分批发货" {...form.field('remark')} />
            <FieldRule error={form.errors.remark} />
          </Field.Root>
          <Field.Root invalid={Boolean(form.errors.agree)}>
            <Flex gap="2" align="center" wrap="wrap">
              <Checkbox.Root checked={form.fields.agree} onCheckedChange={(e) => form.set({ agree: e.checked === true })} {...tap}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>我已阅读并同意</Checkbox.Label>
              </Checkbox.Root>
              <MarginRuleLink />
            </Flex>
            <FieldRule error={form.errors.agree} />
          </Field.Root>
          <PayPasswordEntry isSet={account.data?.payPasswordSet} error={form.errors.payPassword} {...form.field('payPassword')} />
          <ErrorLine error={form.error} />
          <Box>
            <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="提交中" {...tap}>
              发布并冻结保证金
            </Button>
          </Box>
        </Stack>
      </form>
      <MarginBeside price={price} quantity={quantity} margin={margin} />
    </Grid>
  );
}

/** Beside the form, as it is typed: the margin the whole quantity freezes, and my bond funds against it. */
function MarginBeside({ price, quantity, margin }: { price: number | null; quantity: number | null; margin: number | null }) {
  return (
    <Stack gap="3" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" as="aside" aria-label="保证金">
      <Grid templateColumns="7em minmax(0, 1fr)" rowGap="2" columnGap="2">
        <DetailLabel>每件保证金</DetailLabel>
        <Text>{price === null ? '—' : `¥${formatYuan(bondMarginPerUnit(price))}`}</Text>
        <DetailLabel>成交金额</DetailLabel>
        <Text>{price === null || quantity === null ? '—' : `¥${formatYuan(price * quantity)}`}</Text>
        <DetailLabel>需冻结保证金</DetailLabel>
        <Text fontWeight="medium" data-testid="bond-publish-margin">
          {margin === null ? '—' : `¥${formatYuan(margin)}`}
        </Text>
      </Grid>
      <BondFundsLine need={margin} />
    </Stack>
  );
}
