import { Badge, Box, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { helpArticleQueryOptions } from '../../api/content/help';
import { DataBoundary } from '../shared/data-boundary';
import { HelpMenu } from './help-menu';
import { RichText } from './rich-text';

/** /help-details?id=: the article, read in its DataBoundary, with the sections' menu beside it painted at once. */
export function HelpArticle({ id }: { id: number }) {
  return (
    <Flex gap="6" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
      <HelpMenu current={id} />
      <Box flex="1" minW="0" w="full">
        <DataBoundary>
          <Article id={id} />
        </DataBoundary>
      </Box>
    </Flex>
  );
}

function Article({ id }: { id: number }) {
  const a = useSuspenseQuery(helpArticleQueryOptions(id)).data;
  return (
    <Stack as="article" aria-label={a.title} gap="3" bg="white" p="6" borderRadius="md" borderWidth="1px">
      <Heading as="h2" size="lg">
        {a.title}
      </Heading>
      <HStack gap="3" color="gray.600" fontSize="sm" pb="2" borderBottomWidth="1px">
        <Badge variant="subtle">{a.section}</Badge>
        <Text>更新于 {a.updateTime}</Text>
      </HStack>
      <RichText html={a.content} label="帮助内容" />
    </Stack>
  );
}
