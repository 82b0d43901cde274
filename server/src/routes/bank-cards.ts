import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bankCardParams, chineseBanks, collectCardRequest, payCardRequest, type Bank, type BankCard } from '../../../src/api/contracts/cash-out';
import type { AppContext } from '../context';
import { addCard, defaultCard, deleteCard, editCard, listCards, setDefaultCard } from '../domain/bank-cards/cards';
import { ok, parse } from '../http/envelope';
import { requireMember } from '../http/member';

/**
 * 银行卡 (spec section 7, "Profile, addresses and cards"; docs/adr/0027): the logged-in member's own cards only; another
 * member's card id is answered as one that does not exist. Numbers are masked in every answer. /api/sys/banks is the
 * list of banks a card may be of, public like the other system lists.
 */
export function bankCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;
  const idOf = (request: FastifyRequest) => parse(bankCardParams, request.params).id;

  app.get('/api/sys/banks', async () => ok<Bank[]>(chineseBanks.map((b) => ({ ...b }))));

  app.get('/api/user/bank/all', async (request) => {
    const member = await requireMember(ctx, request);
    return ok<BankCard[]>(await listCards(db, member.id, 'collect'));
  });

  app.get('/api/user/bank/allPayBank', async (request) => {
    const member = await requireMember(ctx, request);
    return ok<BankCard[]>(await listCards(db, member.id, 'pay'));
  });

  app.get('/api/user/bank/normal', async (request) => {
    const member = await requireMember(ctx, request);
    return ok<BankCard | null>(await defaultCard(db, member.id));
  });

  app.post('/api/user/bank/add', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parse(collectCardRequest, request.body);
    return ok(await addCard(db, clock, member, 'collect', body), 'cardSaved');
  });

  app.post('/api/user/bank/edit/:id', async (request) => {
    const member = await requireMember(ctx, request);
    const id = idOf(request);
    const body = parse(collectCardRequest, request.body);
    return ok(await editCard(db, member, id, body), 'cardSaved');
  });

  app.post('/api/user/bank/del/:id', async (request) => {
    const member = await requireMember(ctx, request);
    await deleteCard(db, member, idOf(request), 'collect');
    return ok(null, 'cardDeleted');
  });

  app.post('/api/user/bank/setDef/:id', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await setDefaultCard(db, member, idOf(request)), 'defaultCardSet');
  });

  app.post('/api/user/bank/PayAdd', async (request) => {
    const member = await requireMember(ctx, request);
    const body = parse(payCardRequest, request.body);
    return ok(await addCard(db, clock, member, 'pay', body), 'cardSaved');
  });

  app.post('/api/user/bank/PayCardDel/:id', async (request) => {
    const member = await requireMember(ctx, request);
    await deleteCard(db, member, idOf(request), 'pay');
    return ok(null, 'cardDeleted');
  });
}
