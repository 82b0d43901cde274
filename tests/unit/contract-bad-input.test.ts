import { z } from 'zod';
import * as addresses from '../../src/api/contracts/addresses';
import * as agents from '../../src/api/contracts/agents';
import * as auth from '../../src/api/contracts/auth';
import * as authentication from '../../src/api/contracts/authentication';
import * as cashOut from '../../src/api/contracts/cash-out';
import * as catalogue from '../../src/api/contracts/catalogue';
import * as complaints from '../../src/api/contracts/complaints';
import * as content from '../../src/api/contracts/content';
import * as inbox from '../../src/api/contracts/inbox';
import * as invoices from '../../src/api/contracts/invoices';
import { lifecycleCalls } from '../../src/api/contracts/lifecycle-calls';
import * as home from '../../src/api/contracts/home';
import * as membership from '../../src/api/contracts/membership';
import { messages } from '../../src/api/contracts/messages';
import * as orderAudit from '../../src/api/contracts/order-audit';
import * as payments from '../../src/api/contracts/payments';
import * as profile from '../../src/api/contracts/profile';
import * as relations from '../../src/api/contracts/relations';
import * as security from '../../src/api/contracts/security';
import * as system from '../../src/api/contracts/system';
import * as trade from '../../src/api/contracts/trade';
import * as validation from '../../src/api/contracts/validation';
import * as wallet from '../../src/api/contracts/wallet';
import {
  badNumbers,
  badUrlNumbers,
  fields,
  int32Overflow,
  isIdField,
  isMoneyField,
  loneSurrogate,
  nul,
  sample,
  variants,
  withField,
  type Field,
  type Path,
} from '../contract-walk';

/**
 * Every request contract, generated from the contract modules themselves (docs/adr/0017): each text field refuses a
 * NUL and a lone surrogate with 不能包含无法识别的字符, each id refuses 2147483648, true and 1.5 (and a body's id a
 * string of digits: ids are never coerced), and every other number is bounded. A request contract is found by its
 * name, which says what it is (…Request, …Body, …Query, …Params, …Param; docs/architecture.md): a new one is walked as soon as
 * it is exported. Answer schemas (…Schema, the routes' `response`) and the field schemas requests are built from are
 * not walked on their own: the answers are the server's to write, and each field is walked inside its requests.
 */

/** The values of a URL (path or query string) are strings: these schemas read digits as numbers there. */
const readFromUrl = (name: string) => /(Query|Params|Param)$/.test(name);
/**
 * Requests that read a bad value as "none" on purpose, and why: the rules above do not hold for them (the server's
 * bad-input sweep checks they never answer 5xx).
 */
const lenient: Record<string, string> = {
  'profile.uploadKeyParams': 'a key not of our own form is an unknown upload: not found, never a refused request',
  'system.protocolParams': 'spec section 4: a type without a protocol is data null, and the viewer closes',
};
const isRequest = (name: string) => /(Request|Body|Query|Params|Param)$/.test(name);

interface Contract {
  name: string;
  schema: z.ZodType;
  /** Whether a field's value comes from the URL. */
  url: (path: Path) => boolean;
}

const modules = { addresses, agents, auth, authentication, cashOut, catalogue, complaints, content, home, inbox, invoices, membership, orderAudit, payments, profile, relations, security, system, trade, validation, wallet };
const contracts: Contract[] = [
  ...Object.entries(modules).flatMap(([module, exports]) =>
    Object.entries(exports as Record<string, unknown>).flatMap(([name, value]): Contract[] => {
      if (value instanceof z.ZodType) {
        return isRequest(name) && !(`${module}.${name}` in lenient) ? [{ name: `${module}.${name}`, schema: value, url: () => readFromUrl(name) }] : [];
      }
      // lifecycleBodies: an object of body schemas.
      if (value && typeof value === 'object' && Object.values(value).every((v) => v instanceof z.ZodType)) {
        return Object.entries(value as Record<string, z.ZodType>).map(([key, schema]) => ({ name: `${module}.${name}.${key}`, schema, url: () => false }));
      }
      return [];
    }),
  ),
  // A call's `:param` (editAgentDef/:id) comes from its path, the rest from its body.
  ...lifecycleCalls.map((call) => ({
    name: `lifecycleCalls ${call.path} ${call.event}`,
    schema: call.body as z.ZodType,
    url: (path: Path) => call.path.includes(`/:${String(path[0])}`),
  })),
];

interface Case {
  contract: string;
  variant: number;
  field: Field;
  schema: z.ZodType;
  valid: unknown;
  url: boolean;
}

const cases: Case[] = contracts.flatMap(({ name, schema, url }) =>
  variants(schema).flatMap((variant, i) => {
    const valid = sample(variant);
    return fields(variant).map((field) => ({ contract: name, variant: i, field, schema: variant, valid, url: url(field.path) }));
  }),
);
const label = (c: Case) => `${c.contract}${c.variant ? ` (variant ${c.variant})` : ''} ${c.field.path.join('.') || '(root)'}`;
const texts = cases.filter((c) => c.field.kind === 'text');
const ids = cases.filter((c) => c.field.kind === 'number' && isIdField(c.field.path));
const otherNumbers = cases.filter((c) => c.field.kind === 'number' && !isIdField(c.field.path));

