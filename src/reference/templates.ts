// HTML representations for browsers (content negotiation): operations with `x-template: true`.
import type { components } from '../../generated/reference.js';

type Agent = components['schemas']['Agent'];

const escape = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style>` +
  `</head><body>${body}</body></html>`;

const row = (a: Agent) =>
  `<tr><td><a href="agents/${escape(a.id)}">${escape(a.name)}</a></td><td>${escape(a.type)}</td><td>${escape(a.status)}</td><td>${escape(a.created_at)}</td></tr>`;

export const templates: Record<string, (body: unknown) => string> = {
  listAgents: (body) =>
    page(
      'Agents',
      `<h1>Agents</h1><table><thead><tr><th>Name</th><th>Type</th><th>Status</th><th>Created</th></tr></thead><tbody>${(body as Agent[]).map(row).join('')}</tbody></table>`,
    ),
  getAgent: (body) => {
    const a = body as Agent;
    return page(a.name, `<h1>${escape(a.name)}</h1><dl><dt>Type</dt><dd>${escape(a.type)}</dd><dt>Status</dt><dd>${escape(a.status)}</dd><dt>Created</dt><dd>${escape(a.created_at)}</dd></dl>`);
  },
};
