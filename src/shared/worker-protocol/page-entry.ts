// Which build a page belongs to. Every HTML page the server sends names, in this header, the entry script
// it loads (the build's `/assets/index-….js`: its name is a hash over all the code it imports). The service
// worker shows a page from the network only when that script is in its own precache, so the page and the
// worker that controls it are always one build (docs/decisions/0036-network-first-navigations.md).

export const PAGE_ENTRY_HEADER = 'x-app-entry';
