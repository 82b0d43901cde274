import { Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useOpeningStep, type OpeningStep } from '../../api/account-opening/opening-step';
import { openingQuery } from '../../api/account-opening/get-opening';
import { banksQuery } from '../../api/bank-cards/get-banks';
import type { AccountOpeningDetail } from '../../api/contracts/cash-out';
import { accountOpeningStages } from '../../api/contracts/cash-out-names';
import { messages } from '../../api/contracts/messages';
import { openingSteps, accountOpeningSnapshots } from '../../machines/account-opening.machine';
import { PhotoPicker } from '../authentication';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FieldRow } from '../shared/field-row';
import { StepProgress } from '../shared/step-progress';
import { notify } from '../shared/toaster';
import { AppLink } from '../site';
import { offers } from '../../machines/lifecycle';

/**
 * One step's form: sent through the one step call, which checks its body with the server's schema first (the page
 * loads no zod until then) and keeps the answer, the whole opening; a refusal is the step's error line.
 */
function useStep(done: string) {
  const step = useOpeningStep();
  const send = (input: OpeningStep) => step.mutate(input, { onSuccess: () => notify.success(done) });
  return { send, busy: step.isPending, error: step.isError ? failureMessage(step.error) : null };
}

function StepBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function PhotosStep({ replacing }: { replacing: boolean }) {
  const [front, setFront] = useState<string | null>(null);
  const [back, setBack] = useState<string | null>(null);
  const step = useStep(messages.openingPhotosSaved);
  const submit = () => {
    const body = { frontKey: front ?? '', backKey: back ?? '' };
    step.send({ step: 'photoUpload', body });
  };
  return (
    <StepBox title={replacing ? '重新上传证件照片' : '上传证件照片'}>
      <Text color="gray.600" fontSize="sm">
        请上传本人身份证的正反面照片，仅用于银行开户审核。
      </Text>
      <Flex gap="6" wrap="wrap">
        <PhotoPicker label="身份证正面" error={null} onUploaded={(p) => setFront(p?.key ?? null)} />
        <PhotoPicker label="身份证反面" error={null} onUploaded={(p) => setBack(p?.key ?? null)} />
      </Flex>
      <ErrorLine error={step.error} />
      <Button colorPalette="brand" alignSelf="flex-start" loading={step.busy} onClick={submit}>
        {replacing ? '保存照片' : '提交照片'}
      </Button>
    </StepBox>
  );
}

function OpenStep() {
  const step = useStep(messages.accountOpened);
  return (
    <StepBox title="开立账户">
      <Text color="gray.600" fontSize="sm">
        银行将以您实名认证的姓名开立保证金交易资金账户。
      </Text>
      <ErrorLine error={step.error} />
      <Button colorPalette="brand" alignSelf="flex-start" loading={step.busy} onClick={() => step.send({ step: 'openAccount' })}>
        开立账户
      </Button>
    </StepBox>
  );
}

function TieCardStep({ again }: { again: boolean }) {
  const banks = useQuery(banksQuery());
  const [body, setBody] = useState({ bankCode: '', cardNo: '', phone: '' });
  const step = useStep(messages.bankCodeSent);
  const field = (name: 'cardNo' | 'phone') => ({
    value: body[name],
    onChange: (e: { target: { value: string } }) => setBody((b) => ({ ...b, [name]: e.target.value })),
  });
  return (
    <StepBox title={again ? '换一张银行卡' : '绑定银行卡'}>
      <Text color="gray.600" fontSize="sm">
        绑定一张本人名下的银行卡，银行将向该卡的预留手机号发送验证码。
      </Text>
      <Field.Root required>
        <Field.Label>开户银行</Field.Label>
        <NativeSelect.Root maxW="sm">
          <NativeSelect.Field value={body.bankCode} onChange={(e) => setBody((b) => ({ ...b, bankCode: e.target.value }))}>
            <option value="">请选择开户银行</option>
            {(banks.data ?? []).map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label>银行卡号</Field.Label>
        <Input {...field('cardNo')} inputMode="numeric" maxLength={23} maxW="sm" autoComplete="cc-number" />
      </Field.Root>
      <Field.Root required>
        <Field.Label>银行预留手机号</Field.Label>
        <Input {...field('phone')} type="tel" maxLength={16} maxW="sm" autoComplete="tel" />
      </Field.Root>
      <ErrorLine error={step.error} />
      <Button colorPalette="brand" alignSelf="flex-start" loading={step.busy} onClick={() => step.send({ step: 'tieCard', body })}>
        发送验证码
      </Button>
    </StepBox>
  );
}

function ConfirmCardStep({ detail }: { detail: AccountOpeningDetail }) {
  const [code, setCode] = useState('');
  const step = useStep(messages.bankCardConfirmed);
  const card = detail.opening!.card!;
  return (
    <StepBox title="验证银行卡">
      <Text color="gray.600" fontSize="sm">
        验证码已发送至 {card.bankName} {card.cardNo} 的预留手机 {card.phone}，10分钟内有效。
      </Text>
      {detail.provider.development && (
        <Text color="orange.700" fontSize="sm">
          开发环境不会真正发送短信：验证码见短信发件箱（/api/dev/sms-outbox?phone=预留手机号）。
        </Text>
      )}
      <Field.Root required>
        <Field.Label>银行验证码</Field.Label>
        <Input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" maxLength={6} maxW="12em" autoComplete="one-time-code" />
      </Field.Root>
      <ErrorLine error={step.error} />
      <Button colorPalette="brand" alignSelf="flex-start" loading={step.busy} onClick={() => step.send({ step: 'tieCardConfirmed', body: { code } })}>
        确认验证
      </Button>
    </StepBox>
  );
}

function SignStep() {
  const step = useStep(messages.contractSigned);
  return (
    <StepBox title="签署开户协议">
      <Text color="gray.600" fontSize="sm">
        签署《保证金交易资金账户协议》后，账户即可用于保证金交易的资金往来。
      </Text>
      <ErrorLine error={step.error} />
      <Button colorPalette="brand" alignSelf="flex-start" loading={step.busy} onClick={() => step.send({ step: 'signContract' })}>
        同意并签署
      </Button>
    </StepBox>
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
  const detail = useQuery(openingQuery());
  if (detail.isPending) return <Text color="gray.600">加载中…</Text>;
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
