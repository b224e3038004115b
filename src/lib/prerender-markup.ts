/**
 * The markup of a rendered page made safe to sit beside the live app until it takes over (see
 * src/app/prerender-handoff.ts): no ids (the app renders its own) nor what points at them, no test
 * ids (a test finds the live app's elements only), and nothing marked inert or hidden by an open
 * dialog (the whole copy is inert and hidden from assistive technology instead). Shared by the
 * build's prerendered pages (scripts/vite-prerender.ts) and the pages kept for a reload
 * (page-snapshot.ts).
 */
export function copyMarkup(html: string): string {
  return html.replace(
    /\s(?:id|for|data-testid|aria-hidden|inert|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g,
    '',
  );
}

/** Where a page kept for a reload is stored in the tab's session storage (page-snapshot.ts). */
export const SNAPSHOT_KEY = 'larder-page-snapshot';
