import { useBasketDialog } from '../market';
import { eliteGate, useSession } from '../session';
import type { SitePath } from '../site';
import { useGate } from './use-gate';

/** A main tab is a page of the site (or the live room, opened in a window of its own), or another site of ours. */
export type MainTab = { label: string; to: SitePath; newWindow?: boolean } | { label: string; href: string };

/** The main tabs (spec section 2, Header): the desktop header's tab row and the phone's menu list them alike. */
export const mainTabs = (agentPath: SitePath): MainTab[] => [
  { label: '新闻主站', to: '/news/{-$type}' },
  { label: '邮票市场', to: '/poster' },
  { label: '行情聊天室', to: '/quotes', newWindow: true },
  { label: '保证金交易', to: '/bond' },
  { label: '社区论坛', href: 'https://bbs.youshi.example/' },
  { label: '评级', href: 'https://rating.youshi.example/' },
  { label: '代理系统', to: agentPath },
  { label: '产品目录', to: '/products' },
];

/** The header's four action buttons (spec section 2), each behind its gate: login, or level 3 and up for elite tools. */
export function useHeaderActions(): Array<{ label: string; primary?: boolean; run: () => void }> {
  const { status, user } = useSession();
  const member = status === 'member' && user !== null;
  const gate = useGate();
  const basket = useBasketDialog();
  return [
    { label: '进入我的邮市', primary: true, run: () => gate(member ? 'allowed' : 'login', '/person') },
    { label: '盯盘', run: () => gate(eliteGate(user), '/person/watch') },
    { label: '一键扫货', run: () => gate(eliteGate(user), '/trade') },
    { label: '扫货篮', run: () => gate(member ? 'allowed' : 'login', basket.open) },
  ];
}
