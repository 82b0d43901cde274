import { lazy } from 'react';
import type { MatchVariety } from '../../api/contracts/automatch';
import { MemberPart } from './login-prompt';
import { Panel } from './panel';

// The form itself (its kit, its dialog, its call) comes only for a member: a visitor's page is lighter by it.
const MemberOrderForm = lazy(() => import('./member-order-form').then((m) => ({ default: m.MemberOrderForm })));

/** The order form's card on a variety's page: the form for a member, a visitor asked to log in. */
export function OrderForm({ variety }: { variety: MatchVariety }) {
  return (
    <Panel id="order-form-title" title="委托下单">
      <MemberPart why="登录后即可买入或卖出该品种：委托按价格优先、时间优先自动撮合，以挂单方价格成交。" action="登录后下单">
        <MemberOrderForm variety={variety} />
      </MemberPart>
    </Panel>
  );
}
