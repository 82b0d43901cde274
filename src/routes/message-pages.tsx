import { lazy, type ReactNode } from 'react';
import type { PageParams, PageSearch } from './page-types';

// The message centre loads with its first visit.
const MessageCentre = lazy(() => import('../features/inbox/message-centre').then((m) => ({ default: m.MessageCentre })));

/** The personal centre's message pages (spec section 2: message). */
export const messagePages: Record<string, (search: PageSearch, params: PageParams) => ReactNode> = {
  '/person/message': () => <MessageCentre />,
};
