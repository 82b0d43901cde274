import { Text } from '@chakra-ui/react';
import type { BlockTradeItem } from '../../api/contracts/block-trades';
import { blockTradeSnapshots } from '../../machines/block-trade.machine';
import { offers } from '../../machines/lifecycle';
import { ActionDialog, type LifecycleActionActor } from '../lifecycle';

/** Whether the member may withdraw it now: the machine's answer, as the server's. */
export const mayWithdraw = (item: BlockTradeItem) => offers(blockTradeSnapshots.resolve(item.stateValue, item.context), 'blockTrade.withdraw', 'member');

/** 撤回申请: the one action machine's dialog for an application (its list and its page). */
export function WithdrawDialog({ actor, id }: { actor: LifecycleActionActor; id: number | null }) {
  return (
    <ActionDialog actor={actor} event="blockTrade.withdraw" title="撤回申请" confirmLabel="确定撤回" danger body={() => ({ id })}>
      <Text>撤回后该申请不再展示，也不能恢复；如需再次发布请重新申请。</Text>
    </ActionDialog>
  );
}
