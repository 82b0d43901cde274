import { Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { useOpeningStep, type OpeningEvent } from '../../api/account-opening/opening-step';
import { openingQueryOptions } from '../../api/account-opening/get-opening';
import { banksQueryOptions } from '../../api/bank-cards/get-banks';
import type { AccountOpeningDetail } from '../../api/contracts/cash-out';
import { accountOpeningStages } from '../../api/contracts/cash-out-names';
import { messages } from '../../api/contracts/messages';
import { openingSteps, accountOpeningSnapshots } from '../../machines/account-opening.machine';
import { PhotoPicker } from '../authentication';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FieldRow } from '../shared/field-row';
import { FieldRule } from '../shared/form-fields';
import { StepProgress } from '../shared/step-progress';
import { notify } from '../shared/toaster';
import { useActionForm, type ActionFormOptions } from '../shared/use-action-form';
import { AppLink } from '../site';
import { offers } from '../../machines/lifecycle';
import { Loading } from '../shared/loading';

/**
 * One step of the opening as a form of the kit (useActionForm): sent by its call in the call table with the form's
 * idempotency key, the answer (the whole opening) kept; each broken rule beside its field, a refusal on the step's
 * line, and 「done」 said on success.
 */
function useStepForm<F extends object, S extends z.ZodType>(
  said: string,
  form: Pick<ActionFormOptions<F, S, AccountOpeningDetail>, 'schema' | 'empty' | 'done'> & { event: OpeningEvent },
) {
  const step = useOpeningStep();
  return useActionForm({
    ...form,
    newAttempt: () => `accountOpening:${form.event}:${crypto.randomUUID()}`,
    // A step without fields (open, sign) sends an empty object, as every call of the table sends one.
    send: (body, attempt) => step.mutateAsync({ event: form.event, body: (body ?? {}) as Record<string, unknown>, attempt }),
    done: (detail) => {
      notify.success(said);
      form.done?.(detail);
    },
  });
}

/** The step's line and its one button, below its fields. */
function StepForm({ title, form, button, children }: { title: string; form: { error: string | null; busy: boolean; submit: () => void }; button: string; children: ReactNode }) {
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
      <ErrorLine error={form.error} />
      <Button colorPalette="brand" alignSelf="flex-start" loading={form.busy} onClick={form.submit}>
        {button}
      </Button>
    </Stack>
  );
}

const openingContract = () => import('../../api/contracts/account-opening');

function PhotosStep({ replacing }: { replacing: boolean }) {
  // The form is empty again after a save, and so are the pickers (new ones): a replacement is chosen afresh.
  const [saves, setSaves] = useState(0);
  const form = useStepForm(messages.openingPhotosSaved, {
    schema: () => openingContract().then((m) => m.openingPhotosRequest),
    empty: { frontKey: '', backKey: '' },
    event: 'opening.uploadPhotos',
    done: () => setSaves((n) => n + 1),
  });
  return (
    <StepForm title={replacing ? '重新上传证件照片' : '上传证件照片'} form={form} button={replacing ? '保存照片' : '提交照片'}>
      <Text color="gray.600" fontSize="sm">
        请上传本人身份证的正反面照片，仅用于银行开户审核。
      </Text>
      <Flex gap="6" wrap="wrap" key={saves}>
        <PhotoPicker label="身份证正面" error={form.errors.frontKey ?? null} onUploaded={(p) => form.set({ frontKey: p?.key ?? '' })} />
        <PhotoPicker label="身份证反面" error={form.errors.backKey ?? null} onUploaded={(p) => form.set({ backKey: p?.key ?? '' })} />
      </Flex>
    </StepForm>
  );
}

function OpenStep() {
  const form = useStepForm(messages.accountOpened, { empty: {}, event: 'opening.open' });
  return (
    <StepForm title="开立账户" form={form} button="开立账户">
      <Text color="gray.600" fontSize="sm">
        银行将以您实名认证的姓名开立保证金交易资金账户。
      </Text>
    </StepForm>
  );
}

