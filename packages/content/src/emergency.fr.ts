import { CONTENT_REVIEWED } from './content-types.ts';
import {
  EMERGENCY_SERVICES,
  EMERGENCY_SITUATIONS,
  type EmergencyService,
  type EmergencySituation,
} from './emergency.ts';
import { frenchSource } from './french-sources.ts';

/**
 * French twin of `emergency.ts` (decision 028). Each line keeps the English record's number,
 * website and source (its French page where there is one); the services' names are the ones the
 * services use in French (« Jeunesse, J’écoute », « 9-8-8 : Ligne d’aide en cas de crise de
 * suicide »).
 */
export const CALL_911_FIRST_FR =
  'Si quelqu’un est en danger immédiat, ou si un crime est en train de se commettre, appelez d’abord le 911.';

type ServiceWords = Pick<EmergencyService, 'service' | 'description' | 'note'>;

/** In the order of the English services, keyed by their number. */
const SERVICES: Record<string, ServiceWords> = {
  '911': {
    service: 'Services d’urgence (police, pompiers, ambulance)',
    description:
      'Pour toute urgence où la vie, la sécurité ou les biens de quelqu’un sont en danger en ce moment.',
    note: 'Appelez d’abord, avant un avocat ou qui que ce soit. Gratuit à partir de n’importe quel téléphone, partout au Canada.',
  },
  '988': {
    service: '9-8-8 : Ligne d’aide en cas de crise de suicide',
    description:
      'Appelez ou textez au 9-8-8 pour joindre un intervenant formé en situation de crise, 24 heures sur 24.',
    note: 'Offert partout au Canada, en français et en anglais.',
  },
  '1-800-668-6868': {
    service: 'Jeunesse, J’écoute',
    description:
      'Du soutien gratuit et confidentiel pour les jeunes, par téléphone ou par texto au 686868.',
    note: 'Ouvert 24 heures sur 24.',
  },
  '1-833-900-1010': {
    service: 'Ligne d’urgence canadienne contre la traite des personnes',
    description:
      'De l’aide confidentielle pour les victimes et les survivants, et un endroit où signaler des renseignements.',
    note: 'Ouverte 24 heures sur 24, dans plus de 200 langues.',
  },
  '211': {
    service: '211',
    description:
      'De l’orientation vers des refuges, des cliniques juridiques, des banques alimentaires et d’autres services communautaires.',
    note: 'Pas pour les urgences : appelez le 911 si quelqu’un est en danger.',
  },
};

export const EMERGENCY_SERVICES_FR: readonly EmergencyService[] = EMERGENCY_SERVICES.map((line) => {
  const words = SERVICES[line.phone];
  if (!words) throw new Error(`No French text for the ${line.phone} line`);
  return {
    ...line,
    ...words,
    website: frenchSource(line.website),
    source: frenchSource(line.source),
    asOf: CONTENT_REVIEWED,
  };
});

type SituationWords = Pick<EmergencySituation, 'title' | 'summary' | 'steps'>;

