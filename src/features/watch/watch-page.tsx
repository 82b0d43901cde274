import { Box, Button, Checkbox, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { conditionGrades } from '../../api/contracts/content-names';
import { messages } from '../../api/contracts/messages';
import { deliveryMethodNames, deliveryMethods, tradeWayNames, tradeWays } from '../../api/contracts/trade-names';
import type { WatchTask } from '../../api/contracts/watch';
import { maxWatchDays, watchSideNames, watchSides, finishedWatchStages, type WatchStage } from '../../api/contracts/watch-names';
import { productSearchQueryOptions } from '../../api/trade/publish';
import { refreshWatch, useAddWatchTask, useDeleteWatchTask, useToggleWatchSwitch, type WatchSwitchName } from '../../api/watch/change-watch-task';
import { watchTasksQueryOptions } from '../../api/watch/get-watch-tasks';
import { ActionDialog, chooseAction, useLifecycleActionActor } from '../lifecycle';
import { ErrorLine } from '../shared/error-line';
import { chinaToday, shiftChinaDay } from '../shared/format';
import { failureMessage } from '../shared/failure-message';
import { typedFen } from '../shared/form-fields';
import { Loading } from '../shared/loading';
import { Pager } from '../shared/pager';
import { notify } from '../shared/toaster';
import { useActionForm } from '../shared/use-action-form';
import { AppLink } from '../site';
import { WatchTerms } from './watch-fields';

/** Today and the last allowed day as the date field reads them (China days). */
const chinaDay = (daysAhead: number) => shiftChinaDay(chinaToday(), daysAhead);
const newAttempt = () => `watch:add:${crypto.randomUUID()}`;
const tap = { minH: '44px' } as const;

/** 添加盯盘: a variety, a side and a limit, a quantity, the grade, how to take, and until when (POST /api/orderWatching/add). */
function AddWatchForm() {
  const [keyword, setKeyword] = useState('');
  const products = useQuery(productSearchQueryOptions(keyword));
  const add = useAddWatchTask();
  const form = useActionForm({
    schema: () => import('../../api/contracts/watch').then((m) => m.watchAddRequest),
    empty: { productId: '', side: 'buy', price: '', quantity: '1', grade: '全品', tradeWay: 'online', deliveryMethod: 'express', endDate: chinaDay(7), looseEdition: false, smsNotice: false, anonymous: false },
    body: (f) => ({ ...f, productId: f.productId ? Number(f.productId) : undefined, price: typedFen(f.price), quantity: Number(f.quantity) }),
    newAttempt,
    send: (body, attempt) => add.mutateAsync({ body, attempt }),
    done: () => notify.success(messages.watchAdded),
  });
  const check = (name: 'looseEdition' | 'smsNotice' | 'anonymous', label: string) => (
    <Checkbox.Root checked={form.fields[name]} onCheckedChange={(e) => form.set({ [name]: e.checked === true })} minH="44px">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
  const select = (name: 'side' | 'grade' | 'tradeWay' | 'deliveryMethod', label: string, options: ReadonlyArray<readonly [string, string]>) => (
    <Field.Root invalid={Boolean(form.errors[name])}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field aria-label={label} {...form.field(name)} minH="44px">
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
      </NativeSelect.Root>
      <Field.ErrorText>{form.errors[name]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form
      aria-label="添加盯盘"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <Stack gap="4" bg="white" p={{ base: '4', md: '5' }} borderRadius="md" borderWidth="1px">
        <Heading as="h2" size="sm">
          添加盯盘
        </Heading>
        <Field.Root required invalid={Boolean(form.errors.productId)}>
          <Field.Label>品种</Field.Label>
          <Input placeholder="输入名称或志号筛选，如 T46" value={keyword} onChange={(e) => setKeyword(e.target.value)} aria-label="筛选品种" />
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="品种" {...form.field('productId')} minH="44px">
              <option value="">请选择品种</option>
              {products.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}（{p.exterior}，{p.unit}）
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <Field.ErrorText>{form.errors.productId}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {select('side', '方向', watchSides.map((s) => [s, s === 'buy' ? `${watchSideNames[s]}（盯出售挂单）` : `${watchSideNames[s]}（盯求购挂单）`] as const))}
          <Field.Root required invalid={Boolean(form.errors.price)}>
            <Field.Label>{form.fields.side === 'buy' ? '最高单价（元）' : '最低单价（元）'}</Field.Label>
            <Input inputMode="decimal" {...form.field('price')} />
            <Field.ErrorText>{form.errors.price}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(form.errors.quantity)}>
            <Field.Label>数量</Field.Label>
            <Input inputMode="numeric" {...form.field('quantity')} />
            <Field.ErrorText>{form.errors.quantity}</Field.ErrorText>
          </Field.Root>
          {select('grade', '最低品相', conditionGrades.map((g) => [g, g] as const))}
          {select('tradeWay', '交易方式', tradeWays.map((w) => [w, tradeWayNames[w]] as const))}
          {select('deliveryMethod', '交收方式', deliveryMethods.map((d) => [d, deliveryMethodNames[d]] as const))}
          <Field.Root required invalid={Boolean(form.errors.endDate)}>
            <Field.Label>截止日期</Field.Label>
            <Input type="date" min={chinaDay(0)} max={chinaDay(maxWatchDays)} {...form.field('endDate')} />
            <Field.HelperText>最长{maxWatchDays}天，到期自动结束</Field.HelperText>
            <Field.ErrorText>{form.errors.endDate}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Flex gap="4" wrap="wrap">
          {check('looseEdition', '接受散票（单枚）')}
          {check('smsNotice', '匹配时短信通知')}
          {check('anonymous', '匿名成交')}
        </Flex>
        <ErrorLine error={form.error} />
        <Box>
          <Button type="submit" colorPalette="brand" loading={form.busy} loadingText="提交中" {...tap}>
            添加盯盘
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

const switchLabels: Record<WatchSwitchName, string> = { looseEdition: '散票', smsNotice: '短信通知', anonymous: '匿名' };

function TaskCard({ task, onStop, onDelete }: { task: WatchTask; onStop: () => void; onDelete: () => void }) {
  const toggle = useToggleWatchSwitch();
  const open = !(finishedWatchStages as readonly WatchStage[]).includes(task.stage);
  return (
    <Stack as="li" gap="2" bg="white" p="4" borderRadius="md" borderWidth="1px" data-testid="watch-task" listStyleType="none">
      <WatchTerms task={task} />
      <Text fontSize="sm">
        匹配 {task.matchCount} 条，待确认 <strong>{task.openMatchCount}</strong> 条
      </Text>
      {open && (
        <Flex gap="2" wrap="wrap" role="group" aria-label="盯盘设置">
          {(Object.keys(switchLabels) as WatchSwitchName[]).map((which) => (
            <Button
              key={which}
              size="sm"
              variant={task[which] ? 'solid' : 'outline'}
              aria-pressed={task[which]}
              loading={toggle.isPending && toggle.variables.id === task.id && toggle.variables.which === which}
              onClick={() => toggle.mutate({ id: task.id, which }, { onError: (e) => notify.warning(failureMessage(e)) })}
              {...tap}
            >
              {switchLabels[which]}：{task[which] ? '开' : '关'}
            </Button>
          ))}
        </Flex>
      )}
      <Flex gap="2" wrap="wrap">
        <Button asChild size="sm" colorPalette="brand" {...tap}>
          <AppLink to="/person/watch/$id" params={{ id: String(task.id) }}>
            {task.openMatchCount > 0 ? '查看匹配并成交' : '详情'}
          </AppLink>
        </Button>
        {open ? (
          <Button size="sm" variant="outline" onClick={onStop} {...tap}>
            停止盯盘
          </Button>
        ) : (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} {...tap}>
            删除
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

/** /person/watch (盯盘, level 4 and up): the add form, and my tasks as cards with their state, switches and actions. */
export function WatchPage() {
  const client = useQueryClient();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const list = useQuery(watchTasksQueryOptions(page));
  const stop = useLifecycleActionActor('watchTask', () => void refreshWatch(client));
  const stopping = useSelector(stop, (s) => (s.matches('idle') ? null : s.context.subject));
  const remove = useDeleteWatchTask();
  const rows = list.data?.list ?? [];
  return (
    <Stack gap="5">
      <Text color="gray.600" fontSize="sm">
        盯住一个品种的限价挂单：符合条件的挂单一发布即通知您（站内信、实时提醒，可选短信），可一键确认成交。仅限精英VIP及以上等级会员使用。
      </Text>
      <AddWatchForm />
      <Stack as="section" aria-label="我的盯盘" gap="3">
        <Heading as="h2" size="sm">
          我的盯盘
        </Heading>
        <ErrorLine error={list.error?.message ?? (remove.isError ? failureMessage(remove.error) : null)} />
        {list.isPending && <Loading />}
        {list.data && rows.length === 0 && <Text color="gray.600">还没有盯盘任务</Text>}
        <Stack as="ul" gap="3" p="0" m="0">
          {rows.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              onStop={() => chooseAction(stop, 'watchTask', task.id, 'watch.stop', 'member')}
              onDelete={() => remove.mutate({ id: task.id }, { onSuccess: () => notify.success(messages.watchDeleted) })}
            />
          ))}
        </Stack>
        {list.data && list.data.total > 0 && <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={list.data.total} onChange={setPage} />}
      </Stack>
      <ActionDialog actor={stop} event="watch.stop" title="停止盯盘" confirmLabel="确定停止" body={() => ({ id: stopping })}>
        <Text>停止后不再匹配新的挂单，已匹配未成交的挂单也不能再确认成交。</Text>
      </ActionDialog>
    </Stack>
  );
}
