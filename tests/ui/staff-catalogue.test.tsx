import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CatalogueArea, VarietyCard } from '../../src/api/contracts/catalogue';
import { allMessages } from '../../src/api/contracts/all-messages';
import type { ImportPreview, VarietyEditForm } from '../../src/api/contracts/staff-catalogue';
import { useFakeServer } from './fake-server';
import { logIn, renderAppAt } from './render-app';

/**
 * The catalogue kept by staff (issue 25) against a fake server: the menu entry and the list, the editor showing each
 * field's rule of the shared schema with nothing sent until the form is right, a stored variety edited, and the
 * import's preview table with its counts, changes and errors, then apply with the preview's token (and a stale one).
 */
interface Fake {
  posts: Array<{ path: string; body: unknown }>;
  /** Each import call: its step and its text fields (the file itself is checked to be there). */
  uploads: Array<{ path: string; fields: Record<string, string> }>;
  /** The message apply is refused with, if any. */
  refuseApply: string | null;
}
// The first test also waits for the staff pages' code to be transformed, which on a busy machine takes more than 8 s.
const loading = { timeout: 15_000 };
const envelope = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 200, msg, data });

const areas: CatalogueArea[] = [
  { id: 1, name: '编年邮票', varietyCount: 0, years: [], varieties: [] },
  { id: 2, name: '纪特邮票', varietyCount: 0, years: [], varieties: [] },
];
const card: VarietyCard = {
  id: 7,
  code: 'T46',
  name: '1980年 T46 庚申年猴票',
  year: 1980,
  issuedOn: '1980-02-15',
  categoryId: 2,
  categoryName: '纪特邮票',
  imageUrl: null,
  pieceCount: 1,
  faceValue: 8,
  forms: [
    { productId: 7, exterior: '单枚', unit: '枚' },
    { productId: 8, exterior: '四方连', unit: '套' },
  ],
  lastDeal: null,
};
const stored: VarietyEditForm = {
  id: 7,
  code: 'T46',
  name: '1980年 T46 庚申年猴票',
  categoryId: 2,
  year: 1980,
  issuedOn: '1980-02-15',
  pieces: [{ title: '庚申年（金猴）', faceValue: 8 }],
  forms: [
    { exterior: '单枚', unit: '枚' },
    { exterior: '四方连', unit: '套' },
  ],
  imageKey: null,
  imageUrl: null,
  description: '',
  source: '',
  formsInUse: ['单枚'],
};
const preview: ImportPreview = {
  token: 'a'.repeat(64),
  counts: { new: 1, changed: 1, unchanged: 1, error: 1 },
  rows: [
    { line: 2, code: 'T70', name: '1982年 T70 壬戌年狗票', kind: 'unchanged', changes: [], errors: [] },
    { line: 3, code: 'T46', name: '1980年 T46 庚申年猴票', kind: 'changed', changes: [{ field: '来源', before: '', after: '中国邮政' }], errors: [] },
    { line: 4, code: 'T58', name: '1981年 T58 辛酉年鸡票', kind: 'new', changes: [], errors: [] },
    { line: 5, code: 'X1', name: '坏行', kind: 'error', changes: [], errors: [{ field: '发行日期', message: allMessages.varietyDateRule }] },
  ],
};

