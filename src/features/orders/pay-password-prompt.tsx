import { Button, Link, Text } from '@chakra-ui/react';
import { messages } from '../../api/contracts/messages';
import { AppDialog } from '../shared/app-dialog';
import { SiteLink, useAppNavigate } from '../site';

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

/**
 * 忘记支付密码？ beside a payment password field, where a wrong or locked password is reported (the server's message
 * says the tries left, or when the lock ends): it opens 找回支付密码 on the account security page (docs/adr/0034;
 * src/features/account/pay-password-form.tsx opens its dialog at this hash). A 44 px target on a phone.
 */
export function ForgotPayPasswordLink() {
  return (
    <Link asChild colorPalette="brand" fontSize="sm" alignSelf="flex-end" minH="11" display="inline-flex" alignItems="center">
      <SiteLink to="/person/dashboard" hash="pay-password-recovery">
        忘记支付密码？
      </SiteLink>
    </Link>
  );
}
