export { AuthenticationPage } from './authentication-page';
