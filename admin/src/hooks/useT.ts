import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import en from '../translations/en.json';
import { getTranslation } from '../utils/getTranslation';

/** Translates one of the plugin's message ids (`key` of `translations/en.json`, without the plugin prefix). */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

const ENGLISH: Record<string, string> = en;

/**
 * The plugin's translation function for the current locale (`translations/<locale>.json`, or an
 * app's `config.translations` in `src/admin/app`). A key the locale lacks falls back to its
 * English message (`translations/en.json`), and only a key English lacks too shows the id.
 */
export function useT(): Translate {
  const { formatMessage } = useIntl();
  return useCallback<Translate>(
    (id, values) => formatMessage({ id: getTranslation(id), defaultMessage: ENGLISH[id] ?? id }, values),
    [formatMessage],
  );
}
