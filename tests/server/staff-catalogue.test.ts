import * as XLSX from '@e965/xlsx';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import type { Envelope } from '../../src/api/contracts/envelope';
import { allMessages } from '../../src/api/contracts/all-messages';
import type { ImportApplied, ImportPreview, VarietyEditForm, VarietyRequest } from '../../src/api/contracts/staff-catalogue';
import { importColumns } from '../../src/api/contracts/staff-catalogue';
import { categories, products } from '../../server/src/db/schema';
import { seedProducts, type SeedIssue } from '../../server/src/db/seed-catalogue';
import { buildTestApp, get, login, post, type TestApp } from './helpers';

/**
 * The catalogue kept by staff (issue 25, docs/adr/0037): only staff may read a variety for editing, add, edit and
 * import; each field is refused with its own message; an import's preview says per row 新增 / 修改 / 不变 / 错误 for
 * a CSV and an XLSX file; apply writes exactly the previewed rows, all or none, and refuses a stale preview.
 */
let t: TestApp;
let staff: string;
let member: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await login(t, '平台客服')).token;
  member = (await login(t, '老周邮票')).token;
});
afterAll(() => t.close());

const categoryId = async (name: string) => (await t.db.select().from(categories).where(eq(categories.name, name)))[0]!.id;
const sourceOf = async (code: string) => (await t.db.select().from(products).where(eq(products.code, code)))[0]!.source;
const firstIdOf = async (code: string) => (await t.db.select().from(products).where(eq(products.code, code)).orderBy(asc(products.id)))[0]?.id;

/** A multipart body written by hand, as a browser writes it: the file under `file`, then any text fields. */
async function multipart<T>(url: string, file: { bytes: Buffer; name: string } | null, fields: Record<string, string> = {}, token = staff) {
  const boundary = `----youshi${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { token } : {}) },
  });
  return { ...(response.json() as Envelope<T>), status: response.statusCode };
}

const goodVariety = async (over: Partial<VarietyRequest> = {}): Promise<VarietyRequest> => ({
  code: 'T159',
  name: '1991年 T159 昆虫',
  categoryId: await categoryId('纪特邮票'),
  year: 1991,
  issuedOn: null,
  pieces: [{ title: '昆虫', faceValue: 20 }],
  forms: [{ exterior: '单枚', unit: '套' }],
  imageKey: null,
  description: '',
  source: '测试用例',
  ...over,
});

/** A seed issue as one import row, with some columns changed. */
type Row = Record<(typeof importColumns)[number], string>;
function rowOf(issue: SeedIssue, over: Partial<Row> = {}): Row {
  return {
    志号: issue.code,
    名称: issue.name,
    专区: issue.category,
    年份: String(issue.year),
    发行日期: issue.issuedOn ?? '',
    形态: issue.forms.map(([e, u]) => `${e}/${u}`).join('|'),
    枚数: String(issue.pieces.length),
    图名: issue.pieces.map((p) => p.title).join('|'),
    '面值（分）': issue.pieces.map((p) => (p.faceValue === null ? '?' : String(p.faceValue))).join('|'),
    说明: issue.description,
    来源: '中国邮政邮票目录',
    ...over,
  };
}
/** GB18030 bytes of `text` (Node has no encoder for it): each character's two bytes found by decoding every pair. */
function gb18030(text: string): Buffer {
  const decoder = new TextDecoder('gb18030');
  const bytes = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) if (trail !== 0x7f) bytes.set(decoder.decode(new Uint8Array([lead, trail])), [lead, trail]);
  }
  return Buffer.from([...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : bytes.get(c)!)));
}
const seedIssue = (code: string) => seedProducts.find((p) => p.code === code)!;
const csvOf = (rows: Row[]) =>
  Buffer.from(
    [importColumns.join(','), ...rows.map((r) => importColumns.map((c) => `"${r[c].replace(/"/g, '""')}"`).join(','))].join('\r\n'),
    'utf8',
  );
