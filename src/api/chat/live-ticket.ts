import type { LiveTicket } from '../contracts/chat';
import { apiGet } from '../client';

/** A fresh ticket for the live socket (GET /api/im/userSig): asked for each time the socket opens, never kept. */
export const getLiveTicket = () => apiGet<LiveTicket>('/api/im/userSig');
