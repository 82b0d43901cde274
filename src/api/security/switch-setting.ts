import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { MemberSettingName, MemberSettings, SettingSwitch } from '../contracts/security';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';
import { memberSettingsQueryOptions } from './get-settings';
import { tradeKeys } from '../trade/keys';

export type SettingSwitchInput = SettingSwitch & { name: MemberSettingName };

/** Switches one privacy setting (POST /api/user/setting/tradeAmount or /creditDisclosure); answers both settings. */
export const switchSetting = ({ name, ...input }: SettingSwitchInput) =>
  checkedBody(import('../contracts/security').then((m) => m.settingSwitchRequest), input).then((body) =>
    apiPost<MemberSettings>(`/api/user/setting/${name}`, body),
  );

/** The answer is the settings as stored; trader homepages (mine among them) show more or less from now on. */
export const switchSettingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'setting', 'switch'],
    mutationFn: switchSetting,
    onSuccess: (settings, _input, _result, { client }) => {
      client.setQueryData(memberSettingsQueryOptions().queryKey, settings);
      return client.invalidateQueries({ queryKey: tradeKeys.traderHomepages() });
    },
  });

export const useSwitchSetting = () => useMutation(switchSettingMutationOptions());
