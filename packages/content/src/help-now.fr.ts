import type { ProvinceCode } from '@cld/reference/provinces';
import { EMERGENCY_SERVICES_FR } from './emergency.fr.ts';
import { frenchSource } from './french-sources.ts';
import {
  ARREST_ADVICE,
  HELP_NOW,
  byProvince,
  type ArrestAdvice,
  type HelpLine,
  type HelpNowLabels,
  type Hours,
  type ProvinceHelpNow,
} from './help-now.ts';
import { LEGAL_AID_FR } from './legal-aid.fr.ts';

/**
 * French twin of `help-now.ts` (decision 028, decision 040). Every number, source and check date is
 * the English record's (its French page where one is known): only the words change. 911 and 988
 * are the French records of the legal resources page; the plans keep the French names of
 * `legal-aid.fr.ts`.
 */
function emergencyLineFr(phone: string): HelpLine {
  const record = EMERGENCY_SERVICES_FR.find((line) => line.phone === phone);
  if (!record) throw new Error(`help-now.fr: no emergency service ${phone}`);
  return {
    name: record.service,
    phone: record.phone,
    note: record.description,
    website: record.website,
    source: record.source,
    asOf: record.asOf,
  };
}

export const CALL_911_FR: HelpLine = emergencyLineFr('911');
export const CRISIS_988_FR: HelpLine = emergencyLineFr('988');

const PAR_LA_POLICE =
  'En cas d’arrestation ou de détention, dites aux policiers que vous voulez parler à l’avocat de garde (un avocat gratuit). Ce sont les policiers qui font l’appel, et ils doivent vous laisser parler en privé.';

type DutyCounselWords = Pick<HelpLine, 'name' | 'note'>;

const DUTY_COUNSEL_FR: Record<ProvinceCode, DutyCounselWords> = {
  ON: {
    name: 'Avocat de garde d’Aide juridique Ontario (ligne Brydges)',
    note: `${PAR_LA_POLICE} C’est gratuit, peu importe votre revenu. Le jour de votre audience, des avocats de garde sont présents dans la plupart des palais de justice.`,
  },
  QC: {
    name: 'Service d’urgence de l’aide juridique pour les personnes arrêtées ou détenues',
    note: 'Gratuit, partout au Québec, peu importe votre revenu. Si vous n’avez pas le numéro, les policiers doivent vous le donner ou le composer pour vous.',
  },
  BC: {
    name: 'Ligne Brydges de Legal Aid BC',
    note: PAR_LA_POLICE,
  },
  AB: {
    name: 'Ligne Brydges de Legal Aid Alberta',
    note: PAR_LA_POLICE,
  },
  MB: {
    name: 'Avocat de garde d’Aide juridique Manitoba',
    note: 'En cas d’arrestation ou de détention, vous avez le droit de parler sans délai à un avocat\u00a0: dites aux policiers que vous en voulez un. Lors de votre première comparution pour une accusation criminelle, un avocat de garde d’Aide juridique Manitoba peut vous aider.',
  },
  SK: {
    name: 'Avocat de garde de Legal Aid Saskatchewan',
    note: PAR_LA_POLICE,
  },
  NS: {
    name: 'Avocat de garde au téléphone de Nova Scotia Legal Aid',
    note: PAR_LA_POLICE,
  },
  NB: {
    name: 'Avocat de l’aide juridique du Nouveau-Brunswick au téléphone',
    note: 'En cas d’arrestation ou de détention dans un poste de police, vous pouvez appeler l’aide juridique de là pour parler à un avocat au téléphone\u00a0: demandez aux policiers de vous laisser faire l’appel. C’est gratuit, peu importe votre revenu. Des avocats de garde sont aussi au palais de justice pour certaines affaires criminelles.',
  },
  NL: {
    name: 'Avocat de service de la Newfoundland and Labrador Legal Aid Commission (en dehors des heures de bureau)',
    note: 'Des avocats sont de service 24 heures sur 24 pour les personnes arrêtées ou interrogées par la police. Pendant les heures de bureau, le policier appelle le bureau d’aide juridique le plus proche\u00a0; le soir et la fin de semaine, ce numéro.',
  },
  PE: {
    name: 'Un avocat lors d’une arrestation',
    note: 'En cas d’arrestation ou de détention, dites aux policiers que vous voulez parler à un avocat. L’Île-du-Prince-Édouard n’a pas de programme d’avocats de garde dans les tribunaux criminels\u00a0: faites votre demande d’aide juridique avant la date de votre audience.',
  },
  NT: {
    name: 'Avocat de garde de l’aide juridique (Territoires du Nord-Ouest)',
    note: PAR_LA_POLICE,
  },
  YT: {
    name: 'Avocat de garde de l’aide juridique du Yukon',
    note: PAR_LA_POLICE,
  },
  NU: {
    name: 'Avocat de garde de Nunavut Legal Aid',
    note: `${PAR_LA_POLICE} Les conseillers parajudiciaires des communautés peuvent aussi vous aider.`,
  },
};

