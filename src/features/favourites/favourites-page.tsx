import { Badge, Box, Button, Checkbox, Field, Flex, HStack, Input, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { favouriteLimits, subscriptionKindNames } from '../../api/contracts/favourite-names';
import { messages } from '../../api/contracts/messages';
import type { SubscriptionDeal, SubscriptionOffer } from '../../api/contracts/subscriptions';
import { publishTypes } from '../../api/contracts/trade-names';
import {
  favouriteUsersQueryOptions,
  favouriteVarietiesQueryOptions,
  newFavouriteAttempt,
  useCollect,
  useSendToFavourites,
  type CollectInput,
} from '../../api/favourites/favourites';
import { subscriptionDealsQueryOptions, subscriptionOffersQueryOptions, subscriptionsQueryOptions, useSetSubscription } from '../../api/subscriptions/subscriptions';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { FilterTabs } from '../shared/filter-tabs';
import { formatBeans, formatYuan } from '../shared/format';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { notify } from '../shared/toaster';
import { useSearchChange } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink } from '../site';
import { FavouriteRow } from './favourite-row';

/** /person/favorite's query string as its route applied it (search-schemas.ts, favoriteSearch). */
export interface FavouritesSearch {
  /** The tab: none is 收藏品种. */
  tab?: 'user' | 'subscription' | 'blacklist';
  /** 我的订阅's feed: none is the new offers. */
  feed?: 'deals';
}

type Tab = NonNullable<FavouritesSearch['tab']> | 'variety';
const tabs: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'variety', label: '收藏品种' },
  { value: 'user', label: '收藏会员' },
  { value: 'subscription', label: '我的订阅' },
  { value: 'blacklist', label: '黑名单' },
];

/**
 * /person/favorite (我的收藏; spec sections 2 and 4): favourite varieties and members, each with its expiry, 续期, the
 * 自动续期 switch and 删除; a message (站内信) or an SMS to chosen favourite members; my subscriptions with on/off and
 * the new offers and deals of what I follow; and the blacklist beside them (its own panel, handed in). The tab, the
 * feed and the page are the URL's (docs/adr/0031); another tab or feed starts from page 1.
 */
export function FavouritesPage({ search, blacklist }: { search: FavouritesSearch; blacklist: ReactNode }) {
  const change = useSearchChange();
  const tab: Tab = search.tab ?? 'variety';
  return (
    <FilterTabs
      label="我的收藏"
      value={tab}
      tabs={tabs}
      onChange={(next) => change({ tab: next === 'variety' ? undefined : next, feed: undefined, page: undefined })}
    >
      {tab === 'variety' && <FavouriteVarieties />}
      {tab === 'user' && <FavouriteMembers />}
      {tab === 'subscription' && <Subscriptions feed={search.feed} onFeed={(feed) => change({ feed, page: undefined })} />}
      {tab === 'blacklist' && blacklist}
    </FilterTabs>
  );
}

