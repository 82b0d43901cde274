import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { useCheckModifyPhone, useModifyPhone } from '../../api/profile/modify-phone';
import { SmsCodeFields, useTypedPhoneAndCode } from '../auth';
import { useSessionActions } from '../session';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { failureMessage } from '../shared/failure-message';
import { maskPhone } from '../shared/format';
import { notify } from '../shared/toaster';

/** Where the change is: proving the current phone, then the new phone with the ticket the first step answered. */
type Step = { step: 'oldPhone' } | { step: 'newPhone'; ticket: string };

/**
 * 修改手机号 in two steps, one call each: a code to the current phone (checkModifyPhone answers a ticket good for 10
 * minutes), then the new phone and a code sent to it (modifyPhone). A ticket that has run out sends the member back
 * to the first step.
 */
export function ModifyPhoneDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const [at, setAt] = useState<Step>({ step: 'oldPhone' });
  const typed = useTypedPhoneAndCode();
  const check = useCheckModifyPhone();
  const modify = useModifyPhone();
  const { refreshUser } = useSessionActions();

  const next = () => {
    if (at.step === 'oldPhone') {
      check.mutate(
        { code: typed.read().code },
        {
          onSuccess: ({ ticket }) => {
            modify.reset();
            setAt({ step: 'newPhone', ticket });
          },
        },
      );
      return;
    }
    const { phone: newPhone, code } = typed.read();
    modify.mutate(
      { ticket: at.ticket, phone: newPhone, code },
      {
        onSuccess: () => {
          notify.success(messages.phoneModified);
          refreshUser();
          onClose();
        },
        onError: (error) => {
          if (error.message === messages.phoneTicketInvalid) setAt({ step: 'oldPhone' });
        },
      },
    );
  };
  const running = at.step === 'oldPhone' ? check : modify;
  // The ticket's refusal is shown on the first step it sends the member back to.
  const failed = [running, check, modify].find((m) => m.isError);

  return (
    <AppDialog
      open
      onClose={onClose}
      title="修改手机号"
      size="sm"
      belowTitle={
        <Text fontSize="sm" color="gray.600">
          {at.step === 'oldPhone' ? `第1步：验证当前手机号 ${maskPhone(phone)}` : '第2步：填写新手机号并验证'}
        </Text>
      }
      confirm={{ label: at.step === 'oldPhone' ? '下一步' : '确认修改', onConfirm: next, busy: running.isPending }}
    >
      <Stack gap="3">
        {/* A new key per step: the second step starts with empty fields and its own countdown. The first step's code
            goes to the bound phone, shown rather than typed. */}
        <SmsCodeFields key={at.step} purpose={at.step} phone={at.step === 'oldPhone' ? phone : undefined} onChange={typed.onChange} />
        <ErrorLine error={failed ? failureMessage(failed.error) : null} />
      </Stack>
    </AppDialog>
  );
}