const preview = (bytes: Buffer, name = 'catalogue.csv') => multipart<ImportPreview>('/api/operator/catalogue/import/preview', { bytes, name });
const apply = (bytes: Buffer, token: string, name = 'catalogue.csv') =>
  multipart<ImportApplied>('/api/operator/catalogue/import/apply', { bytes, name }, { token });

describe('who may keep the catalogue', () => {
  it('refuses a visitor (401) and a member who is not staff (403) on every call, before reading it', async () => {
    const id = (await firstIdOf('T46'))!;
    const body = await goodVariety();
    for (const [token, status] of [
      [undefined, 401],
      [member, 403],
    ] as const) {
      expect((await get(t, `/api/operator/catalogue/${id}`, { token })).status).toBe(status);
      expect((await post(t, '/api/operator/catalogue/add', body, { token })).status).toBe(status);
      expect((await post(t, `/api/operator/catalogue/edit/${id}`, body, { token })).status).toBe(status);
      const file = { bytes: csvOf([rowOf(seedIssue('T46'))]), name: 'a.csv' };
      expect((await multipart('/api/operator/catalogue/import/preview', file, {}, token ?? '')).status).toBe(status);
      expect((await multipart('/api/operator/catalogue/import/apply', file, { token: 'a'.repeat(64) }, token ?? '')).status).toBe(status);
    }
    expect(await firstIdOf('T159')).toBeUndefined();
  });
});

