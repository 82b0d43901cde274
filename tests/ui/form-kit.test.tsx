import { Button } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../src/api/client';
import { messages } from '../../src/api/contracts/messages';
import { ErrorLine } from '../../src/features/shared/error-line';
import { AmountField, PayPasswordField, typedFen } from '../../src/features/shared/form-fields';
import { useActionForm } from '../../src/features/shared/use-action-form';
import { renderWithProviders } from './render';

/**
 * The one form kit (src/features/shared/use-action-form.ts) on a form of its own: the deposit's schema (amount and
 * payment password), a send the test answers by hand, and each request's key as sent.
 */
interface Sent {
  body: unknown;
  attempt: string;
  answer: (ok: boolean) => void;
}

let sent: Sent[];
let keys: number;
beforeEach(() => {
  sent = [];
  keys = 0;
});

function KitForm() {
  const form = useActionForm({
    schema: () => import('../../src/api/contracts/membership').then((m) => m.depositPaymentRequest),
    empty: { amount: '', payPassword: '' },
    body: ({ amount, payPassword }) => ({ amount: typedFen(amount), payPassword }),
    newAttempt: () => `key-${++keys}`,
    send: (body, attempt) =>
      new Promise<string>((resolve, reject) => sent.push({ body, attempt, answer: (ok) => (ok ? resolve('done') : reject(new ApiRequestError(400, 'refused'))) })),
  });
  return (
    <form
      aria-label="kit"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <AmountField label="金额" error={form.errors.amount} {...form.field('amount')} />
      <PayPasswordField error={form.errors.payPassword} {...form.field('payPassword')} />
      <ErrorLine error={form.error} />
      <Button type="submit" loading={form.busy} loadingText="确定">
        确定
      </Button>
    </form>
  );
}

/** The field around an input: its label, the input, and its rule or hint. */
const fieldOf = (input: HTMLElement) => input.closest('.chakra-field__root');

const setUp = () => {
  const u = userEvent.setup();
  renderWithProviders(<KitForm />);
  const form = within(screen.getByRole('form', { name: 'kit' }));
  const type = async (label: RegExp, value: string) => {
    await u.clear(form.getByLabelText(label));
    if (value) await u.type(form.getByLabelText(label), value);
  };
  const press = () => u.click(form.getByRole('button', { name: '确定' }));
  return { form, type, press };
};

describe('useActionForm', () => {
  it('shows every broken rule beside its field at once, and sends nothing', async () => {
    const { form, type, press } = setUp();
    await type(/金额/, '0.5');
    await type(/支付密码/, '12');
    await press();
    await waitFor(() => expect(form.getAllByRole('alert')).toHaveLength(2));
    expect(fieldOf(form.getByLabelText(/金额/))).toHaveTextContent(messages.membershipAmountRule);
    expect(fieldOf(form.getByLabelText(/支付密码/))).toHaveTextContent(messages.payPasswordRule);
    expect(sent).toEqual([]);

    // Changing a field takes its rule away until the next send checks again; the other stays.
    await type(/金额/, '10');
    expect(form.getAllByRole('alert').map((a) => a.textContent)).toEqual([messages.payPasswordRule]);
  });

  it('keeps the key for the same input sent again, and renews it when the amount changes', async () => {
    const { type, press } = setUp();
    await type(/金额/, '10');
    await type(/支付密码/, '135790');
    await press();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ amount: 1_000, payPassword: '135790' });
    sent[0]!.answer(false);
    expect(await screen.findByText('refused')).toBeInTheDocument();

    // The same input again (a retry after a refusal or a lost answer), with a corrected password: the same request.
    await type(/支付密码/, '246810');
    await press();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.attempt).toBe(sent[0]!.attempt);
    sent[1]!.answer(false);
    await screen.findByText('refused');

    // Another amount is another request: a new key.
    await type(/金额/, '20');
    await press();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.body).toEqual({ amount: 2_000, payPassword: '246810' });
    expect(sent[2]!.attempt).not.toBe(sent[0]!.attempt);

    // After a success the form is empty again and the next send is a new request, even with the same input.
    sent[2]!.answer(true);
    await waitFor(() => expect(screen.getByLabelText(/金额/)).toHaveValue(''));
    await type(/金额/, '20');
    await type(/支付密码/, '246810');
    await press();
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(new Set(sent.map((s) => s.attempt)).size).toBe(3);
  });

  it('is busy from the send until the answer, and a press meanwhile sends nothing', async () => {
    const { form, type, press } = setUp();
    await type(/金额/, '10');
    await type(/支付密码/, '135790');
    await press();
    await waitFor(() => expect(sent).toHaveLength(1));
    const button = form.getByRole('button', { name: '确定' });
    expect(button).toBeDisabled();
    // A second submission while busy (Enter in a field) is ignored.
    await userEvent.type(form.getByLabelText(/支付密码/), '{Enter}');
    expect(sent).toHaveLength(1);
    sent[0]!.answer(true);
    await waitFor(() => expect(button).toBeEnabled());
    expect(sent).toHaveLength(1);
  });
});
