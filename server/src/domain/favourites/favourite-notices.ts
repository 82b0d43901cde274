import type { FavouriteKind } from '../../../../src/api/contracts/favourite-names';

/** The inbox notices of favourites and subscriptions (issue 27): their titles and texts, written with the change (docs/adr/0013). */
const what = (kind: FavouriteKind, subject: string) => (kind === 'variety' ? `收藏的品种「${subject}」` : `收藏的会员「${subject}」`);

export const favouriteNotices = {
  /** A message a member sent to favourite members (user/sendBatch/message). */
  memberMessage: (senderName: string, content: string) => ({
    title: `会员「${senderName}」给您发来消息`,
    content,
  }),
  /** The due job renewed a favourite automatically. */
  renewed: (kind: FavouriteKind, subject: string) => ({
    title: '收藏已自动续期',
    content: `您${what(kind, subject)}已到期，已按自动续期为您续期一个周期。可在「个人中心 › 我的收藏」中关闭自动续期。`,
  }),
  /** The due job could not pay an automatic renewal: the favourite lapsed. */
  lapsed: (kind: FavouriteKind, subject: string) => ({
    title: '收藏自动续期失败',
    content: `您${what(kind, subject)}已到期，因金豆不足未能自动续期，收藏已过期，自动续期已关闭。充值金豆后可在「个人中心 › 我的收藏」中手动续期。`,
  }),
};