const { api, state } = useFakeServer(
  (): Fake => ({ posts: [], uploads: [], refuseApply: null }),
  (s) => [
    http.get('*/api/operator/authentication/page', () => envelope({ list: [], total: 0, pageNo: 1, pageSize: 10 })),
    http.get('*/api/anon/product/specialArea', () => envelope(areas)),
    http.get('*/api/anon/product/varieties', ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword');
      const list = !keyword || card.code.includes(keyword) ? [card] : [];
      return envelope({ list, total: list.length, pageNo: 1, pageSize: 10 });
    }),
    http.get('*/api/operator/catalogue/:id', () => envelope(stored)),
    http.post('*/api/operator/catalogue/import/:step', async ({ request, params }) => {
      const form = await request.formData();
      if (form.get('file') === null || typeof form.get('file') === 'string') return HttpResponse.json({ code: 400, msg: allMessages.catalogueImportChooseFile, data: null }, { status: 400 });
      const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>;
      s.uploads.push({ path: `import/${String(params.step)}`, fields });
      if (params.step === 'preview') return envelope(preview);
      if (s.refuseApply) return HttpResponse.json({ code: 409, msg: s.refuseApply, data: null }, { status: 409 });
      return envelope({ created: 1, updated: 1, skipped: 1 }, allMessages.catalogueImportApplied);
    }),
    http.post('*/api/operator/catalogue/:action', async ({ request }) => {
      s.posts.push({ path: new URL(request.url).pathname, body: await request.json() });
      return envelope(stored, allMessages.varietySaved);
    }),
    http.post('*/api/operator/catalogue/:action/:id', async ({ request }) => {
      s.posts.push({ path: new URL(request.url).pathname, body: await request.json() });
      return envelope(stored, allMessages.varietySaved);
    }),
  ],
);

beforeEach(() => logIn(api));

/** Types `text` into the field at once (a paste): typing each key re-checks the whole form, slowly in jsdom. */
async function fill(form: HTMLElement, name: string, text: string) {
  const input = within(form).getByRole('textbox', { name });
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

it('has its entry in the staff menu and lists the varieties with 编辑, 新建品种 and 批量导入', async () => {
  renderAppAt('/staff/catalogue');
  const menu = await screen.findByRole('navigation', { name: '平台管理' }, loading);
  expect(within(menu).getByRole('link', { name: '目录管理' })).toHaveAttribute('aria-current', 'page');
  const table = await screen.findByTestId('staff-catalogue', {}, loading);
  expect(within(table).getByText('1980年 T46 庚申年猴票')).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: '编辑 T46' })).toHaveAttribute('href', '/staff/catalogue/7');
  expect(screen.getByRole('link', { name: '新建品种' })).toHaveAttribute('href', '/staff/catalogue/new');
  expect(screen.getByRole('link', { name: '批量导入' })).toHaveAttribute('href', '/staff/catalogue/import');
});

it('the editor shows each broken field’s rule beside it once 保存 is tried, and sends nothing', async () => {
  renderAppAt('/staff/catalogue/new');
  const form = await screen.findByRole('form', { name: '新建品种' }, loading);
  await userEvent.click(within(form).getByRole('button', { name: '保存' }));
  for (const rule of [allMessages.varietyCodeRule, allMessages.varietyNameRule, allMessages.chooseVarietyCategory, allMessages.catalogueYearInvalid, allMessages.pieceTitleRule, allMessages.varietySourceRule]) {
    expect(await within(form).findByText(rule)).toBeInTheDocument();
  }
  // Each rule goes as its field is put right.
  await fill(form, '志号', 'T58');
  expect(within(form).queryByText(allMessages.varietyCodeRule)).not.toBeInTheDocument();
  expect(state.posts).toEqual([]);
});

it('the editor refuses a date outside the year and a face value finer than half a fen, then sends the form', async () => {
  const { router } = renderAppAt('/staff/catalogue/new');
  const form = await screen.findByRole('form', { name: '新建品种' }, loading);
  const save = within(form).getByRole('button', { name: '保存' });
  await fill(form, '志号', 'T58');
  await fill(form, '名称', '1981年 T58 辛酉年鸡票');
  await waitFor(() => expect(within(form).getByRole('combobox', { name: '专区' })).toHaveTextContent('纪特邮票'));
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: '专区' }), '纪特邮票');
  await fill(form, '年份', '1981');
  await fill(form, '发行日期', '1980-01-05');
  await fill(form, '第1枚图名', '辛酉年（雄鸡）');
  await fill(form, '第1枚面值（分）', '8.3');
  await fill(form, '资料来源', '中国邮政 T58 发行公告');
  await userEvent.click(save);
  expect(await within(form).findByText(allMessages.varietyDateYear)).toBeInTheDocument();
  expect(within(form).getByText(allMessages.faceValueRule)).toBeInTheDocument();
  expect(state.posts).toEqual([]);

  await fill(form, '发行日期', '1981-01-05');
  await fill(form, '第1枚面值（分）', '8');
  await userEvent.click(within(form).getByRole('checkbox', { name: '四方连' }));
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: '四方连的单位' }), '套');
  await userEvent.click(save);
  await waitFor(() => expect(state.posts).toHaveLength(1));
  expect(state.posts[0]).toEqual({
    path: '/api/operator/catalogue/add',
    body: {
      code: 'T58',
      name: '1981年 T58 辛酉年鸡票',
      categoryId: 2,
      year: 1981,
      issuedOn: '1981-01-05',
      pieces: [{ title: '辛酉年（雄鸡）', faceValue: 8 }],
      forms: [
        { exterior: '单枚', unit: '枚' },
        { exterior: '四方连', unit: '套' },
      ],
      imageKey: null,
      description: '',
      source: '中国邮政 T58 发行公告',
    },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/staff/catalogue'));
});

