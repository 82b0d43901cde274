// The content feature's public entry (docs/adr/0015): article HTML is shown only through RichText.
export { RichText } from './rich-text';
export { HotNews } from './hot-news';
