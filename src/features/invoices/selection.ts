/** The orders chosen for an invoice as the URL keeps them (invoiceApplySearch's `orders`: 12,15) and back. */
export const chosenOrders = (orders: string | undefined): number[] => (orders ? orders.split(',').map(Number) : []);
export const ordersParam = (ids: readonly number[]): string | undefined => (ids.length > 0 ? ids.join(',') : undefined);
