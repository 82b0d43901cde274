import { Button, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { favouriteFeeKeys } from '../../api/contracts/favourite-names';
import { messages } from '../../api/contracts/messages';
import type { SubscriptionStateRequest } from '../../api/contracts/subscriptions';
import { favouriteUsersQueryOptions, favouriteVarietiesQueryOptions, useCollect, type CollectInput } from '../../api/favourites/favourites';
import { subscriptionsQueryOptions, useSetSubscription } from '../../api/subscriptions/subscriptions';
import { sysConfigQueryOptions } from '../../api/system/get-sys-config';
import { useLoginDialog } from '../auth';
import { useSession } from '../session';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { formatBeans } from '../shared/format';
import { notify } from '../shared/toaster';
import { AppLink } from '../site';

type FeeKey = (typeof favouriteFeeKeys)[keyof typeof favouriteFeeKeys];

/** A paid feature's price in gold beans as the system config names it now (0: free, or not known yet). */
function useFee(key: FeeKey): number {
  const config = useQuery(sysConfigQueryOptions());
  return config.data?.goldPaymentItem[key] ?? 0;
}

/** A button's words with the price said before paying: 收藏（5 金豆）, or just 收藏 when it is free. */
const withFee = (label: string, beans: number) => (beans > 0 ? `${label}（${formatBeans(beans)} 金豆）` : label);

/** What is followed: a variety by its catalogue number, or a trader by their member id. */
type Target = { kind: 'variety'; productCode: string; productName: string } | { kind: 'trader'; targetId: number; userName: string };

/**
 * 收藏 and 订阅 for a variety (its page) or a trader (their homepage). A member sees 已收藏 (a link to the favourite on
 * /person/favorite, where it is renewed) for one of theirs, and 订阅 / 取消订阅 by their subscription; each paid
 * press says its fee first when the system config names one. A visitor's press opens the login dialog; the member
 * themself sees nothing on their own homepage.
 */
function FollowButtons({ target }: { target: Target }) {
  const { status, user } = useSession();
  const login = useLoginDialog();
  const self = target.kind === 'trader' && user?.id === target.targetId;
  const member = status === 'member' && !self;
  const favourites = useQuery({ ...favouriteVarietiesQueryOptions(), enabled: member && target.kind === 'variety' });
  const favouriteUsers = useQuery({ ...favouriteUsersQueryOptions(), enabled: member && target.kind === 'trader' });
  const subscriptions = useQuery({ ...subscriptionsQueryOptions(), enabled: member });
  const collect = useCollect();
  const subscribe = useSetSubscription();
  const collectFee = useFee(target.kind === 'variety' ? favouriteFeeKeys.variety : favouriteFeeKeys.user);
  const subscriptionFee = useFee(favouriteFeeKeys.subscription);
  if (self || status === 'restoring') return null;

  const collected =
    target.kind === 'variety'
      ? favourites.data?.some((f) => f.productCode === target.productCode)
      : favouriteUsers.data?.some((f) => f.targetId === target.targetId);
  const subscription = subscriptions.data?.find((s) =>
    target.kind === 'variety' ? s.kind === 'variety' && s.productCode === target.productCode : s.kind === 'trader' && s.targetId === target.targetId,
  );
  const subscribed = subscription?.enabled === true;
  // Only the first subscription to something is paid: one turned off is turned on again for free.
  const subscribeLabel = subscribed ? '取消订阅' : withFee('订阅', subscription ? 0 : subscriptionFee);
  const collectLabel = withFee(target.kind === 'variety' ? '收藏' : '收藏会员', collectFee);
  const known = status === 'member' && collected !== undefined && subscriptions.data !== undefined;

  const onCollect = () => {
    if (status !== 'member') return login.open();
    const input: CollectInput =
      target.kind === 'variety'
        ? { kind: 'variety', productCode: target.productCode, productName: target.productName }
        : { kind: 'user', userName: target.userName };
    collect.mutate(input, { onSuccess: () => notify.success(messages.favouriteAdded) });
  };
  const onSubscribe = () => {
    if (status !== 'member') return login.open();
    const state = !subscribed;
    const request: SubscriptionStateRequest =
      target.kind === 'variety'
        ? { kind: 'variety', productCode: target.productCode, productName: target.productName, state }
        : { kind: 'trader', targetId: target.targetId, state };
    subscribe.mutate(request, { onSuccess: () => notify.success(state ? messages.subscribed : messages.unsubscribed) });
  };
  const failed = collect.error ?? subscribe.error;

  return (
    <>
      <HStack gap="3" wrap="wrap" data-testid="follow-buttons">
        {collected ? (
          <AppLink
            to="/person/favorite"
            search={target.kind === 'variety' ? {} : { tab: 'user' }}
            display="inline-flex"
            alignItems="center"
            minH="11"
            px="3"
            borderWidth="1px"
            borderRadius="md"
            fontSize="sm"
          >
            已收藏
          </AppLink>
        ) : (
          <Button size="sm" minH="11" colorPalette="brand" loading={collect.isPending} disabled={status === 'member' && !known} onClick={onCollect}>
            {collectLabel}
          </Button>
        )}
        <Button
          size="sm"
          minH="11"
          variant="outline"
          colorPalette="brand"
          aria-pressed={status === 'member' ? subscribed : undefined}
          loading={subscribe.isPending}
          disabled={status === 'member' && !known}
          onClick={onSubscribe}
        >
          {subscribeLabel}
        </Button>
      </HStack>
      <ErrorLine error={failed ? failureMessage(failed) : null} />
    </>
  );
}

/** 收藏 and 订阅 on a variety's page (/products/details/{id}): the variety by its catalogue number (志号) and name. */
export function VarietyFollowButtons({ code, name }: { code: string; name: string }) {
  return <FollowButtons target={{ kind: 'variety', productCode: code, productName: name }} />;
}

/** 收藏会员 and 订阅 on a trader's homepage (/trade/homepage/{id}). */
export function TraderFollowButtons({ targetId, userName }: { targetId: number; userName: string }) {
  return <FollowButtons target={{ kind: 'trader', targetId, userName }} />;
}