function TieCardStep({ again }: { again: boolean }) {
  const banks = useQuery(banksQueryOptions());
  const form = useStepForm(messages.bankCodeSent, {
    schema: () => openingContract().then((m) => m.tieCardRequest),
    empty: { bankCode: '', cardNo: '', phone: '' },
    event: 'opening.tieCard',
  });
  return (
    <StepForm title={again ? '换一张银行卡' : '绑定银行卡'} form={form} button="发送验证码">
      <Text color="gray.600" fontSize="sm">
        绑定一张本人名下的银行卡，银行将向该卡的预留手机号发送验证码。
      </Text>
      <Field.Root required invalid={Boolean(form.errors.bankCode)}>
        <Field.Label>开户银行</Field.Label>
        <NativeSelect.Root maxW="sm">
          <NativeSelect.Field {...form.field('bankCode')}>
            <option value="">请选择开户银行</option>
            {(banks.data ?? []).map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <FieldRule error={form.errors.bankCode} />
      </Field.Root>
      <Field.Root required invalid={Boolean(form.errors.cardNo)}>
        <Field.Label>银行卡号</Field.Label>
        <Input {...form.field('cardNo')} inputMode="numeric" maxLength={23} maxW="sm" autoComplete="cc-number" />
        <FieldRule error={form.errors.cardNo} />
      </Field.Root>
      <Field.Root required invalid={Boolean(form.errors.phone)}>
        <Field.Label>银行预留手机号</Field.Label>
        <Input {...form.field('phone')} type="tel" maxLength={16} maxW="sm" autoComplete="tel" />
        <FieldRule error={form.errors.phone} />
      </Field.Root>
    </StepForm>
  );
}

function ConfirmCardStep({ detail }: { detail: AccountOpeningDetail }) {
  const form = useStepForm(messages.bankCardConfirmed, {
    schema: () => openingContract().then((m) => m.tieCardConfirmedRequest),
    empty: { code: '' },
    event: 'opening.confirmCard',
  });
  const card = detail.opening!.card!;
  return (
    <StepForm title="验证银行卡" form={form} button="确认验证">
      <Text color="gray.600" fontSize="sm">
        验证码已发送至 {card.bankName} {card.cardNo} 的预留手机 {card.phone}，10分钟内有效。
      </Text>
      {detail.provider.development && (
        <Text color="orange.700" fontSize="sm">
          开发环境不会真正发送短信：验证码见短信发件箱（/api/dev/sms-outbox?phone=预留手机号）。
        </Text>
      )}
      <Field.Root required invalid={Boolean(form.errors.code)}>
        <Field.Label>银行验证码</Field.Label>
        <Input {...form.field('code')} inputMode="numeric" maxLength={6} maxW="12em" autoComplete="one-time-code" />
        <FieldRule error={form.errors.code} />
      </Field.Root>
    </StepForm>
  );
}

function SignStep() {
  const form = useStepForm(messages.contractSigned, { empty: {}, event: 'opening.sign' });
  return (
    <StepForm title="签署开户协议" form={form} button="同意并签署">
      <Text color="gray.600" fontSize="sm">
        签署《保证金交易资金账户协议》后，账户即可用于保证金交易的资金往来。
      </Text>
    </StepForm>
  );
}

/** What the steps so far gave: the account, the tied card, the contract. */
function Results({ detail }: { detail: AccountOpeningDetail }) {
  const opening = detail.opening;
  if (!opening?.accountNo) return null;
  return (
    <Stack gap="2" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label="开户信息">
      <FieldRow label="账户号">{opening.accountNo}</FieldRow>
      {opening.card && (
        <FieldRow label="绑定银行卡">
          {opening.card.bankName} {opening.card.cardNo}
        </FieldRow>
      )}
      {opening.contractNo && <FieldRow label="协议编号">{opening.contractNo}</FieldRow>}
      <FieldRow label="当前状态">{opening.stateName}</FieldRow>
    </Stack>
  );
}

/**
 * /person/open-account (银行开户): the account-opening machine's stage drawn as steps, with the form of the step the
 * machine takes from the member now (photos, which may be replaced until the account is opened; open; tie a card,
 * or another one until it is confirmed; the bank's code; the contract), and what the bank behind it is: the
 * development bank says it opens no real account.
 */
export function OpenAccountPage() {
  const detail = useQuery(openingQueryOptions());
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <ErrorLine error={failureMessage(detail.error)} />;
  const d = detail.data;
  const stage = d.opening?.stage ?? 'draft';
  const snapshot = accountOpeningSnapshots.resolve(d.opening?.stateValue ?? 'draft', d.opening?.context ?? {});
  const can = (type: string) => offers(snapshot, type, 'member');
  const done = accountOpeningStages.indexOf(stage);
  const bankMissing = !d.provider.development && d.provider.kind === 'none';

  return (
    <Stack gap="5">
      {d.provider.notice && (
        <Text
          bg="orange.50"
          borderWidth="1px"
          borderColor="orange.200"
          borderRadius="md"
          px="4"
          py="2"
          color="orange.800"
          fontWeight="medium"
          data-testid="bank-notice"
        >
          {d.provider.notice}
        </Text>
      )}
      <Box bg="white" p="5" borderRadius="md" borderWidth="1px">
        <StepProgress label="开户步骤" steps={openingSteps.map(({ title }) => title)} current={done} />
      </Box>
      {bankMissing && <Text color="gray.600">{messages.bankNotConfigured}</Text>}
      {!bankMissing && !d.authenticated && (
        <Flex
          gap="4"
          align="center"
          justify="space-between"
          p="4"
          bg="orange.50"
          borderWidth="1px"
          borderColor="orange.200"
          borderRadius="md"
          role="alert"
        >
          <Text>{messages.openingNeedsAuthentication}</Text>
          <AppLink to="/person/authentication" colorPalette="brand" fontWeight="medium">
            去认证
          </AppLink>
        </Flex>
      )}
      <Results detail={d} />
      {!bankMissing && d.authenticated && (
        <>
          {can('opening.open') && <OpenStep />}
          {can('opening.confirmCard') && <ConfirmCardStep detail={d} />}
          {can('opening.sign') && <SignStep />}
          {can('opening.tieCard') && <TieCardStep again={stage === 'cardTied'} />}
          {can('opening.uploadPhotos') && <PhotosStep replacing={stage !== 'draft'} />}
          {stage === 'signed' && (
            <Text color="green.700" fontWeight="medium" data-testid="opening-done">
              开户完成：账户已可用于保证金交易。
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
