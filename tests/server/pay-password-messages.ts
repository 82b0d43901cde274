import { messages, type MessageKey } from '../../src/api/contracts/messages';
import { fillMessage } from '../../server/src/http/api-error';

/** A catalogue message as a pattern, each {placeholder} standing for any text: a lock's refusal, whenever it ends. */
export const messagePattern = (key: MessageKey): RegExp => new RegExp(`^${messages[key].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

/** 支付密码错误，还可尝试 N 次 (docs/adr/0034). */
export const payPasswordWrongLeft = (left: number) => fillMessage('payPasswordWrongTriesLeft', { left });

/** The payment password's lock, naming when it ends. */
export const payPasswordLockedPattern = messagePattern('payPasswordLocked');

/** Any wrong payment password's refusal, whatever the tries left. */
export const payPasswordWrongPattern = messagePattern('payPasswordWrongTriesLeft');
