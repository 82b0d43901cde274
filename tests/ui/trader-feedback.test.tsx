import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TraderEvaluation } from '../../src/api/contracts/evaluation-names';
import { useFakeServer } from './fake-server';
import { callsTo, fakeTradeApiHandlers, fakeTradeApiState } from './fake-trade-api';
import { renderAppAt } from './render-app';

/** Issue 25: a trader's homepage lets anyone read the evaluations received, not only their counts. */
const { state: tradeApi } = useFakeServer(fakeTradeApiState, fakeTradeApiHandlers);

const loading = { timeout: 8000 };
const evaluation = (id: number, extra: Partial<TraderEvaluation> = {}): TraderEvaluation => ({
  id,
  score: 1,
  comment: '品相与描述一致，包装很仔细',
  evaluator: '老**票',
  evaluatorRole: 'buyer',
  productName: '1980年 T46 庚申年猴票',
  createTime: '2026-11-20 23:30:00',
  ...extra,
});

it('/trade/homepage/{id} lists each evaluation’s grade, text, date and masked evaluator', async () => {
  tradeApi.evaluations = [
    evaluation(2, { score: 0, comment: '有一版边纸略有折痕，包装一般', evaluator: '岭**社', evaluatorRole: 'seller', createTime: '2026-11-21 08:00:00' }),
    evaluation(1),
    evaluation(3, { score: -1, comment: '' }),
  ];
  renderAppAt('/trade/homepage/3');
  const list = await screen.findByTestId('trader-evaluations', {}, loading);
  const [neutral, good, bad] = within(list).getAllByRole('listitem');
  expect(within(neutral!).getByText('中评')).toBeInTheDocument();
  expect(neutral).toHaveTextContent('卖家 岭**社');
  expect(neutral).toHaveTextContent('有一版边纸略有折痕，包装一般');
  expect(neutral).toHaveTextContent('2026-11-21');
  expect(within(good!).getByText('好评')).toBeInTheDocument();
  // 23:30 China time is still the 20th, whatever the browser's zone.
  expect(good).toHaveTextContent('买家 老**票');
  expect(good).toHaveTextContent('2026-11-20');
  expect(within(bad!).getByText('差评')).toBeInTheDocument();
  expect(bad).toHaveTextContent('（未填写评价内容）');
  expect(callsTo(tradeApi, '/api/anon/trade/homepage/3/evaluations').at(-1)!.query).toEqual({ pageNo: '1', pageSize: '10' });
});

it('pages through the evaluations, and says when there are none', async () => {
  tradeApi.evaluations = Array.from({ length: 12 }, (_, i) => evaluation(i + 1));
  renderAppAt('/trade/homepage/3');
  await screen.findByTestId('trader-evaluations', {}, loading);
  expect(screen.getByText('共 12 条')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '下一页' }));
  expect(callsTo(tradeApi, '/api/anon/trade/homepage/3/evaluations').at(-1)!.query).toEqual({ pageNo: '2', pageSize: '10' });
});

it('a member without evaluations shows 暂无评价', async () => {
  renderAppAt('/trade/homepage/3');
  expect(await screen.findByText('暂无评价', {}, loading)).toBeInTheDocument();
});
