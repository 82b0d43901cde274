import { Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { forumTopicsQueryOptions, friendLinksQueryOptions } from '../../api/home/site-links';
import { sysConfigQueryOptions } from '../../api/system/get-sys-config';
import { BlockData } from '../board';
import { HomeBlock } from './home-block';

/** A link out of the site: a new tab, without giving the other site this page (noopener). */
const outside = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * A topic's address on the forum: its own, read from the forum's address (a path on it, or a whole address), or the
 * forum itself for a topic without one (the demo's: there is no real forum to have threads).
 */
export function topicAddress(url: string, forumUrl: string): string {
  if (url === '') return forumUrl;
  try {
    return new URL(url, forumUrl).href;
  } catch {
    return forumUrl;
  }
}

/** 社区论坛热帖 (GET /api/bbs/hot): the outside forum's hot topics, at the forum the system settings name. */
export function ForumBlock({ forumUrl }: { forumUrl: string }) {
  return (
    <HomeBlock title="社区论坛热帖">
      <BlockData query={forumTopicsQueryOptions()} empty="暂无热帖">
        {(list) => (
          <Stack as="ul" gap="2" listStyleType="none">
            {list.map((t) => (
              <Text as="li" key={t.id} fontSize="sm" lineClamp={1}>
                <Link href={topicAddress(t.url, forumUrl)} {...outside} color="gray.700">
                  {t.name}
                </Link>
              </Text>
            ))}
          </Stack>
        )}
      </BlockData>
    </HomeBlock>
  );
}

/** 友情链接 (GET /api/links). */
export function FriendLinksBlock() {
  return (
    <HomeBlock title="友情链接">
      <BlockData query={friendLinksQueryOptions()} empty="暂无友情链接">
        {(list) => (
          <Flex as="ul" gap="4" wrap="wrap" listStyleType="none">
            {list.map((l) => (
              <li key={l.id}>
                <Link href={l.url} {...outside} fontSize="sm" color="gray.600">
                  {l.name}
                </Link>
              </li>
            ))}
          </Flex>
        )}
      </BlockData>
    </HomeBlock>
  );
}

/**
 * The forum's topics and the friend links, side by side at the foot of the home page. Without a forum address in the
 * system settings (forumUrl, docs/adr/0036) there is no forum block: its links would lead nowhere.
 */
export function LinksRow() {
  const forumUrl = useQuery(sysConfigQueryOptions()).data?.forumUrl;
  return (
    <SimpleGrid columns={{ base: 1, lg: forumUrl ? 2 : 1 }} gap="4">
      {forumUrl && <ForumBlock forumUrl={forumUrl} />}
      <FriendLinksBlock />
    </SimpleGrid>
  );
}
