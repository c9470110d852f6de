import { Searchbar } from '@strapi/design-system';
import { useT } from '../hooks/useT';

/**
 * The search box of a paged list: what is typed goes to `setSearch` (`usePagedList` sends it to the
 * server as `q` once typing pauses); the clear button empties it.
 * @param name the input's name (unique on the page)
 * @param labelId translation id of the label; `placeholderId` of the placeholder
 */
export function ListSearch({
  list,
  name,
  labelId,
  placeholderId,
}: {
  list: { searchInput: string; setSearch: (search: string) => void };
  name: string;
  labelId: string;
  placeholderId: string;
}) {
  const t = useT();
  return (
    <Searchbar
      name={name}
      value={list.searchInput}
      onChange={(event) => list.setSearch(event.target.value)}
      onClear={() => list.setSearch('')}
      clearLabel={t('report.search.clear')}
      placeholder={t(placeholderId)}
    >
      {t(labelId)}
    </Searchbar>
  );
}
