import { Button } from '@cld/ui/button';
import { Card } from '@cld/ui/card';
import { AlertIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Card role="alert" className="items-center gap-3 px-6 py-12 text-center">
      <AlertIcon className="size-10 text-danger" />
      <h2 className="text-xl font-semibold">{t('browse.error.title')}</h2>
      <p className="max-w-md text-muted-foreground">{t('browse.error.body')}</p>
      <Button className="mt-2" onClick={onRetry}>
        {t('browse.error.retry')}
      </Button>
    </Card>
  );
}
