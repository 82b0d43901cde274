import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { UserInfo } from '../../api/contracts/auth';
import { creditLineQueryOptions } from '../../api/credit/credit-lines';
import { useAddAlipayAccount } from '../../api/profile/add-alipay-account';
import { profileQueryOptions } from '../../api/profile/get-profile';
import { useModifyActiveCity } from '../../api/profile/modify-active-city';
import { useModifyUserName } from '../../api/profile/modify-user-name';
import { userInfoQueryOptions } from '../../api/user/get-user-info';
import { walletQueryOptions } from '../../api/user/get-wallet';
import { verificationLabel } from '../session';
import { formatYuan, maskPhone } from '../shared/format';
import { AvatarUpload } from './avatar-upload';
import { EditableField } from './editable-field';
import { ModifyPhoneDialog } from './modify-phone-dialog';
import { SiteLink as RouterLink, type SitePath } from '../site';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="4" bg="white" p="5" borderRadius="md" borderWidth="1px">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {children}
      </Text>
    </Stack>
  );
}

const linkButton = (to: SitePath, label: string, colorPalette = 'brand') => (
  <Button asChild size="xs" variant="outline" colorPalette={colorPalette}>
    <RouterLink to={to}>{label}</RouterLink>
  </Button>
);

/** The member's card: avatar, name, masked phone, level, VIP, verification, and where to go next. */
function MemberCard({ user }: { user: UserInfo }) {
  return (
    <Flex gap="6" align="center" direction={{ base: 'column', md: 'row' }} bg="white" p="5" borderRadius="md" borderWidth="1px" aria-label="会员名片">
      <AvatarUpload userName={user.userName} headImg={user.headImg} />
      <Stack gap="2" flex="1" minW="0">
        <HStack wrap="wrap">
          <Heading as="h1" size="lg">
            {user.userName}
          </Heading>
          <Badge colorPalette="yellow">{user.vipName}</Badge>
          <Badge colorPalette={user.authType === null ? 'gray' : 'green'}>{verificationLabel(user)}</Badge>
          {user.isWarned && (
            <Badge colorPalette="red" variant="solid">
              警示
            </Badge>
          )}
        </HStack>
        <Text color="gray.600" data-testid="profile-phone">
          手机号 {maskPhone(user.phone)}
          {user.checkPhone ? '（已验证）' : '（未验证）'}
        </Text>
        <Text color="gray.600">
          会员等级 {user.levelId} 级 · 成交 <RouterLink to="/transaction">{user.dealTimes} 笔</RouterLink>
          {user.agent === 1 ? ' · 交割代理人' : ''}
        </Text>
        <HStack wrap="wrap" pt="1">
          {!user.isAuth && linkButton('/person/authentication', '去实名认证', 'orange')}
          {linkButton('/person/vip', user.levelId >= 3 ? '会员VIP' : '升级VIP')}
          {linkButton('/person/dashboard', '账户安全')}
        </HStack>
      </Stack>
    </Flex>
  );
}

/**
 * /person (个人资料, spec section 2 "Personal centre (index) profile"): the member's card, balances and credit, and
 * the profile fields the member may change: user name, 常驻城市, 支付宝账号, the bound phone (two SMS codes).
 */
export function ProfilePage() {
  const user = useQuery(userInfoQueryOptions()).data;
  const wallet = useQuery(walletQueryOptions()).data;
  const profile = useQuery(profileQueryOptions()).data;
  // The trade line's total as /person/credit computes it (by level), not a stored figure (issue 25).
  const credit = useQuery(creditLineQueryOptions()).data;
  const userName = useModifyUserName();
  const activeCity = useModifyActiveCity();
  const alipay = useAddAlipayAccount();
  const [changingPhone, setChangingPhone] = useState(false);
  if (!user) return null;

  return (
    <Stack gap="5">
      <MemberCard user={user} />
      <Section title="资产与信用">
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
          <Figure label="账户余额（元）">{formatYuan(wallet?.balance ?? user.balance)}</Figure>
          <Figure label="金豆">{wallet?.goldCoin ?? user.goldCoin}</Figure>
          <Figure label="积分">{wallet?.personalScore ?? user.personalScore}</Figure>
          <Figure label="信用分">{profile?.creditScore ?? '—'}</Figure>
          <Figure label="交易额度剩余（元）">{credit ? formatYuan(credit.orderCreditLineRemain) : '—'}</Figure>
        </SimpleGrid>
        <HStack wrap="wrap">
          {linkButton('/person/account', '我的账户')}
          {linkButton('/person/beans', '金豆')}
          {linkButton('/person/integral', '积分')}
          {linkButton('/person/level', '信用等级')}
          {linkButton('/person/credit', '我的信用额度')}
        </HStack>
      </Section>
      <Section title="基本资料">
        <EditableField label="用户名" value={user.userName} mutation={userName} toInput={(typed) => ({ userName: typed })} />
        <EditableField
          label="常驻城市"
          value={profile?.activeCity ?? null}
          placeholder="如：南京"
          mutation={activeCity}
          toInput={(typed) => ({ activeCity: typed })}
        />
        <EditableField
          label="支付宝账号"
          value={profile?.alipayAccount ?? null}
          shown={profile?.alipayAccount ? maskAlipay(profile.alipayAccount) : null}
          empty="未绑定"
          placeholder="手机号或邮箱"
          mutation={alipay}
          toInput={(typed) => ({ alipayAccount: typed })}
        />
        <Flex gap="3" align="center">
          <Text color="gray.600" minW="6em">
            手机号
          </Text>
          <Text>{maskPhone(user.phone)}</Text>
          <Button size="xs" variant="outline" onClick={() => setChangingPhone(true)}>
            修改手机号
          </Button>
        </Flex>
        <Box fontSize="sm" color="gray.600">
          提现将打到绑定的支付宝账号；修改手机号需要先验证当前手机号。
        </Box>
      </Section>
      {changingPhone && <ModifyPhoneDialog phone={user.phone} onClose={() => setChangingPhone(false)} />}
    </Stack>
  );
}

/** A linked phone is masked like any phone; an e-mail keeps its first character and its domain. */
function maskAlipay(account: string): string {
  const at = account.indexOf('@');
  return at > 0 ? `${account[0]}***${account.slice(at)}` : maskPhone(account);
}
