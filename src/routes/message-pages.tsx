import { messageSearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { page, type RoutePage } from './page';

const MessageCentre = lazyComponent(() => import('../features/inbox/message-centre').then((m) => m.MessageCentre));

/** The personal centre's message pages (spec section 2: message). */
export const messagePages: Record<string, RoutePage> = {
  '/person/message': page(messageSearch, () => <MessageCentre />),
};
