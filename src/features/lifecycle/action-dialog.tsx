import { Field, Stack, Textarea } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { AppDialog } from '../shared/app-dialog';
import { ErrorLine } from '../shared/error-line';
import { FieldRule } from '../shared/form-fields';
import { useActionRules } from './action-rules';
import type { LifecycleActionActor } from './use-lifecycle-action-actor';

export interface ActionDialogProps {
  actor: LifecycleActionActor;
  /** The event whose form this is: open while the machine has it chosen (editing or sending). */
  event: string;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  /** The call's body from what was typed (the reason, when the form asks for one). */
  body: (typed: { reason: string }) => Record<string, unknown>;
  /** A reason to type (a rejection's, a refusal's): its label, placeholder and longest length. */
  reason?: { label: string; placeholder: string; maxLength: number };
  /**
   * The body's fields `children` show with their broken rules beside them (a shipment's, a payment password): the
   * line under the form then does not say those rules again.
   */
  fields?: readonly string[];
  children?: ReactNode;
}

/**
 * The form of one lifecycle action (a confirmation, or a reason): open while the screen's lifecycle action machine
 * has the event chosen, busy while it sends, the reason's broken rule beside it and anything else the machine refused
 * under the form (the server's refusal). What was typed is input, not flow: the machine holds what was chosen, sent and refused.
 */
export function ActionDialog({ actor, event, title, confirmLabel, danger, body, reason, fields, children }: ActionDialogProps) {
  const open = useSelector(actor, (s) => !s.matches('idle') && s.context.call?.event === event);
  const attempt = useSelector(actor, (s) => s.context.attempt);
  // Keyed by the attempt: each opened form starts empty.
  return open ? <OpenDialog key={attempt} {...{ actor, title, confirmLabel, danger, body, reason, fields, children }} /> : null;
}

function OpenDialog({ actor, title, confirmLabel, danger, body, reason, fields = [], children }: Omit<ActionDialogProps, 'event'>) {
  const [typed, setTyped] = useState('');
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { rules, line } = useActionRules(actor, ['reason', ...fields]);
  const submit = () => actor.send({ type: 'action.submit', body: body({ reason: typed }) });
  return (
    <AppDialog
      open
      onClose={() => actor.send({ type: 'action.dismiss' })}
      title={title}
      size="sm"
      confirm={{ label: confirmLabel, onConfirm: submit, busy, danger }}
    >
      <Stack gap="3">
        {children}
        {reason && (
          <Field.Root required invalid={Boolean(rules.reason)}>
            <Field.Label>{reason.label}</Field.Label>
            <Textarea value={typed} maxLength={reason.maxLength} rows={4} placeholder={reason.placeholder} onChange={(e) => setTyped(e.target.value)} />
            <FieldRule error={rules.reason} />
          </Field.Root>
        )}
        <ErrorLine error={line} />
      </Stack>
    </AppDialog>
  );
}
