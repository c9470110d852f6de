import { Box, Link, Td, Typography } from '@strapi/design-system';
import { useT } from '../hooks/useT';
import { translatedFieldLabel } from '../lib/field-label';
import { WRAPPING_CELL } from './TextCell';

/** What a report row says of a document (the contract's `document_title`, `content_type_name`, ...). */
export interface NamedDocument {
  /** The title (the Content Manager's main field), or the documentId when the type has none. */
  title: string;
  /** The content type's display name. */
  typeName: string;
  uid: string;
  documentId: string;
  locale: string | null;
  /** The Content Manager edit view, or null when the document has none to open. */
  editUrl: string | null;
}

/** The members a report row names a document by (the contract's rows, docs/decisions/0240). */
export interface DocumentNameMembers {
  content_type: string;
  content_type_name: string;
  document_id: string;
  document_title: string;
  locale: string | null;
  edit_url: string | null;
}

/** A report row's document as `DocumentName` shows it. */
export function namedDocumentOf(row: DocumentNameMembers): NamedDocument {
  return {
    title: row.document_title,
    typeName: row.content_type_name,
    uid: row.content_type,
    documentId: row.document_id,
    locale: row.locale,
    editUrl: row.edit_url,
  };
}

/**
 * A document as editors know it: its title, linked to its edit view, with its content type's
 * display name and locale beneath; the UID and documentId are the hover text (`title`) for
 * developers. Every report list names documents with it.
 */
export function DocumentName({ document }: { document: NamedDocument }) {
  const t = useT();
  const ids = t('documentName.ids', { uid: document.uid, documentId: document.documentId });
  const detail = document.locale ? `${document.typeName} · ${document.locale}` : document.typeName;
  return (
    <Box title={ids} data-testid="document-name">
      {document.editUrl ? (
        <Link href={document.editUrl}>{document.title}</Link>
      ) : (
        <Typography>{document.title}</Typography>
      )}
      <Typography tag="p" variant="pi" textColor="neutral600">
        {detail}
      </Typography>
    </Box>
  );
}

/** `DocumentName` as a table cell: every report table names documents with this cell. */
export function DocumentNameCell({ document }: { document: NamedDocument }) {
  return (
    <Td style={WRAPPING_CELL}>
      <DocumentName document={document} />
    </Td>
  );
}

/**
 * A field's place as the edit view labels it ("Content › paragraph 1 › link 1", Blocks nodes in
 * the admin's language: `translatedFieldLabel`), with the raw path (`content[0].children[1]`)
 * beneath for developers.
 */
export function FieldPlaceCell({ label, path }: { label: string; path: string }) {
  const t = useT();
  return (
    <Td style={WRAPPING_CELL}>
      <Typography>{translatedFieldLabel(t, label)}</Typography>
      {label !== path ? (
        <Box>
          <Typography tag="code" variant="pi" textColor="neutral600">
            {path}
          </Typography>
        </Box>
      ) : null}
    </Td>
  );
}
