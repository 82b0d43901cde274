import { createContext, useContext } from 'react';

/** Who the chat opens with: a member (咨询卖家: the seller, with the offer attached as a card), or the list. */
export interface ChatTarget {
  peerId?: number;
  offerId?: number;
}

export interface ChatHandle {
  open(target?: ChatTarget): void;
  close(): void;
  /** My unread chat messages in all (0 for a visitor). */
  unread: number;
}

export const ChatContext = createContext<ChatHandle | null>(null);

/** The chat's handle; outside a ChatProvider (a page rendered alone in a test) opening does nothing. */
export const useChat = (): ChatHandle =>
  useContext(ChatContext) ?? {
    open: () => undefined,
    close: () => undefined,
    unread: 0,
  };
