import { Button, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { searchCutNote } from '../../api/contracts/search-names';
import { cutSearchWords, searchWordLimits } from '../../api/contracts/search-rules';
import { shellMessages as messages } from '../../api/contracts/shell-messages';
import { notify } from '../shared/toaster';
import { useAppNavigate } from '../site';

/** The header search's categories (spec section 2): listings open /trade in a new tab, the others open /search. */
export const searchCategories = [
  { value: 'listing', label: '挂牌' },
  { value: 'product', label: '品名' },
  { value: 'member', label: '会员' },
] as const;
type Category = (typeof searchCategories)[number]['value'];

/**
 * Where a search goes, or why it cannot (spec section 5, Search). A listing search longer than the market reads is cut
 * to it (with a note): the market would refuse it. /search cuts its own and says so on the page. Exported for the tests.
 */
export function searchTarget(
  category: Category,
  keyword: string,
): { warn: string } | { newTab: string; note?: string } | { to: '/search'; search: { class: 'product' | 'member'; info: string } } {
  const text = keyword.trim();
  const label = searchCategories.find((c) => c.value === category)!.label;
  if (!text) return { warn: messages.enterKeyword.replace('{category}', label) };
  if (category === 'listing') {
    const cut = cutSearchWords(text, searchWordLimits.listing);
    const newTab = `/trade?${new URLSearchParams({ keyword: cut, source: '0' })}`;
    return cut === text ? { newTab } : { newTab, note: searchCutNote(searchWordLimits.listing) };
  }
  return { to: '/search', search: { class: category, info: text } };
}

export function HeaderSearch() {
  const [category, setCategory] = useState<Category>('listing');
  const [keyword, setKeyword] = useState('');
  const navigate = useAppNavigate();
  const current = useRouterState({ select: (s) => ({ path: s.location.pathname, search: s.location.search as Record<string, unknown> }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = searchTarget(category, keyword);
    if ('warn' in target) notify.warning(target.warn);
    else if ('newTab' in target) {
      if (target.note) notify.info(target.note);
      window.open(target.newTab, '_blank', 'noopener');
    }
    else if (!(current.path === '/search' && current.search.class === target.search.class && current.search.info === target.search.info)) {
      void navigate({ to: target.to, search: target.search });
    }
  };

  return (
    // Full width on a phone, where the search has a row of its own (header.tsx).
    <form role="search" aria-label="站内搜索" onSubmit={submit} style={{ width: '100%', maxWidth: '32rem' }}>
      <HStack gap="0" borderWidth="2px" borderColor="brand.500" borderRadius="md" overflow="hidden" bg="white">
        <NativeSelect.Root size="sm" width={{ base: '20', md: '24' }} flexShrink="0" variant="plain">
          <NativeSelect.Field aria-label="搜索类别" value={category} onChange={(e) => setCategory(e.target.value as Category)}>
            {searchCategories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          size="sm"
          border="none"
          flex="1"
          minW="0"
          aria-label="搜索关键字"
          placeholder="请输入关键字"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Button type="submit" size="sm" colorPalette="brand" borderRadius="0" flexShrink="0">
          搜索
        </Button>
      </HStack>
    </form>
  );
}
