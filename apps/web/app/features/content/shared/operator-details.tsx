import { Badge } from '@cld/ui/badge';
import { TextLink } from '@cld/ui/link';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { useSiteOperator } from '../../../lib/site-operator.ts';
import { phoneHref } from '../../lawyers/index.ts';

/**
 * Who runs the site and who is in charge of personal information, from configuration: the contact,
 * privacy and terms pages name them. Development placeholders say they are placeholders.
 */
export function OperatorDetails({ privacyOfficer = true }: { privacyOfficer?: boolean }) {
  const t = useT(contentMessages);
  const operator = useSiteOperator();
  const people = [
    {
      id: 'operator',
      title: t('content.operator.operatorTitle'),
      name: operator.name,
      address: operator.address,
      email: operator.email,
      phone: operator.phone,
    },
    ...(privacyOfficer
      ? [
          {
            id: 'privacy-officer',
            title: t('content.operator.privacyOfficerTitle'),
            name: operator.privacyOfficer.name,
            address: null,
            email: operator.privacyOfficer.email,
            phone: operator.privacyOfficer.phone,
          },
        ]
      : []),
  ];
  return (
    <aside
      aria-labelledby="operator-details-title"
      className="rounded-lg border border-border bg-card p-5 text-sm"
    >
      <h2 id="operator-details-title" className="flex flex-wrap items-center gap-2 font-semibold">
        {t('content.operator.title')}
        {operator.placeholder && (
          <Badge variant="warning">{t('content.operator.placeholder')}</Badge>
        )}
      </h2>
      {operator.placeholder && (
        <p className="mt-2 text-muted-foreground">{t('content.operator.placeholderText')}</p>
      )}
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        {people.map((person) => (
          <div key={person.id}>
            <h3 className="font-semibold">{person.title}</h3>
            <address className="mt-1 space-y-1 not-italic">
              <p>{person.name}</p>
              {person.address && <p>{person.address}</p>}
              <p>
                <TextLink href={`mailto:${person.email}`}>{person.email}</TextLink>
              </p>
              <p>
                <TextLink href={phoneHref(person.phone)}>{person.phone}</TextLink>
              </p>
            </address>
          </div>
        ))}
      </div>
    </aside>
  );
}
