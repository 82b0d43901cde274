import { Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { messages } from '../../api/contracts/messages';
import { PayPasswordField } from '../shared/form-fields';
import { AppLink } from '../site';

/** The payment password field, or, when I have none yet (`isSet` false), where to set one (spec section 5). */
export function PayPasswordEntry({ isSet, ...field }: ComponentProps<typeof PayPasswordField> & { isSet: boolean | undefined }) {
  if (isSet === false)
    return (
      <Text color="orange.fg">
        {messages.payPasswordNotSet}：
        <AppLink to="/person/dashboard" color="brand.fg">
          去设置支付密码
        </AppLink>
      </Text>
    );
  return <PayPasswordField {...field} />;
}
