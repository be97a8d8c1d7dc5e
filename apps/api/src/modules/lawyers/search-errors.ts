import { defineFrench } from '@cld/validation/i18n';
import { AppError } from '../../errors.ts';
import { apiText } from '../../http/messages.ts';

/**
 * What the directory's own checks say about a request the contract alone cannot judge (a city
 * that is not in the reference data, parameters that need each other), in English and in French
 * (decision 029): each a 400 (404 for a landing page's unknown city) naming the parameter.
 */
export const SEARCH_MESSAGES = {
  unknownCity: 'Unknown city: choose a city of the directory',
  needsLongitude: 'Give lng with lat',
  needsLatitude: 'Give lat with lng',
  oneCentre: 'Give either near or lat and lng, not both',
  radiusNeedsCentre: 'A radius needs a centre: near, or lat and lng',
  distanceNeedsCentre: 'Sorting by distance needs a centre: near, or lat and lng',
  cityNotFound: 'City not found',
} as const;

defineFrench({
  [SEARCH_MESSAGES.unknownCity]: 'Ville inconnue\u00a0: choisissez une ville du répertoire.',
  [SEARCH_MESSAGES.needsLongitude]: 'Indiquez lng avec lat.',
  [SEARCH_MESSAGES.needsLatitude]: 'Indiquez lat avec lng.',
  [SEARCH_MESSAGES.oneCentre]: 'Indiquez near, ou lat et lng, mais pas les deux.',
  [SEARCH_MESSAGES.radiusNeedsCentre]: 'Un rayon demande un centre\u00a0: near, ou lat et lng.',
  [SEARCH_MESSAGES.distanceNeedsCentre]:
    'Le tri par distance demande un centre\u00a0: near, ou lat et lng.',
  [SEARCH_MESSAGES.cityNotFound]: 'Ville introuvable.',
});

type SearchMessage = (typeof SEARCH_MESSAGES)[keyof typeof SEARCH_MESSAGES];

/** A 400 naming `field`, its message in the request's language, as the contract's own 400s read. */
export function invalidParameter(field: string, message: SearchMessage): AppError {
  return new AppError('bad_request', apiText('en', 'request.invalid', { fields: field }), {
    issues: [{ path: [field], message }],
    messageIn: (language) => apiText(language, 'request.invalid', { fields: field }),
  });
}

/** A 404 naming `field`: a landing page's city that is not in the reference data. */
export function unknownCity(field: string): AppError {
  return new AppError('not_found', SEARCH_MESSAGES.cityNotFound, {
    issues: [{ path: [field], message: SEARCH_MESSAGES.unknownCity }],
  });
}
