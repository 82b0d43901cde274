import { varietyQueryOptions } from '../api/catalogue/variety';
import { catalogueSearch, siteSearch, varietyPageSearch, varietySearch } from '../features/site/search-schemas';
import { lazyComponent } from './lazy-component';
import { idPage, page, type RoutePage } from './page';

const CataloguePage = lazyComponent(() => import('../features/catalogue/catalogue-page').then((m) => m.CataloguePage));
const VarietyPage = lazyComponent(() => import('../features/catalogue/variety-page').then((m) => m.VarietyPage));
const SearchPage = lazyComponent(() => import('../features/catalogue/search-page').then((m) => m.SearchPage));
const VarietySearchPage = lazyComponent(() => import('../features/catalogue/variety-search').then((m) => m.VarietySearchPage));

/**
 * The stamp catalogue and the site search (issue 15): 产品目录 (/products), a variety with its market
 * (/products/details/{id}, members only by the site map), 搜索结果 (/search?class&info) and 品种搜索 (/sp). A search
 * page is keyed by its words, so new words start from page 1.
 */
export const cataloguePages: Record<string, RoutePage> = {
  '/products': page(catalogueSearch, () => <CataloguePage />),
  '/products/details/$id': idPage(varietyPageSearch, {
    render: (id) => <VarietyPage key={id} id={id} />,
    firstData: varietyQueryOptions,
    code: VarietyPage,
  }),
  '/search': page(siteSearch, ({ class: searchClass = 'product', info }) => <SearchPage key={`${searchClass}:${info ?? ''}`} searchClass={searchClass} info={info} />),
  '/sp': page(varietySearch, () => <VarietySearchPage />),
};
