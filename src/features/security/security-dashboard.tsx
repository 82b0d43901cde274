import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { payPasswordSetQueryOptions } from '../../api/trade/get-pay-password-set';
import { useSession } from '../session';
import { maskPhone } from '../shared/format';
import { LoginPasswordForm } from './login-password-form';
import { PrivacySettings } from './privacy-settings';
import { securityLevel } from './security-level';
import { SiteLink as RouterLink } from '../site';

const levelColours = { 高: 'green', 中: 'orange', 低: 'red' } as const;

/**
 * One block of the page. A block holding a form with its own heading (登录密码, 支付密码) has no title of its own: the
 * page names each thing once, so "支付密码" is the payment password form's heading and field only.
 */
function Section({ title, children, aside }: { title?: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Stack as="section" gap="3" bg="white" p="5" borderRadius="md" borderWidth="1px">
      {title && (
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="sm">
            {title}
          </Heading>
          {aside}
        </HStack>
      )}
      {children}
    </Stack>
  );
}

const profileLink = (label: string) => (
  <Button asChild size="xs" variant="outline" colorPalette="brand">
    <RouterLink to="/person">{label}</RouterLink>
  </Button>
);

/**
 * /person/dashboard (账户安全): the security level, the login password, the payment password, the bound phone, the
 * receiving addresses, the linked Alipay account and the privacy settings. The payment password's form and the
 * address book belong to other features: the page that mounts this one hands them in.
 */
export function SecurityDashboard({ payPassword, addresses }: { payPassword: ReactNode; addresses: ReactNode }) {
  const { user } = useSession();
  const payPasswordSet = useQuery(payPasswordSetQueryOptions());
  if (!user) return null;
  const level = securityLevel({ phoneVerified: user.checkPhone, authenticated: user.isAuth, payPasswordSet: payPasswordSet.data === true });
  return (
    <Stack gap="5">
      <Section title="安全等级" aside={<Badge colorPalette={levelColours[level]} size="lg">{level}</Badge>}>
        <Stack gap="1" fontSize="sm" color="gray.700" aria-label="安全项目">
          <Text>手机验证：{user.checkPhone ? '已验证' : '未验证'}</Text>
          <Text>实名认证：{user.isAuth ? '已认证' : '未认证'}</Text>
          <Text>支付密码：{payPasswordSet.data ? '已设置' : '未设置'}</Text>
        </Stack>
      </Section>
      <Section>
        <LoginPasswordForm />
      </Section>
      {payPassword}
      <Section title="手机号" aside={profileLink('修改手机号')}>
        <Text data-testid="security-phone">
          {maskPhone(user.phone)}
          {user.checkPhone ? '（已验证）' : '（未验证）'}
        </Text>
      </Section>
      <Section>{addresses}</Section>
      <Section title="支付宝账号" aside={profileLink('绑定或修改')}>
        <Text color="gray.600" fontSize="sm">
          提现将打到您绑定的支付宝账号，在个人资料中查看和修改。
        </Text>
      </Section>
      <Section title="隐私设置">
        <PrivacySettings />
      </Section>
    </Stack>
  );
}
