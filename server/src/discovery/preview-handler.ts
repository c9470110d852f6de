import type { Core } from '@strapi/strapi';
import { SkipReason } from '@route-discovery/contract';

/**
 * The app's preview handler as Strapi itself reads it (`@strapi/content-manager` 5.54.0
 * `dist/server/preview/services/preview-config.js`): preview is on when `admin.preview` is set and
 * its `enabled` is not false, and the handler is `admin.preview.config.handler`, called as
 * `handler(uid, { documentId, locale, status })` (`services/preview.js`); a falsy answer means no
 * preview (the controller then answers 204).
 */
export type PreviewHandler = (
  uid: string,
  params: { documentId: string; locale: string | null; status: 'draft' | 'published' },
) => unknown;

/** The configured preview handler, or null when preview is off or no handler function is set. */
export function previewHandler(strapi: Core.Strapi): PreviewHandler | null {
  const config = strapi.config.get('admin.preview') as
    | { enabled?: boolean; config?: { handler?: unknown } }
    | undefined;
  if (!config || config.enabled === false) return null;
  const handler = config.config?.handler;
  return typeof handler === 'function' ? (handler as PreviewHandler) : null;
}

/** How long one handler call may take before its row says it did not answer (milliseconds). */
export const PREVIEW_HANDLER_TIMEOUT_MS = 10_000;

/** What the time limit answers in the race with the handler (no handler can return it). */
const LATE = Symbol('late');

/** What one handler call gave: a URL, nothing (null/undefined/''), or why there is no URL. */
export type PreviewAnswer = { url: string } | { none: true } | { failed: string };

/** Control and format characters, stripped from a handler's error text before it reaches a row. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}]/gu;

/** An error as `Name: message`, one line, at most 200 characters: never its stack. */
function errorText(error: unknown): string {
  const named = error instanceof Error ? `${error.name}: ${error.message}` : `thrown ${typeof error}`;
  const line = named.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * Calls the handler once, as Strapi does, with a time limit (`PREVIEW_HANDLER_TIMEOUT_MS`). Never
 * throws: a thrown error or a timeout becomes `{ failed }` with a `SkipReason.previewFailed` text,
 * an answer that is not a string `SkipReason.previewNotText`.
 */
export async function callPreviewHandler(
  handler: PreviewHandler,
  uid: string,
  params: Parameters<PreviewHandler>[1],
  timeoutMs = PREVIEW_HANDLER_TIMEOUT_MS,
): Promise<PreviewAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((done) => {
    timer = setTimeout(() => done(LATE), timeoutMs);
  });
  try {
    const answer = await Promise.race([Promise.resolve().then(() => handler(uid, { ...params })), late]);
    if (answer === LATE)
      return { failed: SkipReason.previewFailed(`no answer within ${timeoutMs / 1000} s`) };
    if (answer === null || answer === undefined || answer === '' || answer === false) return { none: true };
    if (typeof answer !== 'string') return { failed: SkipReason.previewNotText(typeof answer) };
    return { url: answer.trim() };
  } catch (error) {
    return { failed: SkipReason.previewFailed(errorText(error)) };
  } finally {
    clearTimeout(timer);
  }
}
