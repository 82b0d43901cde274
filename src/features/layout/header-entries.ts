import { useQuery } from '@tanstack/react-query';
import type { SysConfig } from '../../api/contracts/system';
import { sysConfigQueryOptions } from '../../api/system/get-sys-config';
import { useBasketDialog } from '../market';
import { agentHome, eliteGate, useSession } from '../session';
import type { SitePath } from '../site';
import { useGate } from './use-gate';

/** A main tab is a page of the site (or the live room, opened in a window of its own), or another site of ours. */
export type MainTab = { label: string; to: SitePath; newWindow?: boolean } | { label: string; href: string };

/**
 * The main tabs (spec section 2, Header): the desktop header's tab row and the phone's menu list them alike. 社区论坛
 * and 评级 are other sites, at the addresses the system settings give (forumUrl, ratingUrl: docs/adr/0036); a site
 * with no address set is not listed, rather than a link to nowhere.
 */
export const mainTabs = (agentPath: SitePath, sites: Pick<SysConfig, 'forumUrl' | 'ratingUrl'> = {}): MainTab[] => [
  { label: '新闻主站', to: '/news/{-$type}' },
  { label: '邮票市场', to: '/poster' },
  { label: '行情聊天室', to: '/quotes', newWindow: true },
  { label: '保证金交易', to: '/bond' },
  ...(sites.forumUrl ? [{ label: '社区论坛', href: sites.forumUrl }] : []),
  ...(sites.ratingUrl ? [{ label: '评级', href: sites.ratingUrl }] : []),
  { label: '代理系统', to: agentPath },
  { label: '产品目录', to: '/products' },
];

/** The main tabs for who is looking, with the outside sites once the system settings have come. */
export function useMainTabs(): MainTab[] {
  const { user } = useSession();
  const { data: config } = useQuery(sysConfigQueryOptions());
  return mainTabs(agentHome(user), config);
}

/** The header's four action buttons (spec section 2), each behind its gate: login, or level 3 and up for elite tools. */
export function useHeaderActions(): Array<{ label: string; primary?: boolean; run: () => void }> {
  const { status, user } = useSession();
  const member = status === 'member' && user !== null;
  const gate = useGate();
  const basket = useBasketDialog();
  return [
    { label: '进入我的邮市', primary: true, run: () => gate(member ? 'allowed' : 'login', '/person') },
    { label: '盯盘', run: () => gate(eliteGate(user), '/person/watch') },
    // Its code comes with the first press: the header is in every page's first JavaScript.
    { label: '一键扫货', run: () => gate(eliteGate(user), () => void import('../watch/sweep-action').then((m) => m.sweepIntoBasket(basket.open))) },
    { label: '扫货篮', run: () => gate(member ? 'allowed' : 'login', basket.open) },
  ];
}
