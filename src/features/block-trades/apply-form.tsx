import { Box, Button, Checkbox, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useApplyBlockTrade } from '../../api/block-trades/apply-block-trade';
import { isBlockTradeExpiryAllowed, maxBlockTradeDays, maxBlockTradeRemark } from '../../api/contracts/block-trade-names';
import { blockTradeMessages } from '../../api/contracts/block-trade-messages';
import { protocolTypes } from '../../api/contracts/protocol-types';
import { useProtocolViewer } from '../auth';
import { useSession } from '../session';
import { ErrorLine } from '../shared/error-line';
import { chinaToday, shiftChinaDay } from '../shared/format';
import { typedFen } from '../shared/form-fields';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { VarietyFields } from '../shared/variety-fields';
import { AppLink } from '../site';

const newAttempt = () => `blockTrade:apply:${crypto.randomUUID()}`;
const tap = { minH: '44px' } as const;

/**
 * 申请大宗交易 (POST /api/trade/blockTrades/apply): sell or buy, the variety (filtered by name or catalogue number), how
 * many, the unit price range in yuan, the last day it may be listed, the phone to call and a remark; the big room rule
 * (protocol type 7) opens in the protocol viewer and must be agreed to. Staff review it before it is listed.
 */
export function ApplyBlockTradeForm({ onApplied }: { onApplied?: (id: number) => void }) {
  const { user } = useSession();
  const protocols = useProtocolViewer();
  const apply = useApplyBlockTrade();
  const today = chinaToday();
  const form = useActionForm({
    schema: () => import('../../api/contracts/block-trades').then((m) => m.blockTradeApplyRequest),
    empty: {
      tradeType: '1',
      productId: '',
      quantity: '',
      priceMin: '',
      priceMax: '',
      expiryDate: shiftChinaDay(today, 30),
      phone: user?.phone ?? '',
      remark: '',
      agree: false,
    },
    body: (f) => ({
      ...f,
      tradeType: Number(f.tradeType),
      productId: f.productId ? Number(f.productId) : undefined,
      quantity: f.quantity.trim() === '' ? Number.NaN : Number(f.quantity),
      priceMin: typedFen(f.priceMin),
      priceMax: typedFen(f.priceMax),
      // The schema checks the date's form; its range (today to 90 days on) is checked here against the browser's today,
      // as the server checks it against its own: a day out of range fails the schema with the same message.
      expiryDate: isBlockTradeExpiryAllowed(f.expiryDate, chinaToday()) ? f.expiryDate : '',
    }),
    newAttempt,
    send: (body, attempt) => apply.mutateAsync({ body, attempt }),
    done: (applied) => {
      notify.success(blockTradeMessages.blockTradeApplied);
      onApplied?.(applied.id);
    },
  });
  return (
    <form
      aria-label="申请大宗交易"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px">
        <Heading as="h2" size="sm">
          申请大宗交易
        </Heading>
        {user && !user.isAuth && (
          <Text fontSize="sm" color="orange.700">
            申请大宗交易须先完成实名认证。<AppLink to="/person/authentication">去认证</AppLink>
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={Boolean(form.errors.tradeType)}>
            <Field.Label>交易类型</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.field('tradeType')} {...tap}>
                <option value="1">出售</option>
                <option value="0">求购</option>
              </NativeSelect.Field>
            </NativeSelect.Root>
            <Field.ErrorText>{form.errors.tradeType}</Field.ErrorText>
          </Field.Root>
          <VarietyFields field={form.field('productId')} error={form.errors.productId} />
          <Field.Root required invalid={Boolean(form.errors.quantity)}>
            <Field.Label>数量</Field.Label>
            <Input inputMode="numeric" {...form.field('quantity')} {...tap} />
            <Field.ErrorText>{form.errors.quantity}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(form.errors.priceMin)}>
            <Field.Label>最低单价（元）</Field.Label>
            <Input inputMode="decimal" {...form.field('priceMin')} {...tap} />
            <Field.ErrorText>{form.errors.priceMin}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(form.errors.priceMax)}>
            <Field.Label>最高单价（元）</Field.Label>
            <Input inputMode="decimal" {...form.field('priceMax')} {...tap} />
            <Field.ErrorText>{form.errors.priceMax}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(form.errors.expiryDate)}>
            <Field.Label>有效期至</Field.Label>
            <Input type="date" min={today} max={shiftChinaDay(today, maxBlockTradeDays)} {...form.field('expiryDate')} {...tap} />
            <Field.HelperText>最长{maxBlockTradeDays}天，到期后自动下架</Field.HelperText>
            <Field.ErrorText>{form.errors.expiryDate}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(form.errors.phone)}>
            <Field.Label>联系电话</Field.Label>
            <Input type="tel" inputMode="tel" {...form.field('phone')} {...tap} />
            <Field.ErrorText>{form.errors.phone}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root invalid={Boolean(form.errors.remark)}>
          <Field.Label>备注</Field.Label>
          <Textarea rows={3} maxLength={maxBlockTradeRemark} placeholder="如：整件原封、可分批交割" {...form.field('remark')} />
          <Field.ErrorText>{form.errors.remark}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(form.errors.agree)}>
          <Flex gap="2" align="center" wrap="wrap">
            <Checkbox.Root checked={form.fields.agree} onCheckedChange={(e) => form.set({ agree: e.checked === true })} {...tap}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>我已阅读并同意</Checkbox.Label>
            </Checkbox.Root>
            <Button variant="plain" colorPalette="brand" px="0" onClick={() => protocols.open(protocolTypes.bigRoom)} {...tap}>
              《大宗交易规则》
            </Button>
          </Flex>
          <Field.ErrorText>{form.errors.agree}</Field.ErrorText>
        </Field.Root>
        <ErrorLine error={form.error} />
        <Box>
          <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="提交中" {...tap}>
            提交申请
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
