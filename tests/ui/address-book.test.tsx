import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Address, AddressRequest } from '../../src/api/contracts/addresses';
import { messages } from '../../src/api/contracts/messages';
import type { AreaNode } from '../../src/api/contracts/system';
import { AddressBook } from '../../src/features/addresses';
import { toaster } from '../../src/features/shared/toast-list';
import { useFakeServer } from './fake-server';
import { renderWithProviders } from './render';

/**
 * 收货地址: the address book and its Add-address form (spec sections 2 and 5). The form refuses what the contract
 * refuses, with its Chinese message beside the field and nothing sent; a good form posts the body with an SMS code
 * sent (after the slider captcha) to the member's own phone; 编辑 opens the form filled in; 删除 asks first.
 */
interface FakeAddresses {
  addresses: Address[];
  /** Every POST to /api/receiving/* and /api/login/sendCode: its path and body. */
  posts: { path: string; body: unknown }[];
}

const tree: AreaNode[] = [
  {
    id: '32',
    areaName: '江苏省',
    firstLetter: 'J',
    child: [
      {
        id: '3201',
        areaName: '南京市',
        firstLetter: 'N',
        child: [
          { id: '320102', areaName: '玄武区', firstLetter: 'X' },
          { id: '320104', areaName: '秦淮区', firstLetter: 'Q' },
        ],
      },
    ],
  },
  { id: '31', areaName: '上海市', firstLetter: 'S', child: [{ id: '3101', areaName: '市辖区', firstLetter: 'S', child: [{ id: '310104', areaName: '徐汇区', firstLetter: 'X' }] }] },
];

const saved: Address = {
  id: 7,
  trueName: '周建国',
  phone: '13912345678',
  province: '江苏省',
  city: '南京市',
  county: '玄武区',
  address: '中山路18号',
  defaultAddress: true,
  addressArr: ['32', '3201', '320102'],
};

const envelope = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });

function fakeAddressHandlers(state: FakeAddresses) {
  const record = async (request: Request) => {
    const body: unknown = await request.json();
    state.posts.push({ path: new URL(request.url).pathname, body });
    return body;
  };
  return [
    http.get('*/api/areas/tree', () => envelope(tree)),
    http.get('*/api/user/info', () => envelope({ id: 5, userName: '老周邮票', phone: '13800000005' })),
    http.get('*/api/receiving/all', () => envelope(state.addresses)),
    http.post('*/api/login/sendCode', async ({ request }) => {
      await record(request);
      return envelope(null);
    }),
    http.post('*/api/receiving/add', async ({ request }) => {
      const body = (await record(request)) as AddressRequest;
      const address = { ...saved, id: 8, trueName: body.trueName, defaultAddress: state.addresses.length === 0 };
      state.addresses = [...state.addresses, address];
      return envelope(address);
    }),
    http.post('*/api/receiving/edit/:id', async ({ request }) => {
      await record(request);
      return envelope(saved);
    }),
    http.post('*/api/receiving/del/:id', async ({ request, params }) => {
      await record(request);
      state.addresses = state.addresses.filter((a) => a.id !== Number(params.id));
      return envelope(null);
    }),
    http.post('*/api/receiving/setDef/:id', async ({ request }) => {
      await record(request);
      return envelope(saved);
    }),
  ];
}

const { state, server } = useFakeServer((): FakeAddresses => ({ addresses: [], posts: [] }), fakeAddressHandlers);
afterEach(() => toaster.remove());

const loading = { timeout: 8000 };
const user = () => userEvent.setup();

