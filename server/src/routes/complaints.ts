import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  complaintDecideRequest,
  complaintOrdersQuery,
  complaintPageQuery,
  complaintParams,
  complaintPublishRequest,
  complaintWithdrawRequest,
  publicComplaintPageQuery,
  punishmentDetailQuery,
  punishmentIssueRequest,
  punishmentPageQuery,
  punishmentRevokeRequest,
} from '../../../src/api/contracts/complaints';
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
import { ok, parse } from '../http/envelope';
import { optionalMember, requireMember, requireStaff } from '../http/member';

/**
 * Complaints and punishments (spec section 7, "Content"; issue 15): the member's complaint (leaveMessage) and its
 * withdrawal, the public 投诉专栏 and 处罚公示, the member's own lists, and platform staff's queue, decision,
 * punishments and revocations under /api/operator (not in the spec: staff's own calls, as for cash-outs).
 */
export function complaintRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, clock } = ctx;

  app.post('/api/leaveMessage/complaint/publish', async (request) => {
    const member = await requireMember(ctx, request);
    const id = await publishComplaint(db, clock, member, parse(complaintPublishRequest, request.body));
    return ok(await complaintDetail(db, clock(), id, readerOf(member)), 'complaintPublished');
  });

  app.post('/api/leaveMessage/del', async (request) => {
    const member = await requireMember(ctx, request);
    const { id } = parse(complaintWithdrawRequest, request.body);
    await withdrawComplaint(db, member, id);
    return ok(await complaintDetail(db, clock(), id, readerOf(member)), 'complaintWithdrawn');
  });

  // Public: a member reading them also sees what is theirs (the photos of their own complaints, their own name).
  app.get('/api/anon/complaint/list', async (request) =>
    ok(await publicComplaints(db, parse(publicComplaintPageQuery, request.query), readerOf(await optionalMember(ctx, request)))),
  );
  app.get('/api/anon/complaint/detail/:id', async (request) =>
    ok(await complaintDetail(db, clock(), parse(complaintParams, request.params).id, readerOf(await optionalMember(ctx, request)))),
  );

  const mine = (list: MyComplaintList) => async (request: FastifyRequest) => {
    const member = await requireMember(ctx, request);
    return ok(await myComplaints(db, clock(), member, list, parse(complaintPageQuery, request.query)));
  };
  app.get('/api/complaint/trade/page', mine('trade'));
  app.get('/api/complaint/user/complaint/page', mine('made'));
  app.get('/api/complaint/user/complained/page', mine('against'));

  // The complaint form's choice of orders (/complaint/{id}): the member's orders with the member complained about.
  app.get('/api/complaint/orders', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await ordersWith(db, member, parse(complaintOrdersQuery, request.query).memberId));
  });

  // 处罚公示: public although under /api/user; a member reading it sees which are theirs.
  app.get('/api/user/punish/notice/page', async (request) => {
    const reader = await optionalMember(ctx, request);
    return ok(await punishmentPage(db, clock(), parse(punishmentPageQuery, request.query), reader?.id ?? null));
  });
  app.get('/api/user/punish/detail', async (request) => {
    const reader = await optionalMember(ctx, request);
    return ok(await punishmentDetail(db, clock(), parse(punishmentDetailQuery, request.query).punishId, reader?.id ?? null));
  });
  app.get('/api/user/punish/my/page', async (request) => {
    const member = await requireMember(ctx, request);
    return ok(await punishmentPage(db, clock(), parse(punishmentPageQuery, request.query), member.id, member.id));
  });

  app.get('/api/operator/complaint/page', async (request) => {
    const staff = await requireStaff(ctx, request);
    return ok(await staffComplaints(db, clock(), staff, parse(complaintPageQuery, request.query)));
  });
  app.get('/api/operator/complaint/:id', async (request) => {
    const staff = await requireStaff(ctx, request);
    return ok(await staffComplaint(db, clock(), staff, parse(complaintParams, request.params).id));
  });
  app.post('/api/operator/complaint/decide', async (request) => {
    const staff = await requireStaff(ctx, request);
    const body = parse(complaintDecideRequest, request.body);
    await decideComplaint(db, clock, staff, body);
    return ok(await staffComplaint(db, clock(), staff, body.id), 'complaintDecided');
  });

  app.get('/api/operator/punish/page', async (request) => {
    const staff = await requireStaff(ctx, request);
    return ok(await punishmentPage(db, clock(), parse(punishmentPageQuery, request.query), staff.id));
  });
  app.post('/api/operator/punish/issue', async (request) => {
    const staff = await requireStaff(ctx, request);
    const { userId, userName, ...terms } = parse(punishmentIssueRequest, request.body);
    const row = await issueDirectly(db, clock, staff, { userId, userName }, terms);
    return ok(await punishmentDetail(db, clock(), row.id, staff.id), 'punishmentIssued');
  });
  app.post('/api/operator/punish/revoke', async (request) => {
    const staff = await requireStaff(ctx, request);
    const row = await revokePunishment(db, clock, parse(punishmentRevokeRequest, request.body).id);
    return ok(await punishmentDetail(db, clock(), row.id, staff.id), 'punishmentRevoked');
  });
}
