/** ts-rest's query functions throw the API's answer itself ({ status, body }) on a 4xx/5xx. */
export function hasStatus(error: unknown, status: number): boolean {
  return (
    typeof error === 'object' && error !== null && 'status' in error && error.status === status
  );
}
