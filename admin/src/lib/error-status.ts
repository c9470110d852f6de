/** HTTP status of a failed admin fetch (`FetchError` carries the response), or null. */
export function errorStatus(error: unknown): number | null {
  const status =
    (error as { status?: unknown; response?: { status?: unknown } } | null)?.status ??
    (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}
