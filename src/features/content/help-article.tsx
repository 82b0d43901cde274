import { Badge, Flex, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { helpArticleQueryOptions } from '../../api/content/help';
import { ErrorLine } from '../shared/error-line';
import { HelpMenu } from './help-menu';
import { RichText } from './rich-text';

/** /help-details?id=: the article, with the sections' menu beside it. */
export function HelpArticle({ id }: { id: number }) {
  const article = useQuery(helpArticleQueryOptions(id));
  const a = article.data;
  return (
    <Flex gap="6" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
      <HelpMenu current={id} />
      <Stack as="article" aria-label={a?.title ?? '帮助文章'} gap="3" flex="1" minW="0" bg="white" p="6" borderRadius="md" borderWidth="1px">
        <ErrorLine error={article.error?.message} />
        {article.isPending && <Skeleton h="40" />}
        {a && (
          <>
            <Heading as="h2" size="lg">
              {a.title}
            </Heading>
            <HStack gap="3" color="gray.600" fontSize="sm" pb="2" borderBottomWidth="1px">
              <Badge variant="subtle">{a.section}</Badge>
              <Text>更新于 {a.updateTime}</Text>
            </HStack>
            <RichText html={a.content} label="帮助内容" />
          </>
        )}
      </Stack>
    </Flex>
  );
}
