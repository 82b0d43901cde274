import { mutationOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { Subscription, SubscriptionDeal, SubscriptionIdStateRequest, SubscriptionOffer, SubscriptionStateRequest } from '../contracts/subscriptions';
import type { Page } from '../contracts/trade';
import type { PageRequest } from '../trade/market';
import { apiGet, apiPost } from '../client';
import { userKeys } from '../user/keys';
import { walletKeys } from '../wallet/keys';
import { subscriptionKeys } from './keys';

/** Subscriptions (issue 27; spec section 7, "Subscriptions and search"): the member's own. */
export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.list(),
    queryFn: () => apiGet<Subscription[]>('/api/subscription/list'),
  });

/** A page of the new offers of the varieties and traders I follow (product/list), newest first. */
export const subscriptionOffersQueryOptions = (page: PageRequest) =>
  queryOptions({
    queryKey: subscriptionKeys.offers(page),
    queryFn: () => apiGet<Page<SubscriptionOffer>>('/api/subscription/product/list', { ...page }),
  });

/** A page of the deals of the varieties and traders I follow (trade/list), newest first. */
export const subscriptionDealsQueryOptions = (page: PageRequest) =>
  queryOptions({
    queryKey: subscriptionKeys.deals(page),
    queryFn: () => apiGet<Page<SubscriptionDeal>>('/api/subscription/trade/list', { ...page }),
  });

/** Subscribe or unsubscribe a variety or trader (the first subscription may cost beans), or turn one on or off by id. */
export const setSubscriptionMutationOptions = () =>
  mutationOptions({
    mutationKey: ['subscriptions', 'state'],
    mutationFn: (input: SubscriptionStateRequest | ({ byId: true } & SubscriptionIdStateRequest)) =>
      'byId' in input
        ? apiPost<Subscription>('/api/subscription/state/id', {
            id: input.id,
            state: input.state,
          })
        : apiPost<Subscription>('/api/subscription/state', input),
    onSuccess: (_r, _i, _c, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: subscriptionKeys.all() }),
        client.invalidateQueries({ queryKey: walletKeys.all() }),
        client.invalidateQueries({ queryKey: userKeys.wallet() }),
      ]),
  });
export const useSetSubscription = () => useMutation(setSubscriptionMutationOptions());
