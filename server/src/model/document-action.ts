/**
 * The part of a document service middleware context the plugin's middlewares read (`@strapi/types`
 * `Modules.Documents.Middleware.Context`).
 */
export interface ActionContext {
  uid: string;
  action: string;
  params?: { documentId?: unknown };
}

/** The documentId an action wrote: its parameter, or (create, clone) its result's; null when neither. */
export function actedDocumentId(context: ActionContext, result: unknown): string | null {
  const fromResult = (result as { documentId?: unknown } | null)?.documentId;
  const id = context.params?.documentId ?? fromResult;
  return typeof id === 'string' && id ? id : null;
}
