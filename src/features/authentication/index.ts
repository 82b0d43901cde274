export { AuthenticationPage } from './authentication-page';
// One identity picture, uploaded privately: the account opening's photos step uses it too (docs/adr/0027).
export { PhotoPicker } from './photo-picker';
