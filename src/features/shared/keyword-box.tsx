import { Button, HStack, Input } from '@chakra-ui/react';
import { useTypedFilter } from './use-typed-filter';

/**
 * The keyword box of a list (the market's, the bond offers'): what is typed until 筛选, then the URL's (Back shows it
 * again). Full width on a phone, with 44 px targets; `maxLength` is the list's call's limit.
 */
export function KeywordBox({ applied, onApply, maxLength }: { applied: string; onApply: (keyword: string) => void; maxLength: number }) {
  const [typed, setTyped] = useTypedFilter(applied);
  return (
    <HStack
      as="form"
      gap="2"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(typed.trim());
      }}
    >
      <Input
        size="sm"
        width={{ base: 'full', md: '56' }}
        minH="44px"
        maxLength={maxLength}
        placeholder="邮品名称或志号"
        aria-label="关键字"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <Button size="sm" type="submit" variant="outline" minH="44px">
        筛选
      </Button>
    </HStack>
  );
}
