import { Button } from '@cld/ui/button';
import { Input } from '@cld/ui/input';
import { Label } from '@cld/ui/label';
import { Options, Select } from '@cld/ui/select';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { homeMessages } from '../../i18n/namespaces.ts';
import { track } from '../../lib/analytics/events.ts';
import { useCities, useNames, usePracticeAreas, useProvinces } from '../reference/index.ts';
import { browseHrefFor, type HomeSearch } from './home-search.ts';

export function SearchCard({ initialPracticeArea }: { initialPracticeArea: string }) {
  const t = useT(homeMessages);
  const names = useNames();
  const navigate = useNavigate();
  const id = useId();
  const [search, setSearch] = useState<HomeSearch>({
    province: '',
    practiceArea: initialPracticeArea,
    city: '',
    search: '',
  });
  const provinces = useProvinces('home');
  const practiceAreas = usePracticeAreas('home');
  const { cities } = useCities({ province: search.province, page: 'home' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The choices only: the keywords a visitor typed are theirs, not the site's to record.
    track({
      name: 'search',
      practiceArea: search.practiceArea || undefined,
      province: search.province || undefined,
      city: (search.province && search.city) || undefined,
    });
    void navigate(browseHrefFor(search));
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t('home.searchCard.title')}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-province`}>{t('search.provinceLabel')}</Label>
        <Select
          id={`${id}-province`}
          placeholder={t('search.provincePlaceholder')}
          value={search.province}
          // A new province makes the chosen city meaningless (spec §4).
          onChange={(event) => setSearch({ ...search, province: event.target.value, city: '' })}
        >
          <Options
            items={provinces}
            value={(province) => province.province}
            label={(province) => names.province(province.province)}
          />
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-practice-area`}>{t('search.practiceAreaLabel')}</Label>
        <Select
          id={`${id}-practice-area`}
          placeholder={t('search.practiceAreaPlaceholder')}
          value={search.practiceArea}
          onChange={(event) => setSearch({ ...search, practiceArea: event.target.value })}
        >
          <Options
            items={practiceAreas}
            value={(area) => area.name}
            label={(area) => names.practiceArea(area.name)}
          />
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-city`}>{t('search.cityLabel')}</Label>
        <Select
          id={`${id}-city`}
          placeholder={
            search.province ? t('search.cityPlaceholder') : t('search.cityPlaceholderDisabled')
          }
          disabled={!search.province}
          value={search.city}
          onChange={(event) => setSearch({ ...search, city: event.target.value })}
        >
          <Options
            items={cities}
            value={(city) => city.city}
            label={(city) => names.city(city.city)}
          />
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-keywords`}>{t('search.keywordsLabel')}</Label>
        <Input
          id={`${id}-keywords`}
          type="search"
          enterKeyHint="search"
          placeholder={t('search.keywordsPlaceholder')}
          value={search.search}
          onChange={(event) => setSearch({ ...search, search: event.target.value })}
        />
      </div>
      <div className="flex flex-col gap-3 pt-2 sm:col-span-2 sm:flex-row">
        <Button type="submit" size="lg" className="sm:flex-1">
          {t('search.submit')}
        </Button>
        <Button asChild variant="outline" size="lg" className="sm:flex-1">
          <Link to="/browse-lawyers">{t('search.viewAll')}</Link>
        </Button>
      </div>
    </form>
  );
}
