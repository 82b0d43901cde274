import { Stack } from '@chakra-ui/react';
import { myPunishmentsQueryOptions } from '../../api/complaints/get-punishments';
import { FilterTabs } from '../shared/filter-tabs';
import { useListSearch } from '../shared/use-list-search';
import { usePagedList } from '../shared/use-paged-list';
import { personComplaintSearch } from '../site';
import { MyComplaintList } from './my-complaint-list';
import { PunishmentTable } from './punishment-table';

const tabs = [
  { value: 'made', label: '我的投诉' },
  { value: 'against', label: '被投诉' },
  { value: 'trade', label: '交易投诉' },
  { value: 'punishments', label: '我的处罚' },
] as const;
type Tab = (typeof tabs)[number]['value'];

/**
 * 投诉与处罚 (/person/complaint): the member's complaints, those against them, those about their trades, their
 * punishments. The tab and its list's page are the URL's (我的投诉 is none).
 */
export function PersonComplaintPage() {
  const [search, setSearch] = useListSearch(personComplaintSearch);
  const tab: Tab = search.tab ?? 'made';
  const setTab = (next: Tab) => setSearch({ tab: next === 'made' ? undefined : next });
  return (
    <FilterTabs label="投诉与处罚" value={tab} tabs={tabs} onChange={setTab}>
      {tab === 'punishments' ? <MyPunishments /> : <MyComplaintList key={tab} list={tab} />}
    </FilterTabs>
  );
}

function MyPunishments() {
  const { list, page, setPage } = usePagedList(myPunishmentsQueryOptions);
  return (
    <Stack gap="3" bg="white" p="4" borderRadius="md" borderWidth="1px" as="section" aria-label="我的处罚">
      <PunishmentTable result={list} page={page} onPage={setPage} empty="您没有处罚记录" />
    </Stack>
  );
}
