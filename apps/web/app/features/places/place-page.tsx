import type { NearbyCity } from '@cld/contract/lawyers';
import { DISTANCE_RADII_KM } from '@cld/reference/practice-details';
import type { ProvinceCode } from '@cld/reference/provinces';
import { Card } from '@cld/ui/card';
import { TextLink } from '@cld/ui/link';
import { Skeleton } from '@cld/ui/skeleton';
import type { ReactNode } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { REGIONAL_LOCALES } from '../../i18n/locale.ts';
import { formatOneDecimal } from '../../i18n/numbers.ts';
import { placesMessages } from '../../i18n/namespaces.ts';
import { useApiQuery } from '../../lib/api/api.ts';
import type { Crumb } from '../../lib/seo/structured-data.ts';
import { CompareBar, LawyerCard, showsRating } from '../lawyers/index.ts';
import { citiesQuery, useNames } from '../reference/index.ts';
import { placePath } from '../../lib/places/place-paths.ts';
import { cityPracticeAreasQuery, placeLawyersQuery } from './queries.ts';

/**
 * What the route resolved from the address. The province's name is in the page's language; the
 * city and the area's `name` are the directory's (English) keys, `cityLabel` and the area's `label`
 * the names the page shows (« Québec » for "Quebec City").
 */
export interface Place {
  province: { code: ProvinceCode; name: string };
  city: string | null;
  cityLabel?: string;
  area: { slug: string; name: string; label?: string } | null;
  /** Lawyers at this place. */
  total: number;
  /** Cities of the province with lawyers (province pages). */
  cities: number;
  /** Other cities with lawyers near this one, nearest first (city pages; the API's list). */
  nearbyCities?: NearbyCity[];
}

/** The city's name as the page shows it. */
const cityNameOf = (place: Place) => place.cityLabel ?? place.city ?? '';

/** Home, then each level of the place down to the page itself. */
export function placeCrumbs(place: Place, homeName: string): Crumb[] {
  const { province, city, area } = place;
  return [
    { name: homeName, path: '/' },
    { name: province.name, path: placePath({ province: province.code }) },
    ...(city
      ? [{ name: cityNameOf(place), path: placePath({ province: province.code, city }) }]
      : []),
    ...(city && area
      ? [
          {
            name: area.label ?? area.name,
            path: placePath({ province: province.code, city, practiceArea: area.slug }),
          },
        ]
      : []),
  ];
}

/** The browse page with this place's filters, for "See all". */
function browsePath({ province, city, area }: Place): string {
  const params = new URLSearchParams({ province: province.code });
  if (city) params.set('city', city);
  if (area) params.set('practiceAreas', area.name);
  return `/browse-lawyers?${params}`;
}

