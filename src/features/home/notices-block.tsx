import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { noticesQueryOptions } from '../../api/content/notices';
import { homeNotices } from '../../api/home/home-first-data';
import { BlockData } from '../board';
import { AppLink } from '../site';
import { HomeBlock } from './home-block';

const shown = 6;

/** 平台公告 (GET /api/anon/notice/page), pinned ones marked. */
export function NoticesBlock() {
  return (
    <HomeBlock title="平台公告" more="/announcement/{-$id}">
      <BlockData query={noticesQueryOptions(homeNotices)} empty="暂无公告" isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <Stack as="ul" gap="2" listStyleType="none">
            {page.list.slice(0, shown).map((n) => (
              <Flex as="li" key={n.id} gap="2" align="center" fontSize="sm">
                {n.pinned && (
                  <Badge colorPalette="red" size="sm">
                    置顶
                  </Badge>
                )}
                <Text flex="1" lineClamp={1}>
                  <AppLink to="/announcement/{-$id}" params={{ id: String(n.id) }} color="gray.700">
                    {n.title}
                  </AppLink>
                </Text>
                <Text color="gray.600" fontSize="xs" flexShrink={0}>
                  {n.publishTime.slice(5, 10)}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
      </BlockData>
    </HomeBlock>
  );
}
