import { Avatar, Badge, Box, Button, HStack, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { UserInfo, Wallet } from '../../api/contracts/auth';
import { abbreviateNumber, formatYuan } from '../shared/format';
import { verificationLabel } from '../session';

/** The logged-in part of the main header (spec section 2, Header): top-up, verification, beans, avatar, name, VIP. */
export function HeaderMember({ user, wallet }: { user: UserInfo; wallet: Wallet | null }) {
  const beans = wallet?.goldCoin ?? user.goldCoin;
  return (
    <HStack gap="3" fontSize="sm" aria-label="会员信息">
      <TopUpPopover balance={wallet?.balance ?? user.balance} beans={beans} />
      <Badge colorPalette={user.authType === null ? 'gray' : 'green'}>{verificationLabel(user)}</Badge>
      <Text title={`金豆 ${beans}`}>
        金豆 <Text as="span" fontWeight="semibold" color="orange.600">{abbreviateNumber(beans)}</Text>
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
        <Badge colorPalette="red" variant="solid" title="该会员已被警示">
          警示
        </Badge>
      )}
    </HStack>
  );
}

/** The top-up popup: 'recharge gold beans' goes to /person/beans, 'recharge membership' to /person/vip. */
function TopUpPopover({ balance, beans }: { balance: number; beans: number }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <Button size="xs" colorPalette="orange">
          充值
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="56">
            <Popover.Body>
              <Stack gap="2" fontSize="sm">
                <Text>账户余额：{formatYuan(balance)}</Text>
                <Text>金豆：{beans}</Text>
                <Box>
                  <Link asChild color="brand.fg">
                    <RouterLink to="/person/beans">充值金豆</RouterLink>
                  </Link>
                </Box>
                <Box>
                  <Link asChild color="brand.fg">
                    <RouterLink to="/person/vip">充值会员</RouterLink>
                  </Link>
                </Box>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
