import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { MemberSettingName } from '../../api/contracts/security';
import { messages } from '../../api/contracts/messages';
import { memberSettingsQueryOptions } from '../../api/security/get-settings';
import { useSwitchSetting } from '../../api/security/switch-setting';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { notify } from '../shared/toaster';
import { Loading } from '../shared/loading';

const settingTexts: Record<MemberSettingName, { label: string; hint: string }> = {
  tradeAmount: { label: '交易金额公开', hint: '其他会员在您的交易主页上能看到您的累计成交金额。' },
  creditDisclosure: { label: '信用额度公开', hint: '其他会员在您的交易主页上能看到您的信用额度。' },
};

/** The two privacy settings (交易金额公开, 信用额度公开): each box is one call, saved when it is clicked. */
export function PrivacySettings() {
  const settings = useQuery(memberSettingsQueryOptions());
  const mutation = useSwitchSetting();
  if (settings.isPending) return <Loading />;
  if (settings.isError) return <ErrorLine error={settings.error.message} />;
  return (
    <Stack gap="3" aria-label="隐私设置">
      {(Object.keys(settingTexts) as MemberSettingName[]).map((name) => (
        <Stack key={name} gap="0">
          <Checkbox.Root
            size="sm"
            checked={settings.data[name]}
            disabled={mutation.isPending}
            onCheckedChange={(e) => mutation.mutate({ name, open: e.checked === true }, { onSuccess: () => notify.success(messages.settingSaved) })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{settingTexts[name].label}</Checkbox.Label>
          </Checkbox.Root>
          <Text color="gray.600" fontSize="sm" ml="6">
            {settingTexts[name].hint}
          </Text>
        </Stack>
      ))}
      <ErrorLine error={mutation.isError ? failureMessage(mutation.error) : null} />
    </Stack>
  );
}
