import { Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../api/contracts/messages';
import { myRecommendQueryOptions } from '../../api/promotion/get-my-recommend';
import { ErrorLine } from '../shared/error-line';
import { notify } from '../shared/toaster';
import { InviteQrCode } from './invite-qr-code';

const firstPage = { pageNo: 1, pageSize: 10 };

/**
 * /person/spread (我的推广): my invite link to copy or to scan, and how referrals earn points. Whoever registers
 * through it becomes my referred member (/person/recommendation).
 */
export function MySpread() {
  const recommend = useQuery(myRecommendQueryOptions(firstPage));
  const data = recommend.data;
  const link = data ? `${window.location.origin}${data.invitePath}` : '';
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => notify.success(messages.inviteLinkCopied),
      () => notify.warning(messages.copyFailed),
    );
  return (
    <Stack gap="5">
      <ErrorLine error={recommend.error?.message} />
      {data && (
        <Flex gap="6" wrap="wrap" borderWidth="1px" borderRadius="md" bg="white" p="5">
          <Stack gap="3" flex="1" minW="72">
            <Text fontWeight="bold">我的邀请链接</Text>
            <HStack>
              <Input readOnly value={link} aria-label="我的邀请链接" onFocus={(e) => e.target.select()} />
              <Button colorPalette="brand" onClick={() => void copy()}>
                复制链接
              </Button>
            </HStack>
            <Text fontSize="sm" color="gray.600">
              将链接或右侧二维码发给邮友，对方通过它注册后即成为您推荐的会员。
            </Text>
            <Stack gap="1" fontSize="sm" color="gray.700">
              <Text fontWeight="bold">推广返利</Text>
              <Text>您推荐的会员每完成一笔交易，您获得 {data.referralTrade} 积分返利（返利为积分，不是现金）。</Text>
              <Text>
                已推荐 {data.members.total} 位会员，累计获得返利 {data.rebateTotal} 积分。
              </Text>
            </Stack>
          </Stack>
          <Stack gap="2" align="center">
            <InviteQrCode text={link} label="邀请注册二维码" />
            <Text fontSize="sm" color="gray.600">
              扫码注册
            </Text>
          </Stack>
        </Flex>
      )}
    </Stack>
  );
}
