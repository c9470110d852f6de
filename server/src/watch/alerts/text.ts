import type { MonitorAlert, MonitorAlertLink, MonitorAlertSource } from '@route-discovery/contract';

/**
 * The alert as plain lines, shared by every chat and e-mail format (one wording for all): a
 * title, then a section per kind with one line per link and one per document linking to it.
 * Content values (link text, titles) are data: control characters are removed here, and each
 * format escapes its own markup (`escape`).
 */

/** Control characters (C0, DEL, C1) that must not reach a message. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A content value on one line without control characters, at most `max` characters. */
export function clean(value: string, max = 200): string {
  const flat = value.replace(CONTROL, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The message's title: what changed, counted. */
export function alertTitle(alert: MonitorAlert): string {
  if (alert.kind === 'digest') {
    return `Route discovery daily digest: ${alert.broken_total} link(s) newly broken`;
  }
  const parts = [];
  if (alert.broken_total) parts.push(`${alert.broken_total} link(s) broken`);
  if (alert.recovered_total) parts.push(`${alert.recovered_total} recovered`);
  return `Route discovery monitor: ${parts.join(', ')}`;
}

/** Why a link failed, in words (`HTTP 500`, the network error). */
export function reasonOf(link: MonitorAlertLink): string {
  if (link.event === 'recovered')
    return link.status === null ? 'answers again' : `answers HTTP ${link.status}`;
  return link.status === null ? clean(link.error || 'no answer', 120) : `HTTP ${link.status}`;
}

/**
 * The route a `content-api` or `admin` URL checks, as words: `route GET /api/articles →
 * api::article.article.find` (without the arrow when the route has no handler); null for a link.
 */
export function routeLine(link: MonitorAlertLink): string | null {
  if (!link.route) return null;
  const handler = link.route.handler ? ` → ${clean(link.route.handler, 200)}` : '';
  return `route ${link.route.method} ${clean(link.route.path, 255)}${handler}`;
}

/** One source as words: `Article "Title" (api::article.article abc123), field body, locale en, text "…"`. */
export function sourceText(source: MonitorAlertSource): string {
  const locale = source.locale ? `, locale ${source.locale}` : '';
  const text = source.link_text ? `, link text "${clean(source.link_text, 120)}"` : '';
  return `"${clean(source.title, 120)}" (${source.content_type} ${source.document_id}), field ${clean(source.field, 120)}${locale}${text}`;
}

/** A section per kind: its heading and its links (the rest counted in `more`). */
export interface AlertSection {
  heading: string;
  links: MonitorAlertLink[];
  more: number;
}

/** The alert's sections, broken first; a kind without links has none. */
export function alertSections(alert: MonitorAlert): AlertSection[] {
  const sections: AlertSection[] = [];
  if (alert.broken_total) {
    sections.push({
      heading: alert.kind === 'digest' ? 'Newly broken' : 'Broken',
      links: alert.broken,
      more: alert.broken_total - alert.broken.length,
    });
  }
  if (alert.recovered_total) {
    sections.push({
      heading: 'Recovered',
      links: alert.recovered,
      more: alert.recovered_total - alert.recovered.length,
    });
  }
  return sections;
}

/** The whole alert as plain text (the e-mail's text part, the fallback of chat formats). */
export function alertPlainText(alert: MonitorAlert): string {
  const lines = [alertTitle(alert), ''];
  for (const section of alertSections(alert)) {
    lines.push(`${section.heading}:`);
    for (const link of section.links) {
      lines.push(`- ${link.url} (${reasonOf(link)})`);
      const route = routeLine(link);
      if (route) lines.push(`  ${route}`);
      for (const source of link.sources) lines.push(`  in ${sourceText(source)}: ${source.edit_url}`);
      if (link.sources.length === 0 && !route) lines.push('  no longer in content');
    }
    if (section.more > 0) lines.push(`- and ${section.more} more`);
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}
