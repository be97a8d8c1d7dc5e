import { Link } from '../../lib/links/index.ts';
import { ScaleIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';
import { FOOTER_GROUPS } from './navigation.ts';

/** The footer's name, tagline and groups of links: static, so its script comes late (footer.tsx). */
export function FooterLinks() {
  const t = useT();
  // Two columns of link groups on a phone, so the footer is not one long list.
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)] lg:px-8">
      <div className="col-span-2 max-w-sm lg:col-span-1">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <span className="grid size-9 place-items-center rounded-lg bg-white text-brand-900">
            <ScaleIcon className="size-5" />
          </span>
          {t('site.name')}
        </p>
        <p className="mt-4 text-sm text-slate-200">{t('site.tagline')}</p>
        <p className="mt-3 text-xs text-slate-300">{t('site.notLegalAdvice')}</p>
      </div>
      <nav aria-label={t('footer.label')} className="contents">
        {FOOTER_GROUPS.map((group) => (
          <div key={group.heading}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-200">
              {t(group.heading)}
            </h2>
            <ul className="mt-4 grid gap-2">
              {group.links.map((link) => (
                <li key={`${link.to}-${link.label}`}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-6 items-center rounded-sm text-sm text-slate-100 underline-offset-4 hover:underline focus-visible:focus-ring"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}
