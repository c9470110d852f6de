import { useIntl } from 'react-intl';
import { getTranslation } from '../../utils/getTranslation';

/** `t(id, values)` over the plugin's translations, as the other report pages write it. */
export function useMessages() {
  const { formatMessage } = useIntl();
  return (id: string, values?: Record<string, string | number>) =>
    formatMessage({ id: getTranslation(id), defaultMessage: id }, values);
}
