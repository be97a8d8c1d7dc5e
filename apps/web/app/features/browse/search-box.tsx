import { Input } from '@cld/ui/input';
import { Label } from '@cld/ui/label';
import { useId, type FormEvent } from 'react';
import { SearchIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';

/** Applies only on Enter (spec §2), so typing does not search letter by letter. */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (value: string) => void;
}) {
  const t = useT();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = new FormData(event.currentTarget).get('search');
    onSearch(typeof input === 'string' ? input.trim() : '');
  }

  return (
    <form role="search" onSubmit={submit} className="relative">
      <Label htmlFor={id} className="sr-only">
        {t('browse.searchLabel')}
      </Label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
      {/* Keyed by the applied search, so Clear All or Back also reset what the box shows. */}
      <Input
        key={value}
        id={id}
        name="search"
        type="search"
        enterKeyHint="search"
        defaultValue={value}
        placeholder={t('browse.searchPlaceholder')}
        className="h-12 pl-11 text-base"
      />
    </form>
  );
}