/** The French of each `Hours.text` of the English module; a text missing here is a thrown error. */
const HOURS_FR: Readonly<Record<string, string>> = {
  '24 hours a day': '24 heures sur 24',
  '24 hours a day, 7 days a week, through the police':
    '24 heures sur 24, 7 jours sur 7, par l’entremise des policiers',
  '24 hours a day, 365 days a year, through the police':
    '24 heures sur 24, 365 jours par année, par l’entremise des policiers',
  '24 hours a day, from the police station': '24 heures sur 24, depuis le poste de police',
  'After business hours and on weekends; the officer places the call':
    'en dehors des heures de bureau et la fin de semaine\u00a0; c’est le policier qui fait l’appel',
  'Weeknights, weekends and holidays, by telephone':
    'les soirs de semaine, les fins de semaine et les jours fériés, par téléphone',
  'Monday to Friday, 8:00 AM to 5:00 PM': 'du lundi au vendredi, de 8 h à 17 h',
  'Monday to Friday, 8:15 AM to 4:15 PM; callers held in custody get priority':
    'du lundi au vendredi, de 8 h 15 à 16 h 15\u00a0; les personnes détenues ont la priorité',
  'Monday to Friday, 8:00 AM to 4:45 PM': 'du lundi au vendredi, de 8 h à 16 h 45',
};

function hoursFr(hours: Hours | undefined): { hours?: Hours } {
  if (!hours) return {};
  const text = HOURS_FR[hours.text];
  if (!text) throw new Error(`help-now.fr: no French for the hours “${hours.text}”`);
  return { hours: { ...hours, text, source: frenchSource(hours.source) } };
}

/** The words of `MORE_HELP` in French, in the English lists' order. */
const MORE_HELP_FR: Partial<Record<ProvinceCode, readonly DutyCounselWords[]>> = {
  NS: [
    {
      name: 'Ligne d’information juridique (Legal Information Society of Nova Scotia)',
      note: 'Information juridique gratuite par téléphone. Son service de référence offre une première consultation d’au plus 30 minutes avec un avocat pour au plus 20\u00a0$ plus taxes.',
    },
  ],
  NB: [
    {
      name: 'Barreau du Nouveau-Brunswick',
      note: 'Pour trouver un avocat, appelez le Barreau.',
    },
  ],
  PE: [
    {
      name: 'Community Legal Information',
      note: 'Information juridique gratuite. Les tribunaux de l’Île-du-Prince-Édouard donnent ce numéro pour prendre rendez-vous à leur clinique gratuite de conseils juridiques en droit de la famille et en droit civil.',
    },
  ],
};

function moreHelpFr(code: ProvinceCode): readonly HelpLine[] {
  return HELP_NOW[code].moreHelp.map((line, i) => {
    const words = MORE_HELP_FR[code]?.[i];
    if (!words) throw new Error(`help-now.fr: no French for ${code}’s line “${line.name}”`);
    return { ...line, ...words, source: frenchSource(line.source), ...hoursFr(line.hours) };
  });
}

function legalAidLineFr(province: ProvinceCode): ProvinceHelpNow['legalAid'] {
  const english = HELP_NOW[province].legalAid;
  const plan = LEGAL_AID_FR.find((entry) => entry.province === province);
  if (!plan) throw new Error(`help-now.fr: no legal-aid plan for ${province}`);
  return {
    ...english,
    name: plan.organization,
    ...(plan.website ? { website: plan.website } : {}),
    ...(english.localOffices ? { localOffices: frenchSource(english.localOffices) } : {}),
    note: english.phone
      ? 'Pour demander un avocat de l’aide juridique ou vous renseigner sur l’aide juridique.'
      : 'Faites votre demande au bureau d’aide juridique le plus proche de chez vous.',
    source: plan.source,
    asOf: plan.asOf,
    ...hoursFr(english.hours),
  };
}

