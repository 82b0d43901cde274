import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { basketAddRequest, BasketItem } from '../contracts/trade';
import { checkedBody } from '../checked-body';
import { apiPost } from '../client';

export type AddToBasketInput = z.input<typeof basketAddRequest>;

/**
 * Puts an offer in the scan basket (POST /api/basket/add); answers the basket's rows. The body is checked first with
 * the schema the server parses it with: a broken rule is refused here with the server's own message, and nothing is
 * sent.
 */
export const addToBasket = (input: AddToBasketInput) =>
  checkedBody(import('../contracts/trade').then((m) => m.basketAddRequest), input).then((body) => apiPost<BasketItem[]>('/api/basket/add', body));

export const addToBasketMutationOptions = () => mutationOptions({ mutationKey: ['basket', 'add'], mutationFn: addToBasket });

export const useAddToBasketMutation = () => useMutation(addToBasketMutationOptions());