/** The first problem the whole request has with `value` in the field: what the server answers (error-handler.ts). */
function firstIssue(c: Case, value: unknown): string | null {
  const parsed = c.schema.safeParse(withField(c.valid, c.field.path, value));
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

describe('the walk over the request contracts', () => {
  it('finds the contracts and the fields the attack used', () => {
    const found = cases.map(label);
    for (const expected of [
      'auth.loginRequest username',
      'auth.loginRequest password',
      'auth.registerRequest userName',
      'trade.marketRequest keyword',
      'invoices.invoiceTitleRequest email',
      'trade.basketConfirmRequest basketConfirmInfos.0.quantity',
      'trade.basketAddRequest tradeId',
      'trade.lifecycleBodies.evaluate comment',
      'trade.idParams id',
      'agents.agentLinkIdsRequest ids.0',
      'inbox.messageOperateRequest (variant 1) ids.0',
      'lifecycleCalls /api/trade/online/seller/ship order.ship trackingNo',
      'lifecycleCalls /api/user/agent/editAgentDef/:id agent.setDefault id',
    ]) {
      expect(found).toContain(expected);
    }
    expect(texts.length).toBeGreaterThan(40);
    expect(ids.length).toBeGreaterThan(40);
  });

  it('makes a request each contract accepts, to put one bad value into at a time', () => {
    for (const c of cases) expect(c.schema.safeParse(c.valid).success, label(c)).toBe(true);
  });
});

describe('text refuses what PostgreSQL cannot store', () => {
  it.each([
    ['NUL', nul],
    ['a lone surrogate', loneSurrogate],
    ['a low surrogate alone', 'x\udc00'],
    ['a control character', 'a\u001bb'],
  ])('every text field refuses %s with 不能包含无法识别的字符', (_, bad) => {
    const accepted = texts.filter((c) => firstIssue(c, bad) !== messages.unreadableText).map(label);
    expect(accepted).toEqual([]);
  });

  it('still takes tabs, line breaks, emoji and Chinese', () => {
    expect(validation.isReadableText('第一行\n第二行\t😀\r\n')).toBe(true);
    expect(trade.lifecycleBodies.evaluate.parse({ orderId: 1, score: 1, comment: '很好\n😀' }).comment).toBe('很好\n😀');
  });
});

describe('ids are positive int32 and never coerced', () => {
  it.each(badNumbers.map((v) => [JSON.stringify(v), v]))('every id refuses %s', (_, bad) => {
    expect(ids.filter((c) => firstIssue(c, bad) === null).map(label)).toEqual([]);
  });

  it('every id takes 2147483647, the largest int4', () => {
    expect(ids.filter((c) => firstIssue(c, 2_147_483_647) !== null).map(label)).toEqual([]);
  });

  it('an id in a body refuses a string of digits; one in a URL reads it, and only canonical digits', () => {
    expect(ids.filter((c) => !c.url && firstIssue(c, '1') === null).map(label)).toEqual([]);
    const urlIds = ids.filter((c) => c.url);
    expect(urlIds.length).toBeGreaterThan(3);
    expect(urlIds.filter((c) => firstIssue(c, '7') !== null).map(label)).toEqual([]);
    for (const bad of badUrlNumbers) expect(urlIds.filter((c) => firstIssue(c, bad) === null).map(label), bad).toEqual([]);
  });

  it('{"orderId":true} names no order', () => {
    expect(trade.lifecycleBodies.orderOnly.safeParse({ orderId: true }).success).toBe(false);
    expect(trade.orderQuery.safeParse({ orderId: 'true' }).success).toBe(false);
  });
});

describe('every other number is bounded', () => {
  it('refuses 2147483648 (money: more than 100,000,000 yuan), true and 1.5', () => {
    const tooBig = (c: Case) => (isMoneyField(c.field.path) ? trade.maxFen + 1 : int32Overflow);
    expect(otherNumbers.filter((c) => firstIssue(c, tooBig(c)) === null).map(label)).toEqual([]);
    expect(otherNumbers.filter((c) => firstIssue(c, true) === null).map(label)).toEqual([]);
    expect(otherNumbers.filter((c) => firstIssue(c, 1.5) === null).map(label)).toEqual([]);
  });

  it('a quantity above 100,000 gets the field’s own message', () => {
    expect(trade.basketAddRequest.safeParse({ tradeId: 1, quantity: int32Overflow }).error?.issues[0]?.message).toBe(messages.enterConfirmQuantity);
    const confirm = { deliveryMethod: 'express', tradeWay: 'online', basketConfirmInfos: [{ id: 1, quantity: int32Overflow, lastNum: 1, price: 1 }] };
    expect(trade.basketConfirmRequest.safeParse(confirm).error?.issues[0]?.message).toBe(messages.enterConfirmQuantity);
    const publish = { publishType: 1, productId: 1, price: 100, quantity: 100_001, tradeWays: ['online'], deliveryMethods: ['express'] };
    expect(trade.publishRequest.safeParse(publish).error?.issues[0]?.message).toBe(messages.enterQuantity);
  });
});
