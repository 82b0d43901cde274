import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFakeServer } from './fake-server';
import { blockTrade, callsTo, fakeTradeApiHandlers, fakeTradeApiState } from './fake-trade-api';
import { renderAppAt } from './render-app';

/** 大宗交易 (/large-transaction): the list, its sell / buy filter, and the application detail dialog of a row. */
const { state: tradeApi } = useFakeServer(fakeTradeApiState, fakeTradeApiHandlers);

const loading = { timeout: 8000 };
const path = '/api/trade/blockTrades/page';

it('opens a row’s application detail with every field of the spec', async () => {
  tradeApi.blockTrades = [blockTrade(1), blockTrade(2, { tradeType: 0, productName: '1981年 T58 辛酉年鸡票', quantity: 12_000, phone: '139****0002', expiryDate: '2027-01-07' })];
  renderAppAt('/large-transaction');
  const table = await screen.findByTestId('block-trades', {}, loading);
  const row = within(table).getByText('1981年 T58 辛酉年鸡票').closest('tr')!;
  // A count from 10,000 is shown in 万 in the list.
  expect(within(row).getByText('1.2万')).toBeInTheDocument();
  await userEvent.click(within(row).getByText('编年邮票'));

  const dialog = await screen.findByRole('dialog', { name: '大宗交易申请详情' });
  const detail = within(dialog).getByTestId('block-trade-detail');
  const pairs = Array.from(detail.children, (el) => el.textContent);
  expect(pairs).toEqual([
    '交易类型', '求购',
    '邮品', '1981年 T58 辛酉年鸡票',
    '类别', '编年邮票',
    '品相', '版票',
    '数量', '12,000',
    '价格区间', '¥48.00 - ¥55.00 / 版',
    '有效期至', '2027-01-07',
    '联系电话', '139****0002登录后查看完整号码',
  ]);
  await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '大宗交易申请详情' })).toBeNull());
});

it('asks a visitor to log in to contact the applicant', async () => {
  tradeApi.blockTrades = [blockTrade(1)];
  renderAppAt('/large-transaction');
  const table = await screen.findByTestId('block-trades', {}, loading);
  await userEvent.click(within(table).getByRole('button', { name: /查看详情/ }));
  const dialog = await screen.findByRole('dialog', { name: '大宗交易申请详情' });
  expect(within(dialog).queryByRole('button', { name: '联系TA' })).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: '登录后联系TA' }));
  expect(await screen.findByRole('dialog', { name: /登录/ }, loading)).toBeInTheDocument();
});

it('filters 全部 / 出售 / 求购 by tradeType', async () => {
  tradeApi.blockTrades = [blockTrade(1)];
  renderAppAt('/large-transaction');
  await screen.findByTestId('block-trades', {}, loading);
  expect(callsTo(tradeApi, path).at(-1)!.query).toEqual({ pageNo: '1', pageSize: '10' });
  await userEvent.click(screen.getByRole('tab', { name: '出售' }));
  await waitFor(() => expect(callsTo(tradeApi, path).at(-1)!.query).toEqual({ tradeType: '1', pageNo: '1', pageSize: '10' }));
  await userEvent.click(screen.getByRole('tab', { name: '求购' }));
  await waitFor(() => expect(callsTo(tradeApi, path).at(-1)!.query).toEqual({ tradeType: '0', pageNo: '1', pageSize: '10' }));
});

it('says when there is none', async () => {
  renderAppAt('/large-transaction');
  expect(await screen.findByText('暂无大宗交易', {}, loading)).toBeInTheDocument();
});
