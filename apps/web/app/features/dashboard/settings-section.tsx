import type { ReactNode } from 'react';

/** One section of the account settings under a rule: its heading (`id` names it), then its content. */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t border-border pt-6">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
