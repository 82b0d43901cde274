import { useCallback } from 'react';
import type { ChatMessage } from '../../api/contracts/chat';
import { shellMessages } from '../../api/contracts/shell-messages';
import { useLiveClient, type LiveFrame } from '../live';

/** How long a sent message waits for its acknowledgement before the sender is told it may not have arrived. */
export const ackTimeoutMs = 10_000;

export type ChatContent = { text: string } | { imageKey: string } | { offerId: number };

/** A message's own id (chat.send's clientId): made once per message, so sending it again stores it once. */
export const newClientId = () => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * Sends one chat message over the live socket and resolves with it as stored (chat.ack), or rejects with the server's
 * refusal (live.error for its clientId) or, when the socket is closed or no answer comes, the network message. The
 * clientId stays the same for the message, so a retry after a lost ack stores it once.
 */
export function useChatSend() {
  const client = useLiveClient();
  return useCallback(
    (to: number, content: ChatContent, clientId = newClientId()): Promise<ChatMessage> =>
      new Promise((resolve, reject) => {
        if (!client) return reject(new Error(shellMessages.networkDown));
        const stops: (() => void)[] = [];
        const finish = () => stops.forEach((stop) => stop());
        const mine = (frame: LiveFrame) => frame.clientId === clientId;
        stops.push(
          client.on('chat.ack', (frame) => {
            if (!mine(frame)) return;
            finish();
            resolve(frame.message as ChatMessage);
          }),
          client.on('live.error', (frame) => {
            if (!mine(frame)) return;
            finish();
            reject(new Error(String(frame.msg)));
          }),
        );
        const timer = setTimeout(() => {
          finish();
          reject(new Error(shellMessages.networkDown));
        }, ackTimeoutMs);
        stops.push(() => clearTimeout(timer));
        if (!client.send({ type: 'chat.send', clientId, to, ...content })) {
          finish();
          reject(new Error(shellMessages.networkDown));
        }
      }),
    [client],
  );
}
