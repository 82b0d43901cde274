import { Box, Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSaveAgentSettings } from '../../api/agent-delivery/agent-delivery';
import { agentSettingsQueryOptions } from '../../api/agent-delivery/agent-delivery-queries';
import type { AgentSettings } from '../../api/contracts/agent-delivery';
import { agentDeliveryMessages } from '../../api/contracts/agent-delivery-messages';
import { fenToYuanText } from '../../api/contracts/display';
import { isAgent, useSession } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FieldRule, typedFen } from '../shared/form-fields';
import { Loading } from '../shared/loading';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { AppLink, type AgentVariant } from '../site';

const tap = { minH: '44px' } as const;

/**
 * /agents/{variant}/bank (银行账户): on the agent variant, the agent's settings (the fee per order, typed in yuan, and
 * the card fees are paid out to); on the default variant, what the page is for and where to become an agent. A
 * member who is no agent and opens the agent variant sees the server's refusal (agentOnly).
 */
export function AgentBankPage({ variant }: { variant: AgentVariant }) {
  const { user } = useSession();
  if (variant === 'default') {
    return (
      <Stack gap="3" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px">
        <Text>银行账户用于代理人设置代理费和收取代理费的银行卡，仅代理人可以使用。</Text>
        {isAgent(user) ? (
          <AppLink to="/agents/agent/bank" color="brand.fg" minH="11" display="inline-flex" alignItems="center">
            前往代理人的银行账户设置
          </AppLink>
        ) : (
          <AppLink to="/agents/default/apply" color="brand.fg" minH="11" display="inline-flex" alignItems="center">
            申请成为代理人
          </AppLink>
        )}
      </Stack>
    );
  }
  return <SettingsLoader />;
}

function SettingsLoader() {
  const settings = useQuery(agentSettingsQueryOptions());
  if (settings.isPending) return <Loading />;
  if (!settings.data) return <ErrorLine error={failureMessage(settings.error)} />;
  const s = settings.data;
  // Keyed by what is saved: after a save the form starts again from the saved values.
  return <SettingsForm key={`${s.fee}:${s.payoutCardId}`} settings={s} />;
}

/** 0, 0.0 or 0.00 yuan: free (typedFen reads only positive amounts). */
const zeroYuan = /^0+(\.0{1,2})?$/;

/** 代理费 (yuan, 0 to 10,000, two decimals) and 收款银行卡, checked with the contract's agentSettingsRequest. */
function SettingsForm({ settings }: { settings: AgentSettings }) {
  const save = useSaveAgentSettings();
  const form = useActionForm({
    schema: () => import('../../api/contracts/agent-delivery').then((m) => m.agentSettingsRequest),
    empty: { fee: fenToYuanText(settings.fee), payoutCardId: settings.payoutCardId === null ? '' : String(settings.payoutCardId) },
    body: (f) => ({ fee: zeroYuan.test(f.fee.trim()) ? 0 : typedFen(f.fee), payoutCardId: f.payoutCardId === '' ? null : Number(f.payoutCardId) }),
    send: (body) => save.mutateAsync(body),
    done: () => notify.success(agentDeliveryMessages.agentSettingsSaved),
  });
  return (
    <form
      aria-label="代理设置"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px" maxW="xl">
        <Field.Root required invalid={Boolean(form.errors.fee)}>
          <Field.Label>代理费（元/单）</Field.Label>
          <Input inputMode="decimal" {...form.field('fee')} {...tap} />
          <FieldRule error={form.errors.fee} hint="每笔代理订单收取，委托人确认订单时预付；填 0 为免费代理。" />
        </Field.Root>
        <Field.Root invalid={Boolean(form.errors.payoutCardId)}>
          <Field.Label>收款银行卡</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.field('payoutCardId')} {...tap}>
              <option value="">不指定（代理费留在余额）</option>
              {settings.cards.map((card) => (
                <option key={card.id} value={String(card.id)}>
                  {card.bankName} 尾号{card.tail}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <FieldRule error={form.errors.payoutCardId} />
        </Field.Root>
        <Text fontSize="sm" color="gray.600">
          {settings.cards.length === 0 ? '您还没有银行卡。' : '没有合适的银行卡？'}
          <AppLink to="/person/account/withdraw" color="brand.fg">
            在提现页添加银行卡
          </AppLink>
        </Text>
        <ErrorLine error={form.error} />
        <Box>
          <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="保存中" {...tap}>
            保存设置
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
