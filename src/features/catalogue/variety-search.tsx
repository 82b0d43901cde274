import { Button, Grid, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { specialAreasQueryOptions, varietiesQueryOptions } from '../../api/catalogue/catalogue';
import type { CatalogueQuery } from '../../api/contracts/catalogue';
import { Pager } from '../shared/pager';
import { useListSearch } from '../shared/use-list-search';
import { useTypedFilter } from '../shared/use-typed-filter';
import { usePagedList } from '../shared/use-paged-list';
import { varietySearch } from '../site';
import { VarietyResults } from './search-results';
import { Loading } from '../shared/loading';

interface Conditions {
  code: string;
  name: string;
  yearFrom: string;
  yearTo: string;
  categoryId: string;
}
const none: Conditions = { code: '', name: '', yearFrom: '', yearTo: '', categoryId: '' };

/** The form's text as the call's query: a blank field is no condition; a year is read as typed (the contract checks it). */
function toQuery(c: Conditions): Omit<CatalogueQuery, 'pageNo' | 'pageSize'> {
  const number = (text: string) => (text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());
  return {
    code: c.code.trim() || undefined,
    name: c.name.trim() || undefined,
    yearFrom: number(c.yearFrom) as number | undefined,
    yearTo: number(c.yearTo) as number | undefined,
    categoryId: c.categoryId ? Number(c.categoryId) : undefined,
  };
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="2">
      <Text color="gray.600" minW="4em" flexShrink={0}>
        {label}
      </Text>
      {children}
    </HStack>
  );
}

function Results({ conditions }: { conditions: Conditions }) {
  const { list: found, page, setPage } = usePagedList((page) => varietiesQueryOptions({ ...toQuery(conditions), ...page }));
  if (found.isPending) return <Loading />;
  if (found.isError) return <Text color="red.600" role="alert">{found.error.message}</Text>;
  if (found.data.list.length === 0) return <Text color="gray.600">没有符合条件的品种</Text>;
  return (
    <Stack gap="3">
      <Text color="gray.600">共找到 {found.data.total} 个品种</Text>
      <VarietyResults list={found.data.list} />
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={found.data.total} onChange={setPage} />
    </Stack>
  );
}

/** The conditions the URL applies, as the form's text. */
function appliedOf(search: ReturnType<typeof varietySearch.parse>): Conditions {
  const { code = '', name = '', yearFrom = '', yearTo = '', categoryId } = search;
  return { code, name, yearFrom, yearTo, categoryId: categoryId === undefined ? '' : String(categoryId) };
}

/**
 * 品种搜索 (/sp): varieties by catalogue number, name, a range of issue years and 专区, every condition optional; the
 * results with their forms and last price. The applied conditions and the page are the URL's (a search can be
 * bookmarked, Back restores the last one). A year outside 1949-2100 or a range upside down is refused with its
 * message before anything is sent (the server's own schema).
 */
export function VarietySearchPage() {
  const [search, setSearch] = useListSearch(varietySearch);
  const applied = appliedOf(search);
  const apply = (c: Conditions) => {
    const given = (value: string) => value.trim() || undefined;
    setSearch({ code: given(c.code), name: given(c.name), yearFrom: given(c.yearFrom), yearTo: given(c.yearTo), categoryId: c.categoryId ? Number(c.categoryId) : undefined });
  };
  return (
    <Stack gap="4">
      <ConditionsForm applied={applied} onApply={apply} />
      <Results conditions={applied} />
    </Stack>
  );
}

/** The conditions as typed until 搜索, then the applied ones (Back shows them again). */
function ConditionsForm({ applied, onApply }: { applied: Conditions; onApply: (conditions: Conditions) => void }) {
  const areas = useQuery(specialAreasQueryOptions());
  const [typed, setTyped] = useTypedFilter(applied);
  const field = (key: keyof Conditions) => ({
    value: typed[key],
    onChange: (e: { target: { value: string } }) => setTyped((old) => ({ ...old, [key]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(typed);
  };
  return (
    <Stack as="form" aria-label="品种搜索" onSubmit={submit} bg="white" p="4" borderWidth="1px" borderRadius="md" gap="3">
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
        <Labelled label="志号">
          <Input size="sm" aria-label="志号" placeholder="如 T46、J45、1992-1" {...field('code')} />
        </Labelled>
        <Labelled label="名称">
          <Input size="sm" aria-label="名称" placeholder="如 庚申年、奔马" {...field('name')} />
        </Labelled>
        <Labelled label="发行年份">
          <HStack gap="2">
            <Input size="sm" aria-label="起始年份" placeholder="起" inputMode="numeric" {...field('yearFrom')} />
            <Text>至</Text>
            <Input size="sm" aria-label="结束年份" placeholder="止" inputMode="numeric" {...field('yearTo')} />
          </HStack>
        </Labelled>
        <Labelled label="专区">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field aria-label="专区" {...field('categoryId')}>
              <option value="">全部专区</option>
              {areas.data?.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Labelled>
      </Grid>
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand">
          搜索
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setTyped(none);
            onApply(none);
          }}
        >
          清空
        </Button>
      </HStack>
    </Stack>
  );
}
