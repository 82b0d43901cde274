// The complaints feature's public entry (eslint.config.js, feature isolation): nothing other features use yet. Its pages
// (投诉专栏, the complaint form, 处罚公示, the member's and staff's pages) are loaded by src/routes/complaint-pages.tsx.
export {};
