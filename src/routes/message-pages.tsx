import { lazyComponent } from './lazy-component';
import { noSearch, page, type Page } from './page';

const MessageCentre = lazyComponent(() => import('../features/inbox/message-centre').then((m) => m.MessageCentre));

/** The personal centre's message pages (spec section 2: message). */
export const messagePages: Record<string, Page> = {
  '/person/message': page(noSearch, () => <MessageCentre />),
};
