import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../api/contracts/messages';
import { modifyPayPassword, payPasswordSetQuery } from '../../api/trade/pay-password';
import { ErrorLine } from '../feedback/error-line';
import { useSubmission } from '../feedback/use-submission';
import { notify } from '../feedback/toaster';

/**
 * Setting or changing the 6-digit payment password (/person/dashboard). Paying and confirming receipt need it; the
 * first time the login password proves it is the member, afterwards the current payment password.
 */
export function PayPasswordForm() {
  const isSet = useQuery(payPasswordSetQuery());
  const queryClient = useQueryClient();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, setError, run } = useSubmission();
  if (isSet.isPending) return null;
  const changing = isSet.data === true;

  const submit = () => {
    if (!oldPassword) return setError(changing ? messages.enterPayPassword : messages.enterPassword);
    if (!/^\d{6}$/.test(newPassword)) return setError(messages.payPasswordRule);
    if (newPassword !== confirm) return setError(messages.passwordsDiffer);
    return run(async () => {
      await modifyPayPassword(oldPassword, newPassword);
      notify.success(messages.payPasswordSet);
      setOld('');
      setNew('');
      setConfirm('');
      await queryClient.invalidateQueries({
        queryKey: payPasswordSetQuery().queryKey,
      });
    });
  };

  return (
    <form
      aria-label="支付密码"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4" maxW="sm" bg="white" p="5" borderRadius="md" borderWidth="1px">
        <Heading as="h2" size="sm">
          {changing ? '修改支付密码' : '设置支付密码'}
        </Heading>
        {!changing && <Text color="gray.600">{messages.payPasswordNotSet}</Text>}
        <Field.Root required>
          <Field.Label>{changing ? '当前支付密码' : '登录密码'}</Field.Label>
          <Input type="password" autoComplete="off" value={oldPassword} onChange={(e) => setOld(e.target.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>新支付密码</Field.Label>
          <Input type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={newPassword} onChange={(e) => setNew(e.target.value)} />
          <Field.HelperText>{messages.payPasswordRule}</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>确认支付密码</Field.Label>
          <Input type="password" inputMode="numeric" maxLength={6} autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Field.Root>
        <ErrorLine error={error} />
        <Button type="submit" colorPalette="brand" loading={busy}>
          保存
        </Button>
      </Stack>
    </form>
  );
}
