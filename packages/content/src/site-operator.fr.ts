import type { SITE_SERVICE } from './site-operator.ts';

/**
 * French twin of `SITE_SERVICE` (decision 028). The French name of the site is a proposal for the
 * next session to confirm with whoever owns the brand; the hours are the English hours.
 */
export const SITE_SERVICE_FR: { [K in keyof typeof SITE_SERVICE]: string } = {
  siteName: 'Répertoire des avocats du Canada',
  businessHours: 'Du lundi au vendredi, de 9 h à 18 h (heure de l’Est)',
  responseTime: 'Nous répondons aux messages en moins de 24 heures les jours ouvrables.',
};
