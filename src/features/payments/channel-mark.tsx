import { Box } from '@chakra-ui/react';
import { paymentChannelNames, type PaymentChannel } from '../../api/contracts/money-names';

/** The channels' colours, as members know them from the apps: Alipay blue, WeChat Pay green. */
const colours: Record<PaymentChannel, string> = { alipay: '#1677ff', wechat: '#07c160' };
const marks: Record<PaymentChannel, string> = { alipay: '支', wechat: '微' };

/** A channel's mark drawn in text (no vendor artwork is shipped): the first character on its colour. */
export function ChannelMark({ channel, size = 'md' }: { channel: PaymentChannel; size?: 'sm' | 'md' | 'lg' }) {
  const px = { sm: '6', md: '8', lg: '12' }[size];
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w={px}
      h={px}
      borderRadius="md"
      bg={colours[channel]}
      color="white"
      fontWeight="bold"
      fontSize={size === 'lg' ? 'xl' : 'sm'}
      aria-label={paymentChannelNames[channel]}
      role="img"
    >
      {marks[channel]}
    </Box>
  );
}
