// The quotes room's public entry (docs/adr/0015); the route loads the page lazily from its own file.
export { QuotesPage } from './quotes-page';
