// The addresses feature's public entry (eslint.config.js, feature isolation): the member's address book, placed by
// the page that shows it (/person/dashboard).
export { AddressBook } from './address-book';
