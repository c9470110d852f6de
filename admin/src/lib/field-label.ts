import { FIELD_LABEL_SEPARATOR, fieldLabelParts } from '@route-discovery/contract';
import type { Translate } from '../hooks/useT';

/**
 * A place's label (`field_label`) in the admin's language: Blocks nodes ("paragraph 1 › link 1")
 * by their translated type and number (`fieldLabel.node.<type>`), media formats ("small format")
 * by the translated word around the format's name as written (`fieldLabel.format`), every other
 * part (the edit view's labels, components' display names, positions) as the server wrote it
 * (docs/decisions/0240-document-and-field-names.md).
 */
export function translatedFieldLabel(t: Translate, label: string): string {
  return fieldLabelParts(label)
    .map((part) => {
      if ('node' in part) return t(`fieldLabel.node.${part.node}`, { number: part.number });
      if ('format' in part) return t('fieldLabel.format', { name: part.format });
      return part.text;
    })
    .join(FIELD_LABEL_SEPARATOR);
}
