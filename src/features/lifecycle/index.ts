// The lifecycle feature's public entry (eslint.config.js, feature isolation): every screen that acts on a lifecycle
// object through the call table (staff decisions, a member's cancel) runs the one action machine with these.
export { ActionDialog } from './action-dialog';
export { LifecycleActionButtons, type OfferedAction } from './action-buttons';
export { useActionRules } from './action-rules';
export { chooseAction, useLifecycleActionActor, type LifecycleActionActor } from './use-lifecycle-action-actor';
