import { Checkbox } from '@cld/ui/checkbox';
import { Label } from '@cld/ui/label';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.ts';

/** The consent banner's purposes, each off until ticked (consent-banner.tsx loads this on demand). */
export default function ConsentPurposes({
  analytics,
  advertising,
  onAnalytics,
  onAdvertising,
}: {
  analytics: boolean;
  advertising: boolean;
  onAnalytics: (checked: boolean) => void;
  onAdvertising: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{t('consent.purposes')}</legend>
      <Purpose
        label={t('consent.analytics.label')}
        description={t('consent.analytics.description')}
        checked={analytics}
        onChange={onAnalytics}
      />
      <Purpose
        label={t('consent.advertising.label')}
        description={t('consent.advertising.description')}
        checked={advertising}
        onChange={onAdvertising}
      />
    </fieldset>
  );
}

function Purpose({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
    </div>
  );
}