/** `help`: the "Need help now?" block of a criminal- or family-law page (issue 22), under the intro. */
export function PlacePage({ place, help }: { place: Place; help?: ReactNode }) {
  const t = useT(placesMessages);
  const { province, city, area, total } = place;
  const names = {
    province: province.name,
    city: cityNameOf(place),
    area: area?.label ?? area?.name ?? '',
  };
  const crumbs = placeCrumbs(place, t('places.home'));
  const title = area
    ? t('places.area.title', names)
    : city
      ? t('places.city.title', names)
      : t('places.province.title', names);
  const intro = area
    ? t('places.area.intro', { ...names, count: total })
    : city
      ? t('places.city.intro', { ...names, count: total })
      : t('places.province.intro', { ...names, count: total, cities: place.cities });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <nav aria-label={t('places.breadcrumb')} className="text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground">
          {crumbs.map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">›</span>}
              {index === crumbs.length - 1 ? (
                <span aria-current="page" className="text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <TextLink asChild>
                  <Link to={crumb.path}>{crumb.name}</Link>
                </TextLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{intro}</p>
      {help && <div className="mt-6">{help}</div>}

      <div className="mt-10 grid grid-cols-1 gap-12 [&>*]:min-w-0">
        <TopLawyers place={place} />
        {city ? <CityPracticeAreas place={place} /> : <ProvinceCities place={place} />}
        {city && <DistanceLinks place={place} />}
        {city && <NearbyCities place={place} />}
        <PlaceGuides place={place} />
      </div>
    </div>
  );
}

function TopLawyers({ place }: { place: Place }) {
  const t = useT(placesMessages);
  const { province, city, area } = place;
  const result = useApiQuery(
    (api) => api.lawyers.search,
    placeLawyersQuery({
      province: province.code,
      city: city ?? undefined,
      practiceArea: area?.name,
    }),
  );
  return (
    <section aria-labelledby="place-top-lawyers">
      <h2 id="place-top-lawyers" className="text-2xl font-semibold">
        {/* "Top-rated" only when a rating backs it (docs/decisions/018). */}
        {result.isSuccess &&
        result.data.body.lawyers.some((lawyer) => showsRating(lawyer.reviewCount))
          ? t('places.topLawyers')
          : t('places.listedLawyers')}
      </h2>
      {result.isSuccess ? (
        <>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.data.body.lawyers.map((lawyer) => (
              <li key={lawyer.id} className="grid grid-cols-1">
                <LawyerCard
                  lawyer={lawyer}
                  layout="grid"
                  searchedAreas={area ? [area.name] : undefined}
                />
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <TextLink asChild>
              <Link to={browsePath(place)}>
                {t('places.seeAll', { count: result.data.body.total })}
              </Link>
            </TextLink>
          </p>
          {/* The cards' Compare ticks gather here, as on browse; a city's page measures from it. */}
          <CompareBar place={city ? { near: `${city}, ${province.code}` } : undefined} />
        </>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-56" />
          ))}
        </div>
      )}
    </section>
  );
}

/** A list of links with counts, in columns. */
function PlaceLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { path: string; name: string; count: number }[];
}) {
  const t = useT(placesMessages);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.path} className="flex items-baseline justify-between gap-3">
            <TextLink asChild>
              <Link to={link.path}>{link.name}</Link>
            </TextLink>
            <span className="shrink-0 text-sm text-muted-foreground">
              {t('places.province.cityCount', { count: link.count })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProvinceCities({ place }: { place: Place }) {
  const t = useT(placesMessages);
  const cityName = useNames().city;
  const { province } = place;
  const cities = useApiQuery(
    (api) => api.reference.cities,
    citiesQuery({ province: province.code, page: 'browse' }),
  );
  if (!cities.isSuccess) return null;
  return (
    <PlaceLinks
      id="place-cities"
      title={t('places.province.citiesTitle', { province: province.name })}
      links={cities.data.body.map((row) => ({
        path: placePath({ province: province.code, city: row.city }),
        name: cityName(row.city),
        count: row.count,
      }))}
    />
  );
}

function CityPracticeAreas({ place }: { place: Place }) {
  const t = useT(placesMessages);
  const areaName = useNames().practiceArea;
  const { province, city, area } = place;
  const areas = useApiQuery(
    (api) => api.reference.cityPracticeAreas,
    cityPracticeAreasQuery({ province: province.code, city: city! }),
  );
  if (!areas.isSuccess) return null;
  const others = areas.data.body.filter((row) => row.slug !== area?.slug);
  if (others.length === 0) return null;
  return (
    <PlaceLinks
      id="place-areas"
      title={
        area
          ? t('places.area.otherAreasTitle', { city: cityNameOf(place) })
          : t('places.city.areasTitle', { city: cityNameOf(place) })
      }
      links={others.map((row) => ({
        path: placePath({ province: province.code, city: city!, practiceArea: row.slug }),
        name: areaName(row.name),
        count: row.count,
      }))}
    />
  );
}

/**
 * "Within 10 / 25 / 50 / 100 km" of the city: the browse page measuring from it, lawyers of the
 * towns around (and across a provincial border) included.
 */
function DistanceLinks({ place }: { place: Place }) {
  const t = useT(placesMessages);
  const { province, city, area } = place;
  const hrefOf = (radius: number) => {
    const params = new URLSearchParams({
      near: `${city!}, ${province.code}`,
      radius: String(radius),
    });
    if (area) params.set('practiceAreas', area.name);
    return `/browse-lawyers?${params}`;
  };
  return (
    <section aria-labelledby="place-distance">
      <h2 id="place-distance" className="text-2xl font-semibold">
        {t('places.distance.title', { city: cityNameOf(place) })}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {DISTANCE_RADII_KM.map((radius) => (
          <li key={radius}>
            <Link
              to={hrefOf(radius)}
              className="inline-flex min-h-10 items-center rounded-full border border-input px-4 text-sm font-medium hover:bg-secondary focus-visible:focus-ring"
            >
              {t('places.distance.within', { radius })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The nearest other cities with lawyers: their landing pages, how far and how many lawyers. */
function NearbyCities({ place }: { place: Place }) {
  const t = useT(placesMessages);
  const locale = REGIONAL_LOCALES[useLocale()];
  const cityName = useNames().city;
  const cities = place.nearbyCities ?? [];
  if (cities.length === 0) return null;
  return (
    <section aria-labelledby="place-nearby">
      <h2 id="place-nearby" className="text-2xl font-semibold">
        {t('places.nearby.title')}
      </h2>
      <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((row) => (
          <li
            key={`${row.province}:${row.name}`}
            className="flex flex-wrap items-baseline justify-between gap-x-3"
          >
            <TextLink asChild>
              <Link to={placePath({ province: row.province, city: row.name })}>
                {row.province === place.province.code
                  ? cityName(row.name)
                  : t('places.nearby.cityInProvince', {
                      city: cityName(row.name),
                      province: row.province,
                    })}
              </Link>
            </TextLink>
            <span className="text-sm text-muted-foreground">
              {t('places.nearby.distance', {
                distance: formatOneDecimal(locale, row.distanceKm),
              })}
              {' · '}
              {t('places.province.cityCount', { count: row.lawyerCount })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlaceGuides({ place }: { place: Place }) {
  const t = useT(placesMessages);
  const { province, area } = place;
  const links = [
    ...(area
      ? [
          {
            path: '/practice-areas',
            text: t('places.guides.practiceArea', { area: area.label ?? area.name }),
          },
        ]
      : []),
    { path: '/provincial-guide', text: t('places.guides.provincial', { province: province.name }) },
    { path: '/legal-resources', text: t('places.guides.legalAid', { province: province.name }) },
    { path: '/how-to-choose-lawyer', text: t('places.guides.howToChoose') },
  ];
  return (
    <section aria-labelledby="place-guides">
      <h2 id="place-guides" className="text-2xl font-semibold">
        {t('places.guidesTitle', { province: province.name })}
      </h2>
      <Card className="mt-4 p-5">
        <ul className="grid gap-3">
          {links.map((link) => (
            <li key={link.path}>
              <TextLink asChild>
                <Link to={link.path}>{link.text}</Link>
              </TextLink>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
