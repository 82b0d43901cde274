import {
  complaintDecideRequest,
  complaintDetailSchema,
  complaintItemSchema,
  complaintOrdersQuery,
  complaintOrdersSchema,
  complaintPageQuery,
  complaintParams,
  complaintPublishRequest,
  complaintWithdrawRequest,
  myComplaintSchema,
  publicComplaintPageQuery,
  punishmentDetailQuery,
  punishmentIssueRequest,
  punishmentItemSchema,
  punishmentPageQuery,
  punishmentRevokeRequest,
  staffComplaintSchema,
} from '../../../src/api/contracts/complaints';
import { pageSchema } from '../../../src/api/contracts/trade';
import type { AppContext } from '../context';
import { decideComplaint, publishComplaint, withdrawComplaint } from '../domain/complaints/complaints';
import {
  complaintDetail,
  myComplaints,
  ordersWith,
  publicComplaints,
  readerOf,
  staffComplaint,
  staffComplaints,
  type MyComplaintList,
} from '../domain/complaints/views';
import { issueDirectly, revokePunishment } from '../domain/punishments/punishments';
import { punishmentDetail, punishmentPage } from '../domain/punishments/views';
import { ok } from '../http/envelope';
import { optionalMember } from '../http/member';
import { answer, gated, memberOf, type Api } from '../http/route-schemas';

/**
 * Complaints and punishments (spec section 7, "Content"; issue 15): the member's complaint (leaveMessage) and its
 * withdrawal, the public 投诉专栏 and 处罚公示, the member's own lists, and platform staff's queue, decision,
 * punishments and revocations under /api/operator (not in the spec: staff's own calls, as for cash-outs).
 */
export function complaintRoutes(app: Api, ctx: AppContext): void {
  const { db, clock } = ctx;
  const punishments = answer(pageSchema(punishmentItemSchema));
  const punishment = answer(punishmentItemSchema);

  // Public: a member reading them also sees what is theirs (the photos of their own complaints, their own name).
  app.get('/api/anon/complaint/list', { schema: { querystring: publicComplaintPageQuery, response: answer(pageSchema(complaintItemSchema)) } }, async (request) =>
    ok(await publicComplaints(db, request.query, readerOf(await optionalMember(ctx, request)))),
  );
  app.get('/api/anon/complaint/detail/:id', { schema: { params: complaintParams, response: answer(complaintDetailSchema) } }, async (request) =>
    ok(await complaintDetail(db, clock(), request.params.id, readerOf(await optionalMember(ctx, request)))),
  );

  // 处罚公示: public although under /api/user; a member reading it sees which are theirs.
  app.get('/api/user/punish/notice/page', { schema: { querystring: punishmentPageQuery, response: punishments } }, async (request) => {
    const reader = await optionalMember(ctx, request);
    return ok(await punishmentPage(db, clock(), request.query, reader?.id ?? null));
  });
  app.get('/api/user/punish/detail', { schema: { querystring: punishmentDetailQuery, response: punishment } }, async (request) => {
    const reader = await optionalMember(ctx, request);
    return ok(await punishmentDetail(db, clock(), request.query.punishId, reader?.id ?? null));
  });

  gated(app, ctx, 'member', (member) => {
    const detail = { response: answer(complaintDetailSchema) };
    member.post('/api/leaveMessage/complaint/publish', { schema: { body: complaintPublishRequest, ...detail } }, async (request) => {
      const me = memberOf(request);
      const id = await publishComplaint(db, clock, me, request.body);
      return ok(await complaintDetail(db, clock(), id, readerOf(me)), 'complaintPublished');
    });
    member.post('/api/leaveMessage/del', { schema: { body: complaintWithdrawRequest, ...detail } }, async (request) => {
      const me = memberOf(request);
      const { id } = request.body;
      await withdrawComplaint(db, me, id);
      return ok(await complaintDetail(db, clock(), id, readerOf(me)), 'complaintWithdrawn');
    });

    const mine = (path: string, list: MyComplaintList) =>
      member.get(path, { schema: { querystring: complaintPageQuery, response: answer(pageSchema(myComplaintSchema)) } }, async (request) =>
        ok(await myComplaints(db, clock(), memberOf(request), list, request.query)),
      );
    mine('/api/complaint/trade/page', 'trade');
    mine('/api/complaint/user/complaint/page', 'made');
    mine('/api/complaint/user/complained/page', 'against');

    // The complaint form's choice of orders (/complaint/{id}): the member's orders with the member complained about.
    member.get('/api/complaint/orders', { schema: { querystring: complaintOrdersQuery, response: answer(complaintOrdersSchema) } }, async (request) =>
      ok(await ordersWith(db, memberOf(request), request.query.memberId)),
    );

    member.get('/api/user/punish/my/page', { schema: { querystring: punishmentPageQuery, response: punishments } }, async (request) => {
      const me = memberOf(request);
      return ok(await punishmentPage(db, clock(), request.query, me.id, me.id));
    });
  });

  gated(app, ctx, 'staff', (staff) => {
    const complaint = answer(staffComplaintSchema);
    staff.get('/api/operator/complaint/page', { schema: { querystring: complaintPageQuery, response: answer(pageSchema(staffComplaintSchema)) } }, async (request) =>
      ok(await staffComplaints(db, clock(), memberOf(request), request.query)),
    );
    staff.get('/api/operator/complaint/:id', { schema: { params: complaintParams, response: complaint } }, async (request) =>
      ok(await staffComplaint(db, clock(), memberOf(request), request.params.id)),
    );
    staff.post('/api/operator/complaint/decide', { schema: { body: complaintDecideRequest, response: complaint } }, async (request) => {
      const me = memberOf(request);
      await decideComplaint(db, clock, me, request.body);
      return ok(await staffComplaint(db, clock(), me, request.body.id), 'complaintDecided');
    });

    staff.get('/api/operator/punish/page', { schema: { querystring: punishmentPageQuery, response: punishments } }, async (request) =>
      ok(await punishmentPage(db, clock(), request.query, memberOf(request).id)),
    );
    staff.post('/api/operator/punish/issue', { schema: { body: punishmentIssueRequest, response: punishment } }, async (request) => {
      const me = memberOf(request);
      const { userId, userName, ...terms } = request.body;
      const row = await issueDirectly(db, clock, me, { userId, userName }, terms);
      return ok(await punishmentDetail(db, clock(), row.id, me.id), 'punishmentIssued');
    });
    staff.post('/api/operator/punish/revoke', { schema: { body: punishmentRevokeRequest, response: punishment } }, async (request) => {
      const row = await revokePunishment(db, clock, request.body.id);
      return ok(await punishmentDetail(db, clock(), row.id, memberOf(request).id), 'punishmentRevoked');
    });
  });
}