/** A one-field form that collects a variety (志号) or a member (用户名). */
function CollectForm({ label, toInput }: { label: string; toInput: (value: string) => CollectInput }) {
  const collect = useCollect();
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    collect.mutate(toInput(value.trim()), {
      onSuccess: () => {
        setValue('');
        notify.success(messages.favouriteAdded);
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <Flex gap="2" align="end" wrap="wrap">
        <Field.Root flex="1" minW="40">
          <Field.Label>{label}</Field.Label>
          <Input value={value} onChange={(e) => setValue(e.target.value)} maxLength={20} />
        </Field.Root>
        <Button type="submit" minH="11" colorPalette="brand" loading={collect.isPending} disabled={!value.trim()}>
          添加收藏
        </Button>
      </Flex>
      <ErrorLine error={collect.error ? failureMessage(collect.error) : null} />
    </form>
  );
}

function FavouriteVarieties() {
  const list = useQuery(favouriteVarietiesQueryOptions());
  return (
    <Stack gap="4" as="section" aria-label="收藏品种">
      <CollectForm
        label="志号（如 T46）"
        toInput={(code) => ({
          kind: 'variety',
          productCode: code,
          productName: code,
        })}
      />
      {list.isPending && <Loading />}
      <ErrorLine error={list.error?.message} />
      {list.data?.length === 0 && <Text color="gray.600">还没有收藏的品种</Text>}
      <Stack gap="2" role="list" aria-label="收藏的品种">
        {list.data?.map((v) => (
          <FavouriteRow key={v.id} kind="variety" term={v} title={`${v.productCode} ${v.productName}`} />
        ))}
      </Stack>
    </Stack>
  );
}

function FavouriteMembers() {
  const list = useQuery(favouriteUsersQueryOptions());
  const [chosen, setChosen] = useState<number[]>([]);
  const [channel, setChannel] = useState<'message' | 'sms' | null>(null);
  const valid = list.data?.filter((u) => !u.expired) ?? [];
  return (
    <Stack gap="4" as="section" aria-label="收藏会员">
      <CollectForm label="会员用户名" toInput={(userName) => ({ kind: 'user', userName })} />
      <Flex gap="2" wrap="wrap">
        <Button minH="11" variant="outline" disabled={chosen.length === 0} onClick={() => setChannel('message')}>
          发站内信（{chosen.length}）
        </Button>
        <Button minH="11" variant="outline" disabled={chosen.length === 0} onClick={() => setChannel('sms')}>
          发短信（{chosen.length}）
        </Button>
      </Flex>
      {list.isPending && <Loading />}
      <ErrorLine error={list.error?.message} />
      {list.data?.length === 0 && <Text color="gray.600">还没有收藏的会员</Text>}
      <Stack gap="2" role="list" aria-label="收藏的会员">
        {list.data?.map((u) => (
          <FavouriteRow
            key={u.id}
            kind="user"
            term={u}
            title={`${u.userName}（${u.vipName}）`}
            choose={
              <Checkbox.Root
                checked={chosen.includes(u.id)}
                disabled={u.expired}
                onCheckedChange={() => setChosen((c) => (c.includes(u.id) ? c.filter((id) => id !== u.id) : [...c, u.id]))}
                aria-label={`选择 ${u.userName}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
              </Checkbox.Root>
            }
          />
        ))}
      </Stack>
      {channel && (
        <SendDialog
          channel={channel}
          ids={chosen.filter((id) => valid.some((u) => u.id === id))}
          onClose={(sent) => {
            setChannel(null);
            if (sent) setChosen([]);
          }}
        />
      )}
    </Stack>
  );
}

/** 发站内信 / 发短信 to the chosen favourite members: the text, its limit, and (for SMS) the fee per text. */
function SendDialog({ channel, ids, onClose }: { channel: 'message' | 'sms'; ids: number[]; onClose: (sent: boolean) => void }) {
  const sending = useSendToFavourites();
  const [content, setContent] = useState('');
  const [key] = useState(newFavouriteAttempt);
  const max = channel === 'sms' ? favouriteLimits.smsLength : favouriteLimits.messageLength;
  const send = () =>
    sending.mutate(
      { channel, ids, content: content.trim(), idempotencyKey: key },
      {
        onSuccess: (result) => {
          notify.success(
            `${channel === 'sms' ? messages.smsSentToFavourites : messages.favouriteMessageSent}：${result.sent} 人${result.beans > 0 ? `，${formatBeans(result.beans)} 金豆` : ''}`,
          );
          onClose(true);
        },
      },
    );
  return (
    <AppDialog
      open
      size="sm"
      title={channel === 'sms' ? '给收藏会员发短信' : '给收藏会员发站内信'}
      onClose={() => onClose(false)}
      confirm={{ label: '发送', onConfirm: send, busy: sending.isPending }}
    >
      <Stack gap="2">
        <Text fontSize="sm" color="gray.600">
          发送给所选的 {ids.length} 位会员
          {channel === 'sms' ? '，每条短信按平台设置收取金豆' : ''}
          ；已将您拉黑的会员不会收到。
        </Text>
        <Field.Root>
          <Field.Label>内容（最多{max}字）</Field.Label>
          <Textarea value={content} onChange={(e) => setContent(e.target.value)} maxLength={max} rows={4} />
        </Field.Root>
        <ErrorLine error={sending.error ? failureMessage(sending.error) : null} />
      </Stack>
    </AppDialog>
  );
}

const feedTabs: ReadonlyArray<{ value: 'offers' | 'deals'; label: string }> = [
  { value: 'offers', label: '新挂单' },
  { value: 'deals', label: '成交' },
];

function Subscriptions({ feed, onFeed }: { feed: FavouritesSearch['feed']; onFeed: (feed: FavouritesSearch['feed']) => void }) {
  const list = useQuery(subscriptionsQueryOptions());
  const setState = useSetSubscription();
  return (
    <Stack gap="5">
      <Stack gap="3" as="section" aria-label="我的订阅">
        <Text fontSize="sm" color="gray.600">
          订阅的品种或会员有新挂单时，您会收到站内信提醒。在品种页或会员主页点「订阅」即可添加。
        </Text>
        {list.isPending && <Loading />}
        <ErrorLine error={list.error?.message ?? (setState.error ? failureMessage(setState.error) : null)} />
        {list.data?.length === 0 && <Text color="gray.600">还没有订阅</Text>}
        <Stack gap="2" role="list" aria-label="订阅列表">
          {list.data?.map((s) => {
            const name = s.kind === 'variety' ? `${s.productCode} ${s.productName}` : (s.userName ?? '');
            return (
              <Box key={s.id} role="listitem" borderWidth="1px" borderRadius="md" bg="white" px="4" py="3" data-testid="subscription-row">
                <HStack gap="3" wrap="wrap" justify="space-between">
                  <Text>
                    {subscriptionKindNames[s.kind]}：{name}
                  </Text>
                  <Checkbox.Root
                    minH="11"
                    checked={s.enabled}
                    disabled={setState.isPending}
                    onCheckedChange={(e) =>
                      setState.mutate(
                        { byId: true, id: s.id, state: e.checked === true },
                        { onSuccess: (_r, input) => notify.success(input.state ? messages.subscribed : messages.unsubscribed) },
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      接收提醒<VisuallyHidden>：{name}</VisuallyHidden>
                    </Checkbox.Label>
                  </Checkbox.Root>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      </Stack>
      <FilterTabs label="订阅动态" variant="line" size="sm" value={feed ?? 'offers'} tabs={feedTabs} onChange={(next) => onFeed(next === 'offers' ? undefined : next)}>
        {feed === 'deals' ? <DealFeed /> : <OfferFeed />}
      </FilterTabs>
    </Stack>
  );
}

/** What a feed row says of the stamp: 卖/买, the number and name, its form and grade. */
function FeedSubject({ row }: { row: SubscriptionOffer | SubscriptionDeal }) {
  const sell = row.publishType === publishTypes.sell;
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={sell ? 'red' : 'green'}>{sell ? '卖' : '买'}</Badge>
      <Text fontWeight="bold">
        {row.productCode} {row.productName}
      </Text>
      <Text fontSize="sm" color="gray.600">
        {row.exteriorName} · {row.grade}
      </Text>
    </HStack>
  );
}

/** The new offers of what I follow, newest first, each a link to the offer (/trade/{id}); one gone says so. */
function OfferFeed() {
  const { list, rows, page, setPage } = usePagedList(subscriptionOffersQueryOptions);
  return (
    <Stack gap="3" as="section" aria-label="订阅的新挂单">
      {list.isPending && <Loading />}
      <ErrorLine error={list.error?.message} />
      {list.data && rows.length === 0 && <Text color="gray.600">订阅的品种和会员还没有新挂单</Text>}
      <Stack gap="2" role="list" aria-label="新挂单列表">
        {rows.map((o) => (
          <Box key={o.tradeId} role="listitem" borderWidth="1px" borderRadius="md" bg="white" px="4" py="3" data-testid="subscription-offer">
            <Stack gap="1">
              <FeedSubject row={o} />
              <Text fontSize="sm">
                单价 ¥{formatYuan(o.price)}，剩余 {o.lastNum}，{o.publisher}
              </Text>
              <Flex gap="3" wrap="wrap" align="center">
                <Text fontSize="sm" color="gray.600">
                  {o.createTime}
                </Text>
                {o.open ? (
                  <AppLink to="/trade/$id" params={{ id: String(o.tradeId) }} display="inline-flex" alignItems="center" minH="11" fontSize="sm">
                    查看挂单
                  </AppLink>
                ) : (
                  <Badge>已下架或成交</Badge>
                )}
              </Flex>
            </Stack>
          </Box>
        ))}
      </Stack>
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}

/** The deals of what I follow, newest first: what changed hands and at what price, never who. */
function DealFeed() {
  const { list, rows, page, setPage } = usePagedList(subscriptionDealsQueryOptions);
  return (
    <Stack gap="3" as="section" aria-label="订阅的成交">
      {list.isPending && <Loading />}
      <ErrorLine error={list.error?.message} />
      {list.data && rows.length === 0 && <Text color="gray.600">订阅的品种和会员还没有成交</Text>}
      <Stack gap="2" role="list" aria-label="成交列表">
        {rows.map((d, i) => (
          <Box key={`${d.dealTime}:${i}`} role="listitem" borderWidth="1px" borderRadius="md" bg="white" px="4" py="3" data-testid="subscription-deal">
            <Stack gap="1">
              <FeedSubject row={d} />
              <Text fontSize="sm">
                成交价 ¥{formatYuan(d.price)} × {d.quantity}，金额 ¥{formatYuan(d.amount)}
              </Text>
              <Text fontSize="sm" color="gray.600">
                {d.dealTime}
              </Text>
            </Stack>
          </Box>
        ))}
      </Stack>
      {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
    </Stack>
  );
}
