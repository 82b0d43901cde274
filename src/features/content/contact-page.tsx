import { Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sysConfigQueryOptions } from '../../api/system/get-sys-config';
import { ErrorLine } from '../shared/error-line';
import { SiteLink as RouterLink, type SitePath } from '../site';

function Channel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1" p="4" borderWidth="1px" borderRadius="md" bg="gray.50" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const InternalLink = ({ to, children }: { to: SitePath; children: ReactNode }) => (
  <Link asChild color="brand.600">
    <RouterLink to={to}>{children}</RouterLink>
  </Link>
);

/** /contact (联系我们): the service phone and the ICP filing from the system configuration, and the other ways to reach us. */
export function ContactPage() {
  const config = useQuery(sysConfigQueryOptions());
  return (
    <Stack gap="4" bg="white" p="6" borderRadius="md" borderWidth="1px">
      <Text color="gray.600">遇到问题时，您可以通过以下方式联系邮市。为保障您的资金安全，工作人员不会向您索要密码或短信验证码。</Text>
      <ErrorLine error={config.error?.message} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Channel title="客服热线">
          {config.isPending ? (
            <Skeleton h="6" w="40" />
          ) : (
            <Text fontSize="xl" fontWeight="bold" color="brand.600" data-testid="service-phone">
              {config.data?.servicePhone}
            </Text>
          )}
          <Text fontSize="sm" color="gray.600">
            每日 9:00—21:00（法定节假日另行公告）
          </Text>
        </Channel>
        <Channel title="在线客服">
          <Text fontSize="sm" color="gray.600">
            登录后点击页面右下角的即时消息按钮，与客服在线交流。
          </Text>
        </Channel>
        <Channel title="站内信">
          <Text fontSize="sm" color="gray.600">
            订单、提现等通知会发送到 <InternalLink to="/person/message">消息中心</InternalLink>。
          </Text>
        </Channel>
        <Channel title="投诉与建议">
          <Text fontSize="sm" color="gray.600">
            交易纠纷请在 <InternalLink to="/bulletin">投诉专栏</InternalLink> 发起投诉；常见问题请先查看 <InternalLink to="/help">帮助中心</InternalLink>。
          </Text>
        </Channel>
      </SimpleGrid>
      {config.data?.icp && (
        <Text fontSize="sm" color="gray.600" data-testid="icp">
          备案号：{config.data.icp}
        </Text>
      )}
    </Stack>
  );
}
