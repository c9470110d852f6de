import {
  decideExportTicket,
  mintExportTicket,
  type ExportTicketInput,
  type SpentTickets,
} from '../../../server/src/access/export-ticket';
import { deriveReportKey } from '../../../server/src/access/report-token';

/** Spent ids in a Set: the rule's contract with its store (the database's is tested in integration). */
const spentSet = (): SpentTickets & { ids: Set<string> } => {
  const ids = new Set<string>();
  return {
    ids,
    spend: async (id) => {
      if (ids.has(id)) return false;
      ids.add(id);
      return true;
    },
  };
};

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
    spent: spentSet(),
    ...overrides,
  });

  it('opens its one download once, within 60 seconds', async () => {
    const spent = spentSet();
    const ticket = mintExportTicket(key, 'backend-urls', query, now).ticket;
    await expect(decideExportTicket(input({ ticket, spent }))).resolves.toEqual({
      allowed: true,
      credential: 'export-ticket',
    });
    expect((await decideExportTicket(input({ ticket, spent }))).allowed).toBe(false);
    expect((await decideExportTicket(input({ nowSeconds: now + 60 }))).allowed).toBe(false);
  });

  it('spends a ticket only when every other check passed', async () => {
    const spent = spentSet();
    const ticket = mintExportTicket(key, 'backend-urls', query, now).ticket;
    expect((await decideExportTicket(input({ ticket, spent, endpoint: 'frontend-urls' }))).allowed).toBe(
      false,
    );
    expect(spent.ids.size).toBe(0);
    expect((await decideExportTicket(input({ ticket, spent }))).allowed).toBe(true);
  });

  it('is refused for another endpoint, another query, another key, or with the reports closed', async () => {
    const allowed = async (overrides: Partial<ExportTicketInput>) =>
      (await decideExportTicket(input(overrides))).allowed;
    expect(await allowed({ endpoint: 'frontend-urls' })).toBe(false);
    expect(await allowed({ query: { filter: 'parameterized', format: 'csv' } })).toBe(false);
    expect(await allowed({ key: deriveReportKey('other') })).toBe(false);
    expect(await allowed({ reportsEnabled: false })).toBe(false);
    expect(await allowed({ ticket: 'a.b' })).toBe(false);
  });

  it('is refused for a request that is not an export', async () => {
    const ticket = mintExportTicket(key, 'backend-urls', { filter: 'static' }, now).ticket;
    expect((await decideExportTicket(input({ ticket, query: { filter: 'static' } }))).allowed).toBe(false);
  });
});
