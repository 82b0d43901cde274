export { AuthenticationPage } from './authentication-page';
// One identity picture, uploaded privately: the account opening's photos step uses it too (docs/adr/0027).
export { PhotoPicker } from './photo-picker';
// 提交时间 and 审核时间 from an application's events: the staff's review page shows them too.
export { ApplicationTimes } from './application-times-rows';
