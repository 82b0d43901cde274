import type { CatalogueQuery, MemberSearchQuery, VarietySearchQuery } from '../contracts/catalogue';
import type { ConditionGrade } from '../contracts/content-names';
import { userKeys } from '../user/keys';

/** The query keys of the catalogue, its search and staff's variety forms (docs/architecture.md, "Query keys"). */
export const catalogueKeys = {
  /** Every catalogue read: staff's edits invalidate it all. */
  all: () => ['catalogue'] as const,
  areas: (size: number) => [...catalogueKeys.all(), 'areas', size] as const,
  categoryMarkets: () => [...catalogueKeys.all(), 'category-trade'] as const,
  varieties: (query: CatalogueQuery) => [...catalogueKeys.all(), 'varieties', query] as const,
  variety: (id: number) => [...catalogueKeys.all(), 'variety', id] as const,
  formMarket: (productId: number) => [...catalogueKeys.all(), 'market', productId] as const,
  priceLine: (productId: number, grade: ConditionGrade | null) => [...catalogueKeys.all(), 'price-line', productId, grade] as const,
  varietySearch: (query: VarietySearchQuery) => ['search', 'product', query] as const,
  memberSearch: (query: MemberSearchQuery) => ['search', 'member', query] as const,
  staffForms: () => [...userKeys.staff(), 'catalogue'] as const,
  staffForm: (id: number) => [...catalogueKeys.staffForms(), id] as const,
};
