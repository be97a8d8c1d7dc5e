/**
 * What a form sent without JavaScript says once the API accepted it, where a toast would have said
 * it: a status, so a screen reader reads it on the page the post returned.
 */
export function FormSentNotice({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="grid gap-1 rounded-md border border-border bg-muted p-4 text-sm">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
    </div>
  );
}
