import { Stack, Text } from '@chakra-ui/react';
import { lazy } from 'react';
import { MemberPart } from './login-prompt';
import { Panel } from './panel';
import { VarietyList } from './variety-list';
import { VarietyPicker } from './variety-picker';

// The member's lists (改价 and 撤单 run the lifecycle action machine, with zod): a chunk a visitor never loads.
const MyMatchLists = lazy(() => import('./my-match-lists').then((m) => ({ default: m.MyMatchLists })));

/**
 * /auto-match (自动撮合, spec section 2): the varieties with a live book, each to its book and order form; any other
 * variety through the picker; and the member's own orders and fills (a visitor is asked to log in there).
 */
export function AutoMatchPage({ tab }: { tab: 'orders' | 'fills' }) {
  return (
    <Stack gap="4">
      <Text color="gray.600" fontSize="sm">
        买卖双方按限价委托，平台按价格优先、时间优先自动撮合，以挂单方价格成交；每笔成交生成担保订单，按订单发货收货。
      </Text>
      <Panel id="varieties-title" title="撮合品种">
        <VarietyList />
        <VarietyPicker />
      </Panel>
      <Panel id="mine-title" title="我的委托与成交">
        <MemberPart why="登录后可查看并管理您的委托（改价、撤单）和成交记录。" action="登录后查看">
          <MyMatchLists tab={tab} />
        </MemberPart>
      </Panel>
    </Stack>
  );
}
