import { ApiRequestError } from '../../api/client';
import { messages } from '../../api/contracts/messages';

/** What a failed call tells the member: the server's message, or the catalogue's for anything unexpected. */
export const failureMessage = (e: unknown): string => (e instanceof ApiRequestError ? e.message : messages.internalError);
