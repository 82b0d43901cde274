import { Button, Text } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';
import { AppDialog } from '../shared/app-dialog';
import { useAppNavigate } from '../site';

/** The set-pay-password prompt (spec sections 2 and 5): a paid action without a payment password sends the member to set one. */
export function PayPasswordPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useAppNavigate();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="设置支付密码"
      size="xs"
      footer={
        <Button colorPalette="brand" onClick={() => void navigate({ to: '/person/dashboard' })}>
          去设置
        </Button>
      }
    >
      <Text>{messages.payPasswordNotSet}</Text>
    </AppDialog>
  );
}
