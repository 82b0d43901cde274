import { complaintDetailQueryOptions } from '../api/complaints/get-complaints';
import { punishmentQueryOptions } from '../api/complaints/get-punishments';
import { staffComplaintQueryOptions } from '../api/complaints/staff-complaint-queries';
import { bulletinSearch, complaintQueueSearch, pagedSearch, personComplaintSearch, punishmentListSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { idPage, noSearch, page, type RoutePage } from './page';

const BulletinPage = lazyComponent(() => import('../features/complaints/bulletin-page').then((m) => m.BulletinPage));
const BulletinDetail = lazyComponent(() => import('../features/complaints/bulletin-detail').then((m) => m.BulletinDetail));
const ComplaintFormPage = lazyComponent(() => import('../features/complaints/complaint-form-page').then((m) => m.ComplaintFormPage));
const PunishmentNoticePage = lazyComponent(() => import('../features/complaints/punishment-pages').then((m) => m.PunishmentNoticePage));
const PunishmentDetailPage = lazyComponent(() => import('../features/complaints/punishment-pages').then((m) => m.PunishmentDetailPage));
const PersonComplaintPage = lazyComponent(() => import('../features/complaints/person-complaint-page').then((m) => m.PersonComplaintPage));
const PersonCommentPage = lazyComponent(() => import('../features/complaints/person-comment-page').then((m) => m.PersonCommentPage));
const StaffComplaintQueue = lazyComponent(() => import('../features/complaints/staff-complaint-queue').then((m) => m.StaffComplaintQueue));
const StaffComplaintReview = lazyComponent(() => import('../features/complaints/staff-complaint-review').then((m) => m.StaffComplaintReview));
const StaffPunishments = lazyComponent(() => import('../features/complaints/staff-punishments').then((m) => m.StaffPunishments));

/**
 * Complaints and punishments (issue 15): 投诉专栏 and its pages, the complaint form, 处罚公示, the member's 投诉与处罚
 * and 我的留言, and platform staff's complaint queue, decision page and punishments (gated as every staff page is, in
 * site-page.tsx).
 */
export const complaintPages: Record<string, RoutePage> = {
  '/bulletin': page(bulletinSearch, () => <BulletinPage />),
  '/bulletin/$id': idPage(noSearch, { render: (id) => <BulletinDetail key={id} id={id} />, firstData: complaintDetailQueryOptions, code: BulletinDetail }),
  '/complaint/$id': idPage(noSearch, { render: (id) => <ComplaintFormPage key={id} memberId={id} /> }),
  '/punishment': page(punishmentListSearch, () => <PunishmentNoticePage />),
  '/punishment/$id': idPage(noSearch, { render: (id) => <PunishmentDetailPage key={id} id={id} />, firstData: punishmentQueryOptions, code: PunishmentDetailPage }),
  '/person/complaint': page(personComplaintSearch, () => <PersonComplaintPage />),
  '/person/comment': page(pagedSearch, () => <PersonCommentPage />),
  '/staff/complaints': page(complaintQueueSearch, () => <StaffComplaintQueue />),
  '/staff/complaints/$id': idPage(noSearch, {
    render: (id) => <StaffComplaintReview key={id} id={id} />,
    firstData: staffComplaintQueryOptions,
    code: StaffComplaintReview,
  }),
  '/staff/punishments': page(punishmentListSearch, () => <StaffPunishments />),
};
