// What the app and the prerenderer (web/scripts/prerender.ts) say to each other in the browser: one name each.

/** Dispatched on window after each render of the router (main.tsx), and by a signed-in frame once it shows. */
export const renderedEvent = 'obrazy:rendered';

/** Set on window by the prerenderer while it renders the session-free frame of /konto or /admin. */
export const signedInFrameFlag = '__obrazySignedInFrame';

/**
 * The class of an icon's placeholder, shown until its data is in: none is left on a saved page. Written out in
 * components/icon.tsx rather than imported there, which made this module a chunk of its own on every first visit
 * (prerender.test.ts checks the two agree).
 */
export const iconPlaceholderClass = 'icon--loading';

/**
 * Names what of the calendar an element shows: `day` (the term of the day) or `year` (the footer's ©). The
 * prerenderer renders such a page again when that day or year ends in Warsaw (web/scripts/valid-until.ts). Written
 * out in the components that carry it rather than imported there, which made this module a chunk of its own on every
 * first visit (the home page's test in e2e/browser/pages.spec.ts checks the saved page carries both).
 */
export const changesWithAttribute = 'data-changes-with';
