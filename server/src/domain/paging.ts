import type { z } from 'zod';
import type { Page, pageQuery } from '../../../src/api/contracts/trade';

/** pageNo (from 1) and pageSize (10, 20 or 50) as every list call takes them in its query (spec section 9). */
export type PageQuery = z.output<typeof pageQuery>;

/** Rows to skip before the page. */
export const offsetOf = (page: PageQuery) => (page.pageNo - 1) * page.pageSize;

/** A list call's answer: the page's rows, how many there are in all, and the page asked for. */
export const pageOf = <T>(list: T[], total: number, query: PageQuery): Page<T> => ({ list, total, pageNo: query.pageNo, pageSize: query.pageSize });
