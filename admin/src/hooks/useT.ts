import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { getTranslation } from '../utils/getTranslation';

/** Translates one of the plugin's message ids (the id itself stands in when a translation is missing). */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The plugin's translation function for the current locale (`translations/<locale>.json`). */
export function useT(): Translate {
  const { formatMessage } = useIntl();
  return useCallback<Translate>(
    (id, values) => formatMessage({ id: getTranslation(id), defaultMessage: id }, values),
    [formatMessage],
  );
}
