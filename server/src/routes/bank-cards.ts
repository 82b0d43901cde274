import { z } from 'zod';
import { bankCardParams, bankCardSchema, bankSchema, chineseBanks, collectCardRequest, payCardRequest } from '../../../src/api/contracts/cash-out';
import type { AppContext } from '../context';
import { addCard, defaultCard, deleteCard, editCard, listCards, setDefaultCard } from '../domain/bank-cards/cards';
import { ok } from '../http/envelope';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * 银行卡 (spec section 7, "Profile, addresses and cards"; docs/adr/0027): the logged-in member's own cards only; another
 * member's card id is answered as one that does not exist. Numbers are masked in every answer. /api/sys/banks is the
 * list of banks a card may be of, public like the other system lists.
 */
export function bankCardRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.get('/api/sys/banks', { schema: { response: answer(z.array(bankSchema)) } }, async () => ok(chineseBanks.map((b) => ({ ...b }))));

  gated(app, ctx, 'member', (member) => {
    const cards = { response: answer(z.array(bankCardSchema)) };
    const card = { response: answer(bankCardSchema) };
    const byId = { params: bankCardParams, response: answer(z.null()) };

    member.get('/api/user/bank/all', { schema: cards }, async (request) => ok(await listCards(db, memberOf(request).id, 'collect')));
    member.get('/api/user/bank/allPayBank', { schema: cards }, async (request) => ok(await listCards(db, memberOf(request).id, 'pay')));
    member.get('/api/user/bank/normal', { schema: { response: answer(bankCardSchema.nullable()) } }, async (request) =>
      ok(await defaultCard(db, memberOf(request).id)),
    );

    member.post('/api/user/bank/add', { schema: { body: collectCardRequest, ...card } }, async (request) =>
      ok(await addCard(db, clock, memberOf(request), 'collect', request.body), 'cardSaved'),
    );
    member.post('/api/user/bank/edit/:id', { schema: { params: bankCardParams, body: collectCardRequest, ...card } }, async (request) =>
      ok(await editCard(db, memberOf(request), request.params.id, request.body), 'cardSaved'),
    );
    member.post('/api/user/bank/del/:id', { schema: byId }, async (request) => {
      await deleteCard(db, memberOf(request), request.params.id, 'collect');
      return ok(null, 'cardDeleted');
    });
    member.post('/api/user/bank/setDef/:id', { schema: { params: bankCardParams, ...card } }, async (request) =>
      ok(await setDefaultCard(db, memberOf(request), request.params.id), 'defaultCardSet'),
    );

    member.post('/api/user/bank/PayAdd', { schema: { body: payCardRequest, ...card } }, async (request) =>
      ok(await addCard(db, clock, memberOf(request), 'pay', request.body), 'cardSaved'),
    );
    member.post('/api/user/bank/PayCardDel/:id', { schema: byId }, async (request) => {
      await deleteCard(db, memberOf(request), request.params.id, 'pay');
      return ok(null, 'cardDeleted');
    });
  });
}
