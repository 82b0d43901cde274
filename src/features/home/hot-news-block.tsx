import { Stack, Text } from '@chakra-ui/react';
import { hotNewsQueryOptions } from '../../api/content/news';
import { BlockData } from '../board';
import { AppLink } from '../site';
import { HomeBlock } from './home-block';

const shown = 6;

/** 热门资讯 (GET /api/news/hot): the month's most read, numbered. */
export function HotNewsBlock() {
  return (
    <HomeBlock title="热门资讯" more="/news/{-$type}">
      <BlockData query={hotNewsQueryOptions()} empty="近30天暂无资讯">
        {(news) => (
          <Stack as="ol" gap="2" listStyleType="none">
            {news.slice(0, shown).map((n, i) => (
              <Text as="li" key={n.id} fontSize="sm" lineClamp={1}>
                <Text as="span" color={i < 3 ? 'brand.fg' : 'gray.500'} fontWeight="bold" me="2">
                  {i + 1}
                </Text>
                <AppLink to="/news/detail/{-$id}" params={{ id: String(n.id) }} color="gray.700">
                  {n.title}
                </AppLink>
              </Text>
            ))}
          </Stack>
        )}
      </BlockData>
    </HomeBlock>
  );
}
