import { messages } from './messages';
import { automatchMessages } from './automatch-messages';
import { invoiceMessages } from './invoice-messages';
import { blockTradeMessages } from './block-trade-messages';
import { agentDeliveryMessages } from './agent-delivery-messages';
import { bondMessages } from './bond-messages';
import { staffCatalogueMessages } from './staff-catalogue-messages';

/**
 * Every text the server may answer with: the shared catalogue, which every page that says a message loads, and the
 * staff catalogue's own texts (issue 25), kept out of it so that members' pages do not carry them
 * (tests/unit/bundle-budget.test.ts), and auto-match's (issue 28) likewise. Staff pages and the server read this one.
 */
export const allMessages = { ...messages, ...staffCatalogueMessages, ...automatchMessages, ...blockTradeMessages, ...invoiceMessages, ...bondMessages, ...agentDeliveryMessages };

export type AnyMessageKey = keyof typeof allMessages;
