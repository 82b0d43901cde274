/** Member chat (issue 27): the window, opened from the IM button, the header and an offer's 咨询卖家. */
export { ChatProvider } from './chat-provider';
export { useChat, type ChatTarget } from './chat-context';
