import type { ConversationEntry } from '@cld/contract/inquiries';
import { cn } from '@cld/ui/cn';
import { formatDateTime } from '../../i18n/dates.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { REGIONAL_LOCALES } from '../../i18n/locale.ts';

/**
 * A request's replies in order (issue 21): the lawyer's and the sender's, each with who wrote it
 * and when. The lawyer's inbox and the sender's space both show it, each naming the sides its way.
 */
export function Conversation({
  label,
  entries,
  authorOf,
  ownSide,
}: {
  /** The list's accessible name ("Conversation with Jane Doe"). */
  label: string;
  /** Optional: an answer from an older API (or a test's partial fixture) has none. */
  entries?: readonly ConversationEntry[] | undefined;
  authorOf: (entry: ConversationEntry) => string;
  /** The side of the person reading: their entries sit on the right. */
  ownSide: ConversationEntry['from'];
}) {
  const locale = useLocale();
  if (!entries || entries.length === 0) return null;
  return (
    <ol aria-label={label} className="grid gap-2">
      {entries.map((entry) => {
        const own = entry.from === ownSide;
        return (
          <li
            key={entry.id}
            className={cn(
              'grid max-w-[85%] gap-1 rounded-md border border-border p-3 text-sm',
              own ? 'justify-self-end bg-primary-subtle' : 'justify-self-start bg-muted',
            )}
          >
            <p className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{authorOf(entry)}</span>
              {' · '}
              <time dateTime={entry.createdAt}>
                {formatDateTime(REGIONAL_LOCALES[locale], new Date(entry.createdAt))}
              </time>
            </p>
            <p className="whitespace-pre-line break-words">{entry.content}</p>
          </li>
        );
      })}
    </ol>
  );
}
