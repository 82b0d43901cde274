import { Avatar, Badge, Button, HStack, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { UserInfo, Wallet } from '../../api/contracts/auth';
import { formatBeans } from '../shared/format';
import { onDemand } from '../shared/on-demand';
import { verificationLabel } from '../session';
import { SiteLink as RouterLink } from '../site';

/**
 * The logged-in part of the main header (spec section 2, Header): top-up, verification, beans, avatar, name, VIP, the
 * warning marker of a punished member, and 平台管理 for platform staff.
 */
export function HeaderMember({ user, wallet }: { user: UserInfo; wallet: Wallet | null }) {
  const beans = wallet?.goldCoin ?? user.goldCoin;
  return (
    <HStack gap="3" fontSize="sm" aria-label="会员信息">
      <TopUp balance={wallet?.balance ?? user.balance} beans={beans} />
      <Badge colorPalette={user.authType === null ? 'gray' : 'green'}>{verificationLabel(user)}</Badge>
      {/* Gold beans are money (a purse): exact, never in 万. The title keeps the bare number for tests/e2e/money. */}
      <Text title={`金豆 ${beans}`}>
        金豆 <Text as="span" fontWeight="semibold" color="orange.fg">{formatBeans(beans)}</Text>
      </Text>
      <Avatar.Root size="xs">
        <Avatar.Fallback name={user.userName} />
        {user.headImg && <Avatar.Image src={user.headImg} alt="" />}
      </Avatar.Root>
      <Link asChild fontWeight="semibold">
        <RouterLink to="/person">{user.userName}</RouterLink>
      </Link>
      {user.vipName && (
        <Badge colorPalette="yellow" title={user.vipName}>
          {user.vipName}
        </Badge>
      )}
      {user.isWarned && (
        // The member is under a punishment in force (users.warned): what and until when is on 投诉与处罚.
        <Badge asChild colorPalette="red" variant="solid">
          <RouterLink to="/person/complaint" title="您的账号处于处罚期，点击查看处罚详情">
            警示
          </RouterLink>
        </Badge>
      )}
      {user.isStaff && (
        <Link asChild fontSize="sm" color="brand.600">
          <RouterLink to="/staff">平台管理</RouterLink>
        </Link>
      )}
    </HStack>
  );
}

/** The popup's code (zag's popover and its positioning) comes with the first press of 充值, not with the page. */
const popoverCode = onDemand(() => import('./top-up-popover'));

/** 充值: a plain button until its popup has loaded, then the popup's own trigger, opened if the button was pressed. */
function TopUp({ balance, beans }: { balance: number; beans: number }) {
  const code = popoverCode.useLoaded();
  const [pressed, setPressed] = useState(false);
  if (code) return <code.TopUpPopover balance={balance} beans={beans} defaultOpen={pressed} />;
  const load = () => void popoverCode.load().catch(() => undefined); // not arrived: the next press tries again
  return (
    <Button
      size="xs"
      colorPalette="orange"
      // Hovering fetches the code ahead of the press (a focus would not: replacing the button would drop the focus).
      onPointerEnter={load}
      onClick={() => {
        setPressed(true);
        load();
      }}
    >
      充值
    </Button>
  );
}
