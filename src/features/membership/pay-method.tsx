import { HStack, RadioGroup, Text } from '@chakra-ui/react';
import { paymentChannelNames, paymentChannels, type PaymentChannel } from '../../api/contracts/money-names';
import { formatYuan } from '../shared/format';
import { ChannelMark } from '../payments';

/** How a member pays a VIP year or a deposit: from the balance (with the payment password) or through a provider's cashier. */
export type PayMethod = 'balance' | PaymentChannel;

/** 余额支付, 支付宝 or 微信支付, with the balance shown beside the first. */
export function PayMethodChoice({ value, onChange, balance }: { value: PayMethod; onChange: (method: PayMethod) => void; balance: number | null }) {
  const methods: PayMethod[] = ['balance', ...paymentChannels];
  return (
    <RadioGroup.Root value={value} onValueChange={(e) => onChange(e.value as PayMethod)} aria-label="支付方式">
      <HStack gap="3" wrap="wrap">
        {methods.map((m) => (
          <RadioGroup.Item key={m} value={m} borderWidth="1px" borderRadius="md" px="3" py="2" bg="white" cursor="pointer">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              {m === 'balance' ? (
                <Text as="span">
                  余额支付
                  {balance !== null && (
                    <Text as="span" color="gray.600" fontSize="sm">
                      （可用 ¥{formatYuan(balance)}）
                    </Text>
                  )}
                </Text>
              ) : (
                <HStack gap="2">
                  <ChannelMark channel={m} size="sm" />
                  <span>{paymentChannelNames[m]}</span>
                </HStack>
              )}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
