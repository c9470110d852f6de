import {
  decideExportTicket,
  mintExportTicket,
  SpentTickets,
  type ExportTicketInput,
} from '../../../server/src/access/export-ticket';
import { deriveReportKey } from '../../../server/src/access/report-token';

describe('export tickets', () => {
  const key = deriveReportKey('admin-secret');
  const query = { filter: 'static', format: 'csv' };
  const now = 1_800_000_000;
  const input = (overrides: Partial<ExportTicketInput> = {}): ExportTicketInput => ({
    ticket: mintExportTicket(key, 'backend-urls', query, now).ticket,
    endpoint: 'backend-urls',
    query: { format: 'csv', filter: 'static' },
    reportsEnabled: true,
    key,
    nowSeconds: now + 1,
    spent: new SpentTickets(),
    ...overrides,
  });

  it('opens its one download once, within 60 seconds', () => {
    const spent = new SpentTickets();
    const ticket = mintExportTicket(key, 'backend-urls', query, now).ticket;
    expect(decideExportTicket(input({ ticket, spent }))).toEqual({
      allowed: true,
      credential: 'export-ticket',
    });
    expect(decideExportTicket(input({ ticket, spent })).allowed).toBe(false);
    expect(decideExportTicket(input({ nowSeconds: now + 60 })).allowed).toBe(false);
  });

  it('is refused for another endpoint, another query, another key, or with the reports closed', () => {
    expect(decideExportTicket(input({ endpoint: 'frontend-urls' })).allowed).toBe(false);
    expect(decideExportTicket(input({ query: { filter: 'parameterized', format: 'csv' } })).allowed).toBe(
      false,
    );
    expect(decideExportTicket(input({ key: deriveReportKey('other') })).allowed).toBe(false);
    expect(decideExportTicket(input({ reportsEnabled: false })).allowed).toBe(false);
    expect(decideExportTicket(input({ ticket: 'a.b' })).allowed).toBe(false);
  });

  it('is refused for a request that is not an export', () => {
    const ticket = mintExportTicket(key, 'backend-urls', { filter: 'static' }, now).ticket;
    expect(decideExportTicket(input({ ticket, query: { filter: 'static' } })).allowed).toBe(false);
  });
});