describe('the editor', () => {
  it('refuses each broken field with its own message', async () => {
    const cases: Array<[Partial<VarietyRequest>, string]> = [
      [{ code: '' }, allMessages.varietyCodeRule],
      [{ code: 'T 159' }, allMessages.varietyCodeRule],
      [{ name: '  ' }, allMessages.varietyNameRule],
      [{ categoryId: 0 }, allMessages.chooseVarietyCategory],
      [{ categoryId: 99_999 }, allMessages.varietyCategoryNotFound],
      [{ year: 1800 }, allMessages.catalogueYearInvalid],
      [{ issuedOn: '1991-02-30' }, allMessages.varietyDateRule],
      [{ issuedOn: '1990-05-20' }, allMessages.varietyDateYear],
      [{ pieces: [{ title: '', faceValue: 8 }] }, allMessages.pieceTitleRule],
      [{ pieces: [{ title: '昆虫', faceValue: 8.3 }] }, allMessages.faceValueRule],
      [{ pieces: [{ title: '昆虫', faceValue: -1 }] }, allMessages.faceValueRule],
      [{ pieces: Array.from({ length: 51 }, () => ({ title: '昆虫', faceValue: 8 })) }, allMessages.varietyPiecesRule],
      [{ forms: [] }, allMessages.varietyFormsRule],
      [{ forms: [{ exterior: '单枚', unit: '套' }, { exterior: '单枚', unit: '枚' }] }, allMessages.varietyFormsRule],
      [{ forms: [{ exterior: '整版' as '版票', unit: '套' }] }, allMessages.varietyFormRule],
      [{ description: '说'.repeat(501) }, allMessages.varietyDescriptionRule],
      [{ source: '' }, allMessages.varietySourceRule],
      [{ imageKey: 'AAAAAAAAAAAAAAAAAAAAAAAA.webp' }, allMessages.varietyPictureNotFound],
    ];
    for (const [over, msg] of cases) {
      const reply = await post(t, '/api/operator/catalogue/add', await goodVariety(over), { token: staff });
      expect(reply.msg, JSON.stringify(over).slice(0, 80)).toBe(msg);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    expect(await firstIdOf('T159')).toBeUndefined();
  });

  it('adds a variety with its forms, reads it back, edits it, and shows it in the public catalogue', async () => {
    const added = await post<VarietyEditForm>(
      t,
      '/api/operator/catalogue/add',
      await goodVariety({ code: 'T160', forms: [{ exterior: '单枚', unit: '套' }, { exterior: '四方连', unit: '套' }], issuedOn: '1991-03-20' }),
      { token: staff },
    );
    expect(added).toMatchObject({ status: 200, msg: allMessages.varietySaved });
    expect(added.data).toMatchObject({ code: 'T160', issuedOn: '1991-03-20', forms: [{ exterior: '单枚' }, { exterior: '四方连' }], formsInUse: [] });
    const id = added.data.id;
    expect((await get<VarietyEditForm>(t, `/api/operator/catalogue/${id}`, { token: staff })).data).toEqual(added.data);

    const edited = await post<VarietyEditForm>(
      t,
      `/api/operator/catalogue/edit/${id}`,
      { ...(await goodVariety({ code: 'T160', name: '1991年 T160 改名' })), pieces: [{ title: '一', faceValue: 8 }, { title: '二', faceValue: 1.5 }] },
      { token: staff },
    );
    expect(edited.data).toMatchObject({ id, name: '1991年 T160 改名', forms: [{ exterior: '单枚', unit: '套' }], pieces: [{ title: '一' }, { title: '二', faceValue: 1.5 }] });
    const rows = await t.db.select().from(products).where(eq(products.code, 'T160'));
    expect(rows.map((r) => [r.exterior, r.pieces.map((p) => p.position)])).toEqual([['单枚', ['2-1', '2-2']]]);
    // The pinyin search's columns follow the new name.
    expect(rows[0]).toMatchObject({ namePinyin: expect.stringContaining('gaiming'), nameInitials: expect.stringContaining('gm') });
    // The search index follows the name (search_grams is generated from name and code).
    const found = await get<{ list: Array<{ code: string }> }>(t, `/api/anon/product/varieties?keyword=${encodeURIComponent('改名')}`);
    expect(found.data.list.map((v) => v.code)).toEqual(['T160']);
  });

  it('refuses a number that is taken (409) and a form that offers name (T46 单枚 has the demo’s offers)', async () => {
    expect(await post(t, '/api/operator/catalogue/add', await goodVariety({ code: 'T46' }), { token: staff })).toMatchObject({
      status: 409,
      msg: allMessages.varietyCodeTaken,
    });
    const id = (await firstIdOf('T46'))!;
    const form = (await get<VarietyEditForm>(t, `/api/operator/catalogue/${id}`, { token: staff })).data;
    expect(form.formsInUse).toContain('单枚');
    const { id: _id, imageUrl: _url, formsInUse: _used, ...request } = form;
    const withoutSingle = { ...request, source: '中国邮政', forms: request.forms.filter((f) => f.exterior !== '单枚') };
    expect(await post(t, `/api/operator/catalogue/edit/${id}`, withoutSingle, { token: staff })).toMatchObject({ status: 400, msg: allMessages.varietyFormInUse });
    const otherUnit = { ...request, source: '中国邮政', forms: request.forms.map((f) => (f.exterior === '单枚' ? { ...f, unit: '套' as const } : f)) };
    expect((await post(t, `/api/operator/catalogue/edit/${id}`, otherUnit, { token: staff })).msg).toBe(allMessages.varietyFormInUse);
    expect(await post(t, '/api/operator/catalogue/edit/999999', await goodVariety(), { token: staff })).toMatchObject({ status: 404, msg: allMessages.varietyNotFound });
  });
});

describe('importing a file', () => {
  const brokenRows = (): Row[] => [
    rowOf(seedIssue('T58'), { 志号: 'X1', 发行日期: '1981-13-01' }),
    rowOf(seedIssue('T58'), { 志号: 'X2', 专区: '外国邮票' }),
    rowOf(seedIssue('T58'), { 志号: 'X3', 枚数: '2' }),
    rowOf(seedIssue('T58'), { 志号: 'X1', 来源: '重复' }),
  ];

  it('previews a CSV row by row: 新增, 修改 with old → new, 不变, and 错误 with the column and why', async () => {
    // One variety stored with a source first, so the same row is 不变.
    const t70 = seedIssue('T70');
    const first = await preview(csvOf([rowOf(t70)]));
    expect(first.data.rows[0]).toMatchObject({ kind: 'changed', changes: [{ field: '来源', before: await sourceOf('T70'), after: '中国邮政邮票目录' }] });
    expect((await apply(csvOf([rowOf(t70)]), first.data.token)).data).toEqual({ created: 0, updated: 1, skipped: 0 });

    const file = csvOf([
      rowOf(t70),
      rowOf(seedIssue('T46'), { 说明: '新说明' }),
      rowOf(seedIssue('T58'), { 志号: 'T4600', 名称: '新品种', 图名: '', '面值（分）': '?' }),
      ...brokenRows(),
    ]);
    const reply = await preview(file);
    expect(reply.status).toBe(200);
    expect(reply.data.counts).toEqual({ new: 1, changed: 1, unchanged: 1, error: 4 });
    const byLine = reply.data.rows.map((r) => [r.line, r.code, r.kind]);
    expect(byLine).toEqual([
      [2, 'T70', 'unchanged'],
      [3, 'T46', 'changed'],
      [4, 'T4600', 'new'],
      [5, 'X1', 'error'],
      [6, 'X2', 'error'],
      [7, 'X3', 'error'],
      [8, 'X1', 'error'],
    ]);
    expect(reply.data.rows[1]!.changes).toEqual([
      { field: '说明', before: seedIssue('T46').description, after: '新说明' },
      { field: '来源', before: await sourceOf('T46'), after: '中国邮政邮票目录' },
    ]);
    expect(reply.data.rows.slice(3).map((r) => r.errors)).toEqual([
      [{ field: '发行日期', message: allMessages.varietyDateRule }],
      [{ field: '专区', message: allMessages.varietyCategoryNotFound }],
      [{ field: '图名', message: allMessages.piecesListMismatch }],
      [{ field: '志号', message: allMessages.duplicateCodeInFile }],
    ]);
    // A preview writes nothing.
    expect(await firstIdOf('T4600')).toBeUndefined();
  });

  it('reads the sample file of the docs without an error (docs/catalogue-import-sample.csv)', async () => {
    const reply = await preview(readFileSync(new URL('../../docs/catalogue-import-sample.csv', import.meta.url)));
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.counts.error).toBe(0);
    expect(reply.data.rows.find((r) => r.code === 'J85M')).toMatchObject({ kind: 'new' });
  });

  it('previews an XLSX file the same way, its date cells read as China dates', async () => {
    const t58 = rowOf(seedIssue('T58'));
    const fresh = rowOf(seedIssue('T58'), { 志号: 'T58X', 名称: 'XLSX 新品种' });
    const sheet = XLSX.utils.aoa_to_sheet([
      [...importColumns],
      importColumns.map((c) => (c === '发行日期' ? new Date(Date.UTC(1981, 0, 5)) : t58[c])),
      importColumns.map((c) => (c === '年份' ? 1981 : fresh[c])),
      importColumns.map((c) => (c === '形态' ? '整版/版' : fresh[c]).replace('T58X', 'T58Y')),
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, '目录');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const reply = await preview(bytes, 'catalogue.xlsx');
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.rows.map((r) => [r.code, r.kind])).toEqual([
      ['T58', 'changed'],
      ['T58X', 'new'],
      ['T58Y', 'error'],
    ]);
    expect(reply.data.rows[0]!.changes.map((c) => c.field)).toEqual(['来源']);
    expect(reply.data.rows[2]!.errors).toEqual([{ field: '形态', message: allMessages.varietyFormRule }]);
  });

  it('refuses a file that is not a catalogue: no file, no header, nothing but the header, not text', async () => {
    expect(await multipart('/api/operator/catalogue/import/preview', null, { a: 'b' })).toMatchObject({ status: 400, msg: allMessages.catalogueImportChooseFile });
    expect(await preview(Buffer.from('志号,名称\nT46,猴'))).toMatchObject({ status: 400, msg: allMessages.catalogueImportColumns });
    expect(await preview(csvOf([]))).toMatchObject({ status: 400, msg: allMessages.catalogueImportEmpty });
    expect(await preview(Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x00, 0xdc, 0xff]))).toMatchObject({ status: 400, msg: allMessages.catalogueImportUnreadable });
    expect(await apply(csvOf([rowOf(seedIssue('T46'))]), 'not-a-token')).toMatchObject({ status: 400, msg: allMessages.catalogueImportStale });
  });

  it('reads a GB18030 CSV, as Excel on a Chinese Windows saves it, and refuses bytes that are no text', async () => {
    const text = csvOf([rowOf(seedIssue('T28'), { 志号: 'GB1', 名称: '国标编码' })]).toString('utf8');
    const reply = await preview(gb18030(text));
    expect(reply.status, reply.msg).toBe(200);
    expect(reply.data.rows[0]).toMatchObject({ code: 'GB1', name: '国标编码', kind: 'new' });
    // A GB18030 header followed by UTF-8: neither encoding reads it whole, so it is refused, never read as mojibake.
    expect((await preview(Buffer.concat([gb18030('志号'), Buffer.from(text.slice(2), 'utf8')]))).msg).toBe(allMessages.catalogueImportUnreadable);
  });

  it('applies exactly the previewed rows, and refuses the token once the catalogue or the file changed', async () => {
    const file = csvOf([rowOf(seedIssue('T28'), { 说明: '改过的说明' }), rowOf(seedIssue('T28'), { 志号: 'A1', 名称: '新一' }), ...brokenRows()]);
    const shown = (await preview(file)).data;
    // Another file with the same token: refused.
    expect(await apply(csvOf([rowOf(seedIssue('T28'))]), shown.token)).toMatchObject({ status: 409, msg: allMessages.catalogueImportStale });
    const applied = await apply(file, shown.token);
    expect(applied).toMatchObject({ status: 200, msg: allMessages.catalogueImportApplied, data: { created: 1, updated: 1, skipped: 4 } });
    expect((await t.db.select().from(products).where(eq(products.code, 'T28')))[0]!.description).toBe('改过的说明');
    expect(await firstIdOf('A1')).toBeDefined();
    expect(await firstIdOf('X1')).toBeUndefined();
    // The same token again: the catalogue is not what it was.
    expect(await apply(file, shown.token)).toMatchObject({ status: 409, msg: allMessages.catalogueImportStale });
    // Previewed again, nothing is left to do.
    const again = (await preview(file)).data;
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    expect(await apply(file, again.token)).toMatchObject({ status: 400, msg: allMessages.catalogueImportNothing });
  });

  it('refuses a preview made stale by an edit in between, and writes none of its rows', async () => {
    const file = csvOf([rowOf(seedIssue('T44'), { 说明: '导入的说明' }), rowOf(seedIssue('T44'), { 志号: 'B1', 名称: '新二' })]);
    const shown = (await preview(file)).data;
    expect(shown.counts).toMatchObject({ new: 1, changed: 1 });
    const id = (await firstIdOf('T44'))!;
    const form = (await get<VarietyEditForm>(t, `/api/operator/catalogue/${id}`, { token: staff })).data;
    const { id: _id, imageUrl: _url, formsInUse: _used, ...request } = form;
    expect((await post(t, `/api/operator/catalogue/edit/${id}`, { ...request, source: '编辑' }, { token: staff })).status).toBe(200);
    expect(await apply(file, shown.token)).toMatchObject({ status: 409, msg: allMessages.catalogueImportStale });
    expect(await firstIdOf('B1')).toBeUndefined();
    expect((await t.db.select().from(products).where(eq(products.code, 'T44')))[0]!.description).toBe(seedIssue('T44').description);
  });

  it('writes all rows or none: a failure at the last row leaves the first unwritten', async () => {
    await t.db.execute(sql`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON products FOR EACH ROW WHEN (NEW.code = 'BOOM') EXECUTE FUNCTION refuse_boom()`);
    try {
      const file = csvOf([rowOf(seedIssue('T28'), { 志号: 'C1', 名称: '新三' }), rowOf(seedIssue('T28'), { 志号: 'BOOM', 名称: '新四' })]);
      const shown = (await preview(file)).data;
      expect(shown.counts.new).toBe(2);
      expect((await apply(file, shown.token)).status).toBe(500);
      expect(await firstIdOf('C1')).toBeUndefined();
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_boom ON products`);
      await t.db.execute(sql`DROP FUNCTION refuse_boom()`);
    }
  });
});