export const HELP_NOW_FR: Readonly<Record<ProvinceCode, ProvinceHelpNow>> = byProvince(
  ({ code, nameFr }) => {
    const english = HELP_NOW[code];
    return {
      province: code,
      provinceName: nameFr,
      dutyCounsel: {
        ...english.dutyCounsel,
        ...DUTY_COUNSEL_FR[code],
        source: frenchSource(english.dutyCounsel.source),
        ...hoursFr(english.dutyCounsel.hours),
      },
      legalAid: legalAidLineFr(code),
      moreHelp: moreHelpFr(code),
      crisis: [CRISIS_988_FR],
    };
  },
);

export const ARREST_ADVICE_FR: ArrestAdvice = {
  heading: 'En cas d’arrestation ou de détention',
  say: [
    'Restez calme. Ne résistez pas et ne fuyez pas, même si vous croyez que l’arrestation est injustifiée.',
    'Demandez : « Pourquoi m’arrêtez-vous ? » Vous avez le droit d’en connaître les motifs dans les plus brefs délais.',
    'Dites : « Je veux parler à un avocat. » Si vous n’en avez pas, demandez l’avocat de garde, qui est gratuit. Vous avez le droit d’avoir recours sans délai à un avocat, et les policiers doivent vous en informer.',
    'Dites : « Je ne veux pas répondre aux questions avant d’avoir parlé à un avocat. »',
  ],
  doNot: [
    'N’expliquez rien, ne discutez pas et ne répondez pas aux questions sur ce qui s’est passé avant d’avoir parlé à un avocat. À part vous identifier lorsque la loi l’exige, vous pouvez garder le silence.',
    'Ne mentez pas et ne donnez pas de faux nom.',
    'Ne consentez pas à une fouille. Dites clairement que vous n’y consentez pas, mais ne résistez pas physiquement.',
  ],
  source: frenchSource(ARREST_ADVICE.source),
  asOf: ARREST_ADVICE.asOf,
};

export const HELP_NOW_LABELS_FR: HelpNowLabels = {
  title: 'Besoin d’aide immédiate ?',
  intro:
    'De l’aide gratuite et confidentielle, 24 heures sur 24 lorsque c’est indiqué. Si quelqu’un est en danger, appelez d’abord le 911.',
  emergency: 'Urgence',
  dutyCounsel: 'Un avocat gratuit maintenant (avocat de garde)',
  legalAid: 'Aide juridique',
  crisis: 'Ligne de crise',
  call: 'Appeler le',
  reachedThroughPolice: 'Demandez aux policiers de faire l’appel',
  localOffices: 'Trouver le bureau le plus proche',
  chooseProvince: 'Votre province ou territoire',
  otherProvince: 'Une autre province ou un autre territoire',
  chooseToSee:
    'Choisissez votre province ou territoire pour voir ses numéros\u00a0: avocat de garde, aide juridique et autres.',
  moreHelp: 'Autre aide juridique par téléphone',
  openAtNight: 'Ouvert la nuit',
  hours: 'Heures',
  notAtNight: 'Fermé la nuit.',
  hoursUnknown:
    'Aucune heure d’ouverture n’est publiée pour ce numéro\u00a0: n’y comptez pas la nuit.',
  noNumber:
    'Nous n’avons trouvé ici aucun numéro d’aide juridique sur une page que nous pouvons citer. En cas d’arrestation, demandez aux policiers d’appeler l’avocat de garde pour vous. Si quelqu’un est en danger, composez le 911.',
  sourceLabel: 'Source',
  checked: 'vérifié le',
  seeAll: 'Tous les numéros d’urgence et ce qu’il faut dire en cas d’arrestation',
  blockHeading: 'Besoin d’aide immédiate ?',
  say: 'À dire ou à faire',
  doNot: 'À éviter',
  rightsSource: 'Charte canadienne des droits et libertés, articles 7, 10 et 11',
  notAdvice:
    'Cette page donne de l’information générale, pas un avis juridique. Chaque numéro a été vérifié à la date indiquée à côté.',
};

export function getHelpNowFr(province: ProvinceCode): ProvinceHelpNow {
  return HELP_NOW_FR[province];
}
