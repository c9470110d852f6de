import { runBody } from '../helpers/run-fixtures';
import { EDITOR } from '../helpers/playground';
import { actions, createAdminToken, createContentApiToken, READ_ACTION } from '../helpers/api-tokens';
import { withAdminPermission } from '../helpers/admin-permissions';
import {
  api,
  ENDPOINTS,
  withAdminTokens,
  auditLines,
  playground,
  superSession,
  readerToken,
  otherToken,
} from '../helpers/admin-token-suite';
// The suite's other half, on this file's one playground: its tests run first (decision 0254).
import './admin-token-access-mcp.part';

/**
 * Admin tokens on the discovery API (docs/security.md, access rule 5). The MCP tools:
 * admin-token-access-mcp.part.ts.
 */

withAdminTokens('admin tokens on the discovery API (docs/security.md, access rule 5)', () => {
  it.each(ENDPOINTS)(
    'a token holding the read permission reaches %s, audited as admin-token',
    async (endpoint) => {
      const before = auditLines().length;
      const response = await playground.http.get(api(endpoint)).set('Authorization', `Bearer ${readerToken}`);
      expect(response.status).toBe(200);
      const lines = auditLines().slice(before);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`access accepted: credential=admin-token route="GET ${api(endpoint)}"`);
      expect(lines.join('\n')).not.toContain(readerToken.slice(0, 8));
    },
  );

  it('refuses a token of a super admin that was not granted the permission, naming it', async () => {
    const response = await playground.http.get(api('platform')).set('Authorization', `Bearer ${otherToken}`);
    expect(response.status).toBe(403);
    expect(response.body.error.message).toContain(READ_ACTION);
    expect(auditLines().at(-1)).toContain('access refused: credential=admin-token');
  });

  it("follows the owner's role: an editor's token passes while the Editor role holds the permission", async () => {
    const editorSession = await playground.adminToken(EDITOR);
    let editorToken = '';
    await withAdminPermission(playground.strapi, 'strapi-editor', 'admin::admin-tokens.create', async () => {
      // The ceiling: an editor cannot give a token a permission the Editor role lacks.
      await expect(
        createAdminToken(playground, editorSession, 'editor-early', actions(READ_ACTION)),
      ).rejects.toThrow(/admin token editor-early: 4\d\d/);
      await withAdminPermission(playground.strapi, 'strapi-editor', READ_ACTION, async () => {
        editorToken = await createAdminToken(playground, editorSession, 'editor', actions(READ_ACTION));
        const granted = await playground.http
          .get(api('backend-urls'))
          .set('Authorization', `Bearer ${editorToken}`);
        expect(granted.status).toBe(200);
      });
    });
    // The role's permission is gone (deleted in the database, so no token sync ran): the owner's
    // own ability now refuses, though the token still lists the permission.
    const revoked = await playground.http
      .get(api('backend-urls'))
      .set('Authorization', `Bearer ${editorToken}`);
    expect(revoked.status).toBe(403);
  });

  it('publishes a CI run with a token holding the read permission (one secret for --publish)', async () => {
    const published = await playground.http
      .post(api('runs'))
      .set('Authorization', `Bearer ${readerToken}`)
      .send(runBody({ exit_code: 0, failures: [] }));
    expect(published.status).toBe(201);
    const listed = await playground.http.get(api('runs')).set('Authorization', `Bearer ${readerToken}`);
    expect(listed.body.runs.map((run: { id: number }) => run.id)).toContain(published.body.run.id);
    const refused = await playground.http
      .post(api('runs'))
      .set('Authorization', `Bearer ${otherToken}`)
      .send(runBody());
    expect(refused.status).toBe(403);
  });

  it('refuses a content-API token with 403, saying to create an admin token', async () => {
    const token = await createContentApiToken(playground, superSession, 'content-reader');
    const response = await playground.http.get(api('frontend-urls')).set('Authorization', `Bearer ${token}`);
    expect(response.status).toBe(403);
    expect(response.body.error.message).toMatch(/create an admin token/);
    expect(auditLines().at(-1)).toContain('access refused: credential=content-api-token');
  });

  it('still refuses an unknown Bearer value as a wrong key, and the key still passes', async () => {
    const wrong = await playground.http
      .get(api('platform'))
      .set('Authorization', `Bearer ${'ab'.repeat(128)}`);
    expect(wrong.status).toBe(403);
    expect(auditLines().at(-1)).toContain('access refused: credential=key ');
    const keyed = await playground.http
      .get(api('platform'))
      .set('Authorization', `Bearer ${playground.apiKey}`);
    expect(keyed.status).toBe(200);
  });
});
