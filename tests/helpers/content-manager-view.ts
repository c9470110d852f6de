import type { Playground } from './playground';

/**
 * Runs `body` with the Content Manager's list view of `uid` showing `mainField` as its main field,
 * as an admin sets it in "Configure the view" (the core store's
 * `plugin_content_manager_configuration_content_types::<uid>`), and puts the view back after.
 */
export async function withMainField<T>(
  playground: Playground,
  uid: string,
  mainField: string,
  body: () => Promise<T>,
): Promise<T> {
  const store = playground.strapi.db.query('strapi::core-store' as never);
  const key = `plugin_content_manager_configuration_content_types::${uid}`;
  const stored = (await store.findOne({ where: { key } })) as { id: number; value: string };
  const view = JSON.parse(stored.value) as { settings: Record<string, unknown> };
  await store.update({
    where: { id: stored.id },
    data: { value: JSON.stringify({ ...view, settings: { ...view.settings, mainField } }) },
  });
  try {
    return await body();
  } finally {
    await store.update({ where: { id: stored.id }, data: { value: stored.value } });
  }
}