const SITUATIONS: Record<string, SituationWords> = {
  'arrest-or-detention': {
    title: 'Arrestation ou détention',
    summary:
      'En cas d’arrestation ou de détention, vous avez le droit d’en connaître les motifs, de parler à un avocat sans délai et de garder le silence.',
    steps: [
      'Restez calme et ne résistez pas, même si vous croyez que l’arrestation est injustifiée.',
      'Demandez pourquoi vous êtes détenu ou arrêté.',
      'Dites que vous voulez parler à un avocat. Si vous n’en avez pas, demandez l’avocat de garde, qui est gratuit.',
      'À part vous identifier lorsque la loi l’exige, vous pouvez refuser de répondre aux questions tant que vous n’avez pas parlé à un avocat.',
    ],
  },
  'search-warrants': {
    title: 'Mandats de perquisition',
    summary:
      'La Charte vous protège contre les fouilles, les perquisitions et les saisies abusives. La police a généralement besoin d’un mandat pour fouiller votre domicile.',
    steps: [
      'Demandez à voir le mandat et lisez quels lieux et quels objets il vise.',
      'Ne faites pas physiquement obstacle à la perquisition ; contestez-la plus tard par l’entremise d’un avocat.',
      'La police peut fouiller sans mandat dans certaines situations, par exemple lors d’une arrestation. Sinon, vous n’êtes pas obligé d’accepter une fouille : dites clairement que vous n’y consentez pas.',
      'Notez ce qui a été fouillé et saisi, et appelez un avocat dès que possible.',
    ],
  },
  'immigration-detention': {
    title: 'Détention en matière d’immigration',
    summary:
      'Une personne détenue par l’Agence des services frontaliers du Canada a droit à un avocat et à des contrôles réguliers de sa détention devant la Commission de l’immigration et du statut de réfugié.',
    steps: [
      'Demandez à communiquer avec un avocat et, au besoin, avec l’aide juridique de votre province.',
      'Demandez un interprète si vous en avez besoin ; il est gratuit à l’audience.',
      'Le premier contrôle des motifs de détention a lieu dans les 48 heures, le suivant dans les 7 jours, puis au moins tous les 30 jours.',
    ],
  },
  'domestic-violence-charges': {
    title: 'Accusations de violence conjugale',
    summary:
      'Après une accusation de violence conjugale, les conditions de mise en liberté interdisent souvent tout contact avec l’autre personne ou le retour au domicile. Ne pas les respecter est une nouvelle infraction criminelle.',
    steps: [
      'Respectez à la lettre chaque condition de mise en liberté, même si l’autre personne vous invite à reprendre contact.',
      'Parlez à un avocat criminaliste avant toute date de comparution.',
      'S’il y a des enfants, demandez à un avocat en droit de la famille comment les conditions touchent le temps parental.',
    ],
  },
  'emergency-custody': {
    title: 'Garde d’urgence',
    summary:
      'Si un enfant est en danger, le tribunal de la famille peut rendre une ordonnance urgente sur son lieu de résidence, parfois le jour même et sans avis à l’autre parent.',
    steps: [
      'Si l’enfant est en danger en ce moment, appelez le 911.',
      'Communiquez avec un avocat en droit de la famille ou avec le centre d’information sur le droit de la famille de votre palais de justice.',
      'Apportez la preuve du danger : messages, rapports de police, dossiers médicaux ou scolaires.',
    ],
  },
  'restraining-order-violations': {
    title: 'Non-respect d’une ordonnance de protection',
    summary:
      'Ne pas respecter une ordonnance du tribunal, comme un engagement de ne pas troubler l’ordre public, une ordonnance de protection ou une condition de mise en liberté, peut constituer une infraction criminelle.',
    steps: [
      'Si vous êtes en danger, appelez le 911 et dites au répartiteur qu’une ordonnance est en vigueur.',
      'Gardez une copie de l’ordonnance sur vous.',
      'Notez chaque manquement : la date, l’heure, ce qui s’est passé et qui en a été témoin.',
    ],
  },
  'unlawful-eviction': {
    title: 'Expulsion illégale',
    summary:
      'Dans toutes les provinces et tous les territoires, le locateur doit suivre la loi sur la location pour mettre fin à un bail. Changer les serrures ou sortir vos biens sans la suivre est généralement illégal.',
    steps: [
      'Ne partez pas de vous-même si vous n’avez pas été expulsé légalement.',
      'Communiquez le jour même avec l’office ou le tribunal du logement de votre province.',
      'Si on vous empêche d’entrer chez vous ou si on vous menace, appelez la police.',
      'Communiquez avec une clinique juridique ou une association de locataires pour obtenir de l’aide.',
    ],
  },
  'mental-health-commitments': {
    title: 'Garde en établissement psychiatrique',
    summary:
      'Une personne gardée contre son gré dans un établissement psychiatrique doit en connaître les motifs et a le droit de contester sa garde devant une commission d’examen ou un tribunal.',
    steps: [
      'Demandez au personnel les motifs écrits et le formulaire utilisé pour vous garder, vous ou votre proche.',
      'Demandez un conseiller en matière de droits ou un avocat ; l’aide juridique couvre souvent ces audiences.',
      'Demandez une audience de révision le plus tôt possible.',
    ],
  },
};

export const EMERGENCY_SITUATIONS_FR: readonly EmergencySituation[] = EMERGENCY_SITUATIONS.map(
  (situation) => {
    const words = SITUATIONS[situation.slug];
    if (!words) throw new Error(`No French text for ${situation.slug}`);
    return { ...situation, ...words, source: frenchSource(situation.source) };
  },
);
