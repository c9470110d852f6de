import type { MonitorAlert, MonitorAlertLink } from '@route-discovery/contract';
import { alertPlainText, alertSections, alertTitle, clean, reasonOf, routeLine, sourceText } from './text';

/**
 * The alert in each chat service's payload, one message per alert, the same wording as the plain
 * text (`text.ts`). Limits from each service's documentation: a Slack section's text at most 3,000
 * characters and 50 blocks a message (api.slack.com/reference/block-kit/blocks); a Discord embed's
 * description at most 4,096 characters and 6,000 in all (discord.com/developers/docs/resources/message#embed-object-embed-limits);
 * Teams workflows take an Adaptive Card 1.4 in a `message` attachment (learn.microsoft.com,
 * "Create incoming webhooks with Workflows for Microsoft Teams").
 */

/** Slack's mrkdwn escapes: `&`, `<`, `>` (api.slack.com/reference/surfaces/formatting#escaping). */
const slackEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Markdown's markup characters, backslash-escaped (Discord, Teams' TextBlock). */
const markdownEscape = (value: string) => value.replace(/([\\`*_~|>[\]()#])/g, '\\$1');
/** A URL inside `(...)` of a Markdown link: spaces and parentheses percent-encoded. */
const markdownUrl = (url: string) => url.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** Links in Slack blocks at most (50 blocks a message, kept for the header and the sections). */
const SLACK_LINK_BLOCKS = 40;

/** A Slack incoming webhook's body: `text` (the notification) and Block Kit blocks. */
export function slackPayload(alert: MonitorAlert): Record<string, unknown> {
  const blocks: unknown[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(alertTitle(alert), 150) } },
  ];
  let linkBlocks = 0;
  for (const section of alertSections(alert)) {
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: `*${section.heading}*` } });
    let more = section.more;
    for (const link of section.links) {
      if (linkBlocks >= SLACK_LINK_BLOCKS) {
        more += 1;
        continue;
      }
      linkBlocks += 1;
      const lines = [
        `<${slackEscape(link.url)}|${slackEscape(cut(link.url, 200))}> (${slackEscape(reasonOf(link))})`,
      ];
      const route = routeLine(link);
      if (route) lines.push(`• ${slackEscape(route)}`);
      for (const source of link.sources) {
        lines.push(`• in ${slackEscape(sourceText(source))}: <${slackEscape(source.edit_url)}|edit>`);
      }
      blocks.push({ type: 'section', text: { type: 'mrkdwn', text: cut(lines.join('\n'), 3000) } });
    }
    if (more > 0) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: `and ${more} more` }] });
  }
  return { text: alertTitle(alert), blocks };
}

/** One link and its sources as Markdown lines (Discord, Teams). */
function markdownLink(link: MonitorAlertLink): string {
  const lines = [
    `- [${markdownEscape(cut(link.url, 200))}](${markdownUrl(link.url)}) (${markdownEscape(reasonOf(link))})`,
  ];
  const route = routeLine(link);
  if (route) lines.push(`  - ${markdownEscape(route)}`);
  for (const source of link.sources) {
    lines.push(`  - in ${markdownEscape(sourceText(source))}: [edit](${markdownUrl(source.edit_url)})`);
  }
  return lines.join('\n');
}

/** A section's Markdown, cut at `max` characters on a link's boundary (the rest counted). */
function markdownSection(links: readonly MonitorAlertLink[], more: number, max: number): string {
  const parts: string[] = [];
  let length = 0;
  let left = more;
  for (const [at, link] of links.entries()) {
    const part = markdownLink(link);
    if (length + part.length + 40 > max) {
      left += links.length - at;
      break;
    }
    parts.push(part);
    length += part.length + 1;
  }
  if (left > 0) parts.push(`and ${left} more`);
  return parts.join('\n');
}

/** A Discord webhook's body: an embed per section; mentions in content values never ping. */
export function discordPayload(alert: MonitorAlert): Record<string, unknown> {
  const sections = alertSections(alert);
  const budget = Math.floor(5000 / Math.max(1, sections.length));
  return {
    content: cut(alertTitle(alert), 2000),
    embeds: sections.map((section) => ({
      title: section.heading,
      color: section.heading === 'Recovered' ? 0x2e7d32 : 0xc62828,
      description: markdownSection(section.links, section.more, Math.min(4000, budget)),
    })),
    allowed_mentions: { parse: [] },
  };
}

/** A Teams workflow webhook's body: a `message` with one Adaptive Card. */
export function teamsPayload(alert: MonitorAlert): Record<string, unknown> {
  const body: unknown[] = [
    {
      type: 'TextBlock',
      size: 'Medium',
      weight: 'Bolder',
      wrap: true,
      text: markdownEscape(alertTitle(alert)),
    },
  ];
  for (const section of alertSections(alert)) {
    body.push({ type: 'TextBlock', weight: 'Bolder', wrap: true, text: section.heading });
    body.push({ type: 'TextBlock', wrap: true, text: markdownSection(section.links, section.more, 12_000) });
  }
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
        },
      },
    ],
  };
}

const htmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The e-mail: subject, text and HTML parts (`strapi.plugin('email').service('email').send` options). */
export function emailMessage(alert: MonitorAlert): { subject: string; text: string; html: string } {
  const html = [`<h2>${htmlEscape(alertTitle(alert))}</h2>`];
  for (const section of alertSections(alert)) {
    html.push(`<h3>${htmlEscape(section.heading)}</h3><ul>`);
    for (const link of section.links) {
      const route = routeLine(link);
      const sources = [
        ...(route ? [`<li>${htmlEscape(route)}</li>`] : []),
        ...link.sources.map(
          (source) =>
            `<li>in ${htmlEscape(sourceText(source))}: <a href="${htmlEscape(source.edit_url)}">edit</a></li>`,
        ),
      ];
      html.push(
        `<li><a href="${htmlEscape(link.url)}">${htmlEscape(cut(link.url, 200))}</a> (${htmlEscape(reasonOf(link))})<ul>${sources.join('')}</ul></li>`,
      );
    }
    if (section.more > 0) html.push(`<li>and ${section.more} more</li>`);
    html.push('</ul>');
  }
  return { subject: clean(alertTitle(alert)), text: alertPlainText(alert), html: html.join('\n') };
}
