/** The app's one live socket (issue 27): chat messages, watch alerts and quotes as they happen. */
export { LiveProvider, useLiveChannel, useLiveClient, useLiveEvent } from './live-provider';
export type { LiveFrame, SocketFactory } from './live-client';
