import { Button, Flex, Text } from '@chakra-ui/react';
import type { BlockTrade } from '../../api/contracts/block-trades';
import { useLoginDialog } from '../auth';
import { useChat } from '../chat';
import { useSession } from '../session';
import { AppDialog } from '../shared/app-dialog';
import { BlockTradeFields } from './block-trade-fields';

/**
 * 大宗交易申请详情 (spec sections 2 and 3), opened from a row of /large-transaction: what is offered or wanted, how many,
 * at what price, whom to call. A logged-in member reads the whole phone and may 联系TA (the chat opens with the
 * applicant, as 咨询卖家 does); a visitor reads it masked and is asked to log in.
 */
export function BlockTradeDialog({ trade, onClose }: { trade: BlockTrade | null; onClose: () => void }) {
  const { status, user } = useSession();
  const chat = useChat();
  const login = useLoginDialog();
  const member = status === 'member';
  const own = user !== null && trade?.publisherId === user.id;
  return (
    <AppDialog open={trade !== null} onClose={onClose} title="大宗交易申请详情">
      {trade && (
        <>
          <BlockTradeFields
            trade={trade}
            phoneNote={
              // The server masks the number for visitors (first 3 and last 4 digits).
              !member && (
                <Text as="span" color="gray.600" fontSize="sm" ms="2">
                  登录后查看完整号码
                </Text>
              )
            }
          />
          <Flex mt="4" gap="3" wrap="wrap">
            {member && !own && (
              <Button
                colorPalette="brand"
                minH="44px"
                onClick={() => {
                  onClose();
                  chat.open({ peerId: trade.publisherId });
                }}
              >
                联系TA
              </Button>
            )}
            {member && own && <Text color="gray.600">这是您的申请</Text>}
            {!member && (
              <Button colorPalette="brand" variant="outline" minH="44px" onClick={() => login.open()}>
                登录后联系TA
              </Button>
            )}
          </Flex>
        </>
      )}
    </AppDialog>
  );
}