it('refuses each broken rule in Chinese beside its field, then posts a good form with the code sent to the member’s phone', async () => {
  const u = user();
  renderWithProviders(<AddressBook />);
  expect(await screen.findByText('您还没有收货地址。新增一个吧：卖家按您的默认地址发货。', {}, loading)).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: '新增收货地址' }));
  const dialog = within(await screen.findByRole('dialog', { name: '新增收货地址' }, loading));
  const save = () => u.click(dialog.getByRole('button', { name: '保存' }));
  const refusedWith = async (message: string) => {
    await save();
    expect(await dialog.findByText(message)).toBeInTheDocument();
  };

  await refusedWith(messages.fillReceiver);
  await u.type(dialog.getByLabelText('收货人'), '张三');
  await refusedWith(messages.receiverLength);
  await u.clear(dialog.getByLabelText('收货人'));
  await u.type(dialog.getByLabelText('收货人'), '周建国');
  await refusedWith(messages.fillPhone);
  await u.type(dialog.getByLabelText('手机号码'), '1391234567');
  await refusedWith(messages.phoneFormatWrong);
  await u.type(dialog.getByLabelText('手机号码'), '8');
  await refusedWith(messages.chooseDeliveryAddress);
  // The city list follows the province, the county list the city.
  await u.selectOptions(await dialog.findByRole('combobox', { name: '省份' }), '江苏省');
  await u.selectOptions(dialog.getByRole('combobox', { name: '城市' }), '南京市');
  await refusedWith(messages.chooseDeliveryAddress);
  expect(within(dialog.getByRole('combobox', { name: '区县' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['请选择区县', '玄武区', '秦淮区']);
  await u.selectOptions(dialog.getByRole('combobox', { name: '区县' }), '玄武区');
  await refusedWith(messages.fillContactAddress);
  await u.type(dialog.getByLabelText('详细地址'), '中山路18号');
  await refusedWith(messages.fillCode);
  expect(state.posts).toEqual([]);

  // The code: the member's bound phone (shown, not typed), the slider first, then the 59 s countdown.
  await waitFor(() => expect(dialog.getByLabelText('手机号', { exact: true })).toHaveValue('13800000005'), loading);
  expect(dialog.getByLabelText('手机号', { exact: true })).toHaveAttribute('readonly');
  const slider = await dialog.findByRole('slider', { name: '拖动滑块完成验证' }, loading);
  slider.focus();
  await u.keyboard('{End}');
  expect(await dialog.findByText('59秒后重发', {}, loading)).toBeInTheDocument();
  expect(state.posts).toEqual([{ path: '/api/login/sendCode', body: expect.objectContaining({ phone: '13800000005', type: 'address' }) }]);
  await u.type(dialog.getByLabelText('验证码'), '123456');
  await u.click(dialog.getByText('设为默认地址'));
  await save();

  await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增收货地址' })).toBeNull(), loading);
  expect(state.posts.at(-1)).toEqual({
    path: '/api/receiving/add',
    body: { trueName: '周建国', phone: '13912345678', addressArr: ['32', '3201', '320102'], address: '中山路18号', defaultAddress: true, code: '123456' },
  });
  const row = await screen.findByTestId('address', {}, loading);
  expect(within(row).getByText('默认')).toBeInTheDocument();
  expect(within(row).getByText('139****5678')).toBeInTheDocument();
  expect(screen.getByText(messages.addressSaved)).toBeInTheDocument();
});

it('opens the form filled in to edit, and shows the server’s refusal', async () => {
  const u = user();
  state.addresses = [saved];
  server.use(http.post('*/api/receiving/edit/:id', () => HttpResponse.json({ code: 400, msg: messages.codeWrong, data: null }, { status: 400 })));
  renderWithProviders(<AddressBook />);
  await u.click(within(await screen.findByTestId('address', {}, loading)).getByRole('button', { name: '编辑' }));
  const dialog = within(await screen.findByRole('dialog', { name: '编辑收货地址' }, loading));
  expect(dialog.getByLabelText('收货人')).toHaveValue('周建国');
  expect(dialog.getByLabelText('手机号码')).toHaveValue('13912345678');
  await waitFor(() => expect(dialog.getByRole('combobox', { name: '区县' })).toHaveValue('320102'));
  expect(dialog.getByRole('combobox', { name: '省份' })).toHaveValue('32');
  expect(dialog.getByLabelText('详细地址')).toHaveValue('中山路18号');
  // The default stays the default until another address is made it.
  expect(dialog.getByRole('checkbox', { name: '设为默认地址' })).toBeDisabled();
  await u.type(dialog.getByLabelText('验证码'), '654321');
  await u.click(dialog.getByRole('button', { name: '保存' }));
  expect(await dialog.findByText(messages.codeWrong, {}, loading)).toBeInTheDocument();
});

it('makes another address the default, and deletes one only after asking', async () => {
  const u = user();
  state.addresses = [saved, { ...saved, id: 9, trueName: '王晓明', defaultAddress: false }];
  renderWithProviders(<AddressBook />);
  await screen.findAllByTestId('address', {}, loading);
  const rowOf = (name: string) => screen.getAllByTestId('address').find((r) => within(r).queryByText(name))!;
  expect(within(rowOf('周建国')).queryByRole('button', { name: '设为默认' })).toBeNull();
  await u.click(within(rowOf('王晓明')).getByRole('button', { name: '设为默认' }));
  await waitFor(() => expect(state.posts).toEqual([{ path: '/api/receiving/setDef/9', body: {} }]));

  await u.click(within(rowOf('王晓明')).getByRole('button', { name: '删除' }));
  const dialog = within(await screen.findByRole('dialog', { name: '删除收货地址' }, loading));
  expect(dialog.getByText(/王晓明/)).toBeInTheDocument();
  expect(state.posts).toHaveLength(1);
  await u.click(dialog.getByRole('button', { name: '删除' }));
  await waitFor(() => expect(screen.getAllByTestId('address')).toHaveLength(1), loading);
  expect(state.posts.at(-1)).toEqual({ path: '/api/receiving/del/9', body: {} });
});