it('edits a stored variety: its forms that offers name cannot be unticked, and the change goes to its edit call', async () => {
  renderAppAt('/staff/catalogue/7');
  const form = await screen.findByRole('form', { name: '编辑品种' }, loading);
  expect(within(form).getByRole('textbox', { name: '志号' })).toHaveValue('T46');
  expect(within(form).getByRole('checkbox', { name: '单枚' })).toBeDisabled();
  expect(within(form).getByText('已有挂牌，不能更改')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: '保存' }));
  expect(await within(form).findByText(allMessages.varietySourceRule)).toBeInTheDocument();
  await fill(form, '资料来源', '中国邮政');
  await userEvent.click(within(form).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(state.posts).toHaveLength(1));
  expect(state.posts[0]).toMatchObject({ path: '/api/operator/catalogue/edit/7', body: { code: 'T46', source: '中国邮政', forms: stored.forms } });
});

it('the import shows the preview by kind with each change and error, then applies it with the preview’s token', async () => {
  renderAppAt('/staff/catalogue/import');
  const file = new File(['code,name\nT46,monkey\n'], 'catalogue.csv', { type: 'text/csv' });
  await userEvent.upload(await screen.findByLabelText('选择导入文件', {}, loading), file);
  const table = await screen.findByTestId('import-preview', {}, loading);
  expect(state.uploads).toEqual([{ path: 'import/preview', fields: {} }]);
  for (const tab of ['全部 4', '新增 1', '修改 1', '不变 1', '错误 1']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
  const rowOf = (code: string) => within(table).getByText(code).closest('tr')!;
  expect(within(rowOf('T46')).getByText('修改')).toBeInTheDocument();
  expect(rowOf('T46')).toHaveTextContent('来源：（空） → 中国邮政');
  expect(rowOf('X1')).toHaveTextContent(`发行日期：${allMessages.varietyDateRule}`);
  expect(within(rowOf('T58')).getByText('新增')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: '错误 1' }));
  const errorsOnly = await screen.findByTestId('import-preview');
  expect(within(errorsOnly).getAllByRole('row')).toHaveLength(2);

  // A stale preview: the refusal is shown in the dialog, nothing is reported done.
  state.refuseApply = allMessages.catalogueImportStale;
  await userEvent.click(screen.getByRole('button', { name: '导入' }));
  const dialog = await screen.findByRole('dialog', { name: '确认导入' }, loading);
  expect(dialog).toHaveTextContent('将新增 1 个、修改 1 个品种；1 行有错误，不会导入。');
  await userEvent.click(within(dialog).getByRole('button', { name: '导入' }));
  expect(await within(dialog).findByText(allMessages.catalogueImportStale)).toBeInTheDocument();

  state.refuseApply = null;
  await userEvent.click(within(dialog).getByRole('button', { name: '导入' }));
  expect(await screen.findByText('已新增 1 个、修改 1 个品种，1 行有错误未导入。', {}, loading)).toHaveAttribute('role', 'status');
  expect(state.uploads.at(-1)).toEqual({ path: 'import/apply', fields: { token: preview.token } });
});
