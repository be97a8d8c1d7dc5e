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
    note: `${PAR_LA_POLICE} Aide juridique Ontario répond 24 heures sur 24, peu importe votre revenu. Le jour de votre audience, des avocats de garde sont présents dans la plupart des palais de justice.`,
  },
  QC: {
    name: 'Service d’urgence de l’aide juridique pour les personnes arrêtées ou détenues',
    note: 'Gratuit, 24 heures sur 24, partout au Québec, peu importe votre revenu. Si vous n’avez pas le numéro, les policiers doivent vous le donner ou le composer pour vous.',
  },
  BC: {
    name: 'Ligne Brydges de Legal Aid BC',
    note: `${PAR_LA_POLICE} La ligne Brydges de Legal Aid BC répond 24 heures sur 24, 7 jours sur 7.`,
  },
  AB: {
    name: 'Ligne Brydges de Legal Aid Alberta',
    note: `${PAR_LA_POLICE} Les avocats de Legal Aid Alberta répondent 24 heures sur 24, 365 jours par année.`,
  },
  MB: {
    name: 'Avocat de garde d’Aide juridique Manitoba',
    note: PAR_LA_POLICE,
  },
  SK: {
    name: 'Avocat de garde de Legal Aid Saskatchewan',
    note: PAR_LA_POLICE,
  },
  NS: {
    name: 'Avocat de garde au téléphone de Nova Scotia Legal Aid',
    note: `${PAR_LA_POLICE} Les avocats de garde au téléphone de Nova Scotia Legal Aid répondent 24 heures sur 24, 7 jours sur 7.`,
  },
  NB: {
    name: 'Avocat de garde de l’aide juridique du Nouveau-Brunswick',
    note: `${PAR_LA_POLICE} Ce service est offert sans égard au revenu, et des avocats de garde sont au palais de justice pour certaines affaires criminelles.`,
  },
  NL: {
    name: 'Avocat de service de la Newfoundland and Labrador Legal Aid Commission (en dehors des heures de bureau)',
    note: 'Des avocats sont de service 24 heures sur 24 pour les personnes arrêtées ou interrogées par la police. Pendant les heures de bureau, le policier appelle le bureau d’aide juridique le plus proche ; le soir et la fin de semaine, ce numéro.',
  },
  PE: {
    name: 'Un avocat lors d’une arrestation',
    note: 'En cas d’arrestation ou de détention, dites aux policiers que vous voulez parler à un avocat. L’Île-du-Prince-Édouard n’a pas de programme d’avocats de garde dans les tribunaux criminels : faites votre demande d’aide juridique avant la date de votre audience.',
  },
  NT: {
    name: 'Avocat de garde de l’aide juridique (Territoires du Nord-Ouest)',
    note: PAR_LA_POLICE,
  },
  YT: {
    name: 'Avocat de garde de l’aide juridique du Yukon',
    note: `${PAR_LA_POLICE} Un avocat de garde répond au téléphone les soirs de semaine, les fins de semaine et les jours fériés.`,
  },
  NU: {
    name: 'Avocat de garde de Nunavut Legal Aid',
    note: `${PAR_LA_POLICE} Les conseillers parajudiciaires des communautés peuvent aussi vous aider.`,
  },
};

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
      ? 'Pour demander un avocat de l’aide juridique, ou des conseils, pendant les heures de bureau.'
      : 'Faites votre demande au bureau d’aide juridique le plus proche de chez vous.',
    source: plan.source,
    asOf: plan.asOf,
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
      },
      legalAid: legalAidLineFr(code),
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
  choosePlaceholder: 'Choisissez votre province',
  show: 'Afficher',
  chooseToSee:
    'Choisissez votre province ou territoire pour voir l’avocat de garde et l’aide juridique.',
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
