import { Box, Button, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { formatBeans, formatYuan } from '../shared/format';
import { SiteLink as RouterLink } from '../site';

/**
 * The top-up popup: 'recharge gold beans' goes to /person/beans, 'recharge membership' to /person/vip. Loaded on the
 * first press of 充值 (header-member.tsx), which it opens at once (`defaultOpen`).
 */
export function TopUpPopover({ balance, beans, defaultOpen }: { balance: number; beans: number; defaultOpen: boolean }) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} defaultOpen={defaultOpen}>
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
                <Text>账户余额：¥{formatYuan(balance)}</Text>
                <Text>金豆：{formatBeans(beans)}</Text>
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
