import { SAVE_RECIPE_MESSAGES } from '@domain';
import { notify, TOAST_DURATION } from '@/components/notify';
import { SAVE_DIALOG_TEXTS as T } from './dialog-texts';

/**
 * What a save attempt comes to, on the web (the `scrape-recipe` function) and on desktop (the page
 * fetched through main, saved by the renderer) alike.
 */

/** The page a link-only save would keep, when no recipe was found on it. */
export interface NoRecipePage {
  readonly title: string | null;
  readonly siteName: string | null;
  readonly url: string;
}

export type SaveOutcome =
  | {
      readonly kind: 'saved';
      readonly id: string | null;
      readonly title: string;
      readonly linkOnly: boolean;
    }
  | { readonly kind: 'no-recipe'; readonly page: NoRecipePage }
  /** `message` is the backend's own text ("Failed to fetch URL: …"); the toast is mapped from it. */
  | { readonly kind: 'failed'; readonly message: string };

/** What saving answers with (domain/): the function and the desktop save map to the same toasts. */
export const SAVE_MESSAGES = SAVE_RECIPE_MESSAGES;

/** Spec §8: the destructive toast for a failed save, chosen by what the message contains. */
export function saveErrorToast(message: string): string {
  const text = message.toLowerCase();
  if (text.includes('already been saved')) return T.errorDuplicate;
  if (text.includes('failed to fetch url')) return T.errorFetch;
  if (text.includes('invalid url')) return T.errorInvalidUrl;
  return T.errorOther;
}

/**
 * The server's reason for a failed fetch ("Failed to fetch URL: <reason>", the same from the
 * function and the desktop proxy), in words for the toast's description; null when it gave none.
 */
export function saveErrorDescription(message: string): string | null {
  const match = /failed to fetch url:\s*([\s\S]+)$/i.exec(message.trim());
  const reason = match?.[1]?.trim();
  if (!reason) return null;
  if (/address, which is not allowed/i.test(reason)) return T.reasonBlocked;
  if (/could not be resolved/i.test(reason)) return T.reasonDns;
  if (/did not answer within|timed? ?out/i.test(reason)) return T.reasonTimeout;
  const http = /answered HTTP (\d{3})/i.exec(reason);
  if (http?.[1]) return T.reasonHttp(http[1]);
  if (/not HTML/i.test(reason)) return T.reasonNotHtml;
  if (/ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|connect/i.test(reason))
    return T.reasonUnreachable;
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/** The success toast, with "View" opening the saved recipe when the save returned its id. */
export function notifySaved(
  outcome: Extract<SaveOutcome, { kind: 'saved' }>,
  openSaved: (path: string) => void,
): void {
  const path = savedRecipePath(outcome.id);
  notify.success(T.saved, {
    duration: TOAST_DURATION.other,
    ...(outcome.linkOnly ? { description: T.savedAsLink } : {}),
    ...(path ? { action: { label: T.viewSaved, onClick: () => openSaved(path) } } : {}),
  });
}

/** Shows a failed save as spec §8's toast, with the server's reason as its description when it gave one. */
export function notifySaveError(message: string): void {
  const description = saveErrorDescription(message);
  notify.error(saveErrorToast(message), {
    duration: TOAST_DURATION.saveError,
    ...(description ? { description } : {}),
  });
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The outcome for a stored row (`{id, title}` at least); a row without a title keeps `fallbackTitle`. */
export function savedOutcome(row: unknown, linkOnly: boolean, fallbackTitle: string): SaveOutcome {
  const fields = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  return {
    kind: 'saved',
    id: text(fields.id),
    title: text(fields.title) ?? fallbackTitle,
    linkOnly,
  };
}

/** The no-recipe outcome from the page summary the backend sent (unknown shape: checked here). */
export function noRecipeOutcome(summary: unknown, requestedUrl: string): SaveOutcome {
  const fields = (typeof summary === 'object' && summary !== null ? summary : {}) as Record<
    string,
    unknown
  >;
  return {
    kind: 'no-recipe',
    page: {
      title: text(fields.title),
      siteName: text(fields.siteName),
      url: text(fields.url) ?? requestedUrl,
    },
  };
}

/** Link to a saved recipe's page, or null when the id is unknown. */
export function savedRecipePath(id: string | null): string | null {
  return id === null ? null : `/saved-recipe/${encodeURIComponent(id)}`;
}
