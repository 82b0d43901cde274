import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { memberSearchQueryOptions, varietySearchQueryOptions } from '../../api/catalogue/search';
import { searchCutNote } from '../../api/contracts/search-names';
import { cutSearchWords, searchWordLimits } from '../../api/contracts/search-rules';
import { FilterTabs } from '../shared/filter-tabs';
import { Pager } from '../shared/pager';
import { usePagedList } from '../shared/use-paged-list';
import { AppLink, useAppNavigate, type SearchClass } from '../site';
import { MemberResults, VarietyResults } from './search-results';
import { Loading } from '../shared/loading';

const classNames: Record<SearchClass, string> = { product: '品名', member: '会员' };
const classTabs = (['product', 'member'] as const).map((c) => ({ value: c, label: classNames[c] }));

function ProductResults({ info }: { info: string }) {
  const { list: found, page, setPage } = usePagedList((page) => varietySearchQueryOptions({ keyword: info, ...page }));
  if (found.isPending) return <Loading />;
  if (found.isError) return <Text color="red.600">{found.error.message}</Text>;
  if (found.data.list.length === 0)
    return (
      <Text color="gray.600">
        没有找到品名或志号含“{info}”的品种，试试<AppLink to="/sp">品种搜索</AppLink>。
      </Text>
    );
  return (
    <Stack gap="3">
      <VarietyResults list={found.data.list} />
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={found.data.total} onChange={setPage} />
    </Stack>
  );
}

function MembersFound({ info }: { info: string }) {
  const { list: found, page, setPage } = usePagedList((page) => memberSearchQueryOptions({ keyword: info, ...page }));
  if (found.isPending) return <Loading />;
  if (found.isError) return <Text color="red.600">{found.error.message}</Text>;
  if (found.data.list.length === 0) return <Text color="gray.600">没有找到用户名含“{info}”的会员</Text>;
  return (
    <Stack gap="3">
      <MemberResults list={found.data.list} />
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={found.data.total} onChange={setPage} />
    </Stack>
  );
}

/**
 * 搜索结果 (/search?class&info): what the header's 品名 or 会员 search opened, for visitors and members alike. The
 * two classes are tabs over the same words; the words can be changed here too. No words: the search's own message
 * (请输入品名关键字 / 请输入会员关键字), nothing is asked of the server.
 */
export function SearchPage({ searchClass, info: asked = '' }: { searchClass: SearchClass; info?: string }) {
  const navigate = useAppNavigate();
  // A query over the search's limit (a pasted text, a shared link) is cut here, before it is sent, and the page says so.
  const limit = searchWordLimits[searchClass];
  const info = cutSearchWords(asked, limit);
  const cut = info !== asked.trim();
  const [typed, setTyped] = useState(info);
  // As the header's search (spec section 5): the same query already shown is not opened again.
  const open = (next: SearchClass, words: string) => {
    if (next !== searchClass || words !== asked) void navigate({ to: '/search', search: { class: next, info: words || undefined } });
  };
  return (
    <FilterTabs
      label="搜索类别"
      value={searchClass}
      tabs={classTabs}
      onChange={(c) => open(c, asked)}
      size="sm"
      after={
        <HStack
          as="form"
          role="search"
          aria-label="重新搜索"
          gap="2"
          onSubmit={(e) => {
            e.preventDefault();
            open(searchClass, typed.trim());
          }}
        >
          <Input size="sm" width="56" aria-label="搜索词" placeholder={searchClass === 'product' ? '品名或志号' : '用户名'} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button size="sm" type="submit" variant="outline">
            搜索
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        {cut && (
          <Text color="orange.fg" role="status">
            {searchCutNote(limit)}
          </Text>
        )}
        {info && (
          <Text color="gray.600">
            {classNames[searchClass]}“{info}”的搜索结果
          </Text>
        )}
        {searchClass === 'product' ? <ProductResults key={info} info={info} /> : <MembersFound key={info} info={info} />}
      </Stack>
    </FilterTabs>
  );
}
