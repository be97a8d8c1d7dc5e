import type { PolicyDocument } from './policy.types.ts';
import { PRIVACY_POLICY } from './privacy-policy.ts';
import { bold, bullets, paragraph } from './rich-text.ts';
import { SITE_SERVICE_FR } from './site-operator.fr.ts';

const { siteName } = SITE_SERVICE_FR;

/**
 * French twin of `privacy-policy.ts` (decision 028): the same 10 sections under the same ids and
 * the same date of last change, in the vocabulary of the Quebec law as amended by Law 25
 * (« personne responsable de la protection des renseignements personnels », « incident de
 * confidentialité », « préjudice sérieux ») and of PIPEDA in French (LPRPDE).
 */
export const PRIVACY_POLICY_FR: PolicyDocument = {
  title: 'Politique de confidentialité',
  lastUpdated: PRIVACY_POLICY.lastUpdated,
  sections: [
    {
      id: 'who-we-are',
      title: '1. Qui nous sommes et qui est responsable',
      body: [
        paragraph(
          `Le ${siteName} exploite un répertoire public des avocats du Canada, avec des guides juridiques et un portail où les avocats tiennent leur profil à jour. Nous sommes responsables des renseignements personnels que nous détenons et nous respectons la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, pour les personnes qui se trouvent au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi 25.`,
        ),
        paragraph(
          'Notre ',
          bold('responsable de la protection des renseignements personnels'),
          ' est la personne chargée de leur protection. Son nom et ses coordonnées, ainsi que ceux de l’exploitant du site, sont publiés en haut de cette page.',
        ),
      ],
    },
    {
      id: 'what-we-collect',
      title: '2. Ce que nous recueillons',
      body: [
        bullets(
          [
            bold('Renseignements de compte'),
            ' : nom, adresse courriel et mot de passe, conservé uniquement sous forme de hachage salé.',
          ],
          [
            bold('Profils d’avocats'),
            ' : les renseignements professionnels que les avocats choisissent de publier, et les détails du permis d’exercice que nous vérifions.',
          ],
          [
            bold('Messages et demandes'),
            ' : ce que vous écrivez quand vous communiquez avec un avocat, demandez ou réservez une consultation ou utilisez notre formulaire de contact, avec votre nom, votre courriel et votre numéro de téléphone.',
          ],
          [
            bold('Renseignements d’utilisation'),
            ' : les pages consultées et les recherches effectuées, enregistrées par nos propres statistiques, et des données techniques comme l’adresse IP et le type de navigateur, conservées dans les journaux de sécurité.',
          ],
        ),
        paragraph(
          'Nous utilisons les témoins (cookies) nécessaires pour garder votre session ouverte, protéger les formulaires et retenir vos choix en matière de confidentialité ainsi que la langue choisie. Tout autre témoin, comme ceux des outils de statistiques ou de publicité de tiers, est désactivé à moins que vous ne l’activiez.',
        ),
      ],
    },
    {
      id: 'why-we-use-it',
      title: '3. Pourquoi nous les utilisons',
      body: [
        paragraph(
          'Nous ne recueillons que ce dont nous avons besoin pour les fins suivantes, que nous précisons avant ou au moment de la collecte :',
        ),
        bullets(
          'gérer votre compte et le portail des avocats ;',
          'transmettre votre message ou votre demande de consultation à l’avocat que vous avez choisi ;',
          'répondre aux questions que vous nous envoyez ;',
          'vérifier le permis d’exercice des avocats auprès de leur barreau ;',
          'assurer la sécurité du service et prévenir la fraude et les abus ;',
          'comprendre, de façon globale, comment le site est utilisé afin de l’améliorer.',
        ),
        paragraph('Nous ne vendons pas de renseignements personnels.'),
      ],
    },
    {
      id: 'consent',
      title: '4. Consentement et choix',
      body: [
        paragraph(
          'Nous demandons votre consentement en termes clairs, séparément pour chaque fin qui l’exige. Les options qui portent atteinte à la vie privée sont ',
          bold('désactivées par défaut'),
          ' : les technologies de statistiques ou de publicité de tiers ne se chargent qu’après votre accord, et vous pouvez changer d’avis en tout temps dans les paramètres des témoins.',
        ),
        paragraph(
          'Vous pouvez retirer votre consentement en tout temps, sous réserve des restrictions légales ou contractuelles ; nous vous dirons ce que ce retrait entraîne, par exemple que nous ne pouvons pas transmettre un message sans vos coordonnées.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: '5. Quand nous communiquons des renseignements',
      body: [
        bullets(
          [
            bold('À l’avocat avec qui vous communiquez'),
            ' : votre message, votre nom, votre courriel et votre numéro de téléphone.',
          ],
          [
            bold('À nos fournisseurs de services'),
            ' qui hébergent le site ou envoient des courriels pour nous, en vertu de contrats écrits qui les obligent à protéger les renseignements et à ne les utiliser qu’à nos fins.',
          ],
          [
            bold('Quand la loi l’exige'),
            ', par exemple en réponse à une ordonnance d’un tribunal.',
          ],
        ),
        paragraph(
          'Nos fournisseurs peuvent conserver des renseignements à l’extérieur de votre province ou du Canada. Avant de communiquer à l’extérieur du Québec des renseignements sur des personnes qui s’y trouvent, nous évaluons s’ils y bénéficieront d’une protection adéquate, comme l’exige la loi québécoise.',
        ),
      ],
    },
    {
      id: 'retention',
      title: '6. Combien de temps nous les conservons',
      body: [
        paragraph(
          'Nous conservons les renseignements personnels seulement le temps nécessaire à leur fin, puis nous les détruisons ou les anonymisons :',
        ),
        bullets(
          'comptes et profils d’avocats : jusqu’à la fermeture du compte, puis supprimés dans les 30 jours ;',
          'messages, demandes de consultation et consultations réservées : 24 mois après leur envoi ou leur réservation (une consultation à venir est conservée jusqu’à ce qu’elle ait eu lieu) ;',
          'messages du formulaire de contact : 24 mois après notre réponse ;',
          'événements statistiques : 13 mois, après quoi il ne reste que des totaux anonymes ;',
          'journaux de sécurité : 90 jours, sauf s’ils sont nécessaires pour enquêter sur un incident.',
        ),
      ],
    },
    {
      id: 'security-and-incidents',
      title: '7. Sécurité et incidents de confidentialité',
      body: [
        paragraph(
          'Nous protégeons les renseignements personnels par des mesures adaptées à leur sensibilité : connexions chiffrées, mots de passe hachés, accès limité au personnel qui en a besoin et examens réguliers.',
        ),
        paragraph(
          'Nous tenons un registre de tous les incidents de confidentialité. Si un incident présente un ',
          bold('risque réel de préjudice grave'),
          ' (LPRPDE) ou un ',
          bold('risque de préjudice sérieux'),
          ' (Québec), nous avisons les personnes concernées et le Commissariat à la protection de la vie privée du Canada ou la Commission d’accès à l’information du Québec, comme la loi l’exige, et nous prenons des mesures pour diminuer le risque.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: '8. Vos droits : accès, rectification et plus',
      body: [
        paragraph('Vous pouvez nous demander :'),
        bullets(
          'de vous dire quels renseignements personnels nous détenons à votre sujet et de vous en remettre une copie ;',
          'de rectifier les renseignements inexacts ou incomplets ;',
          'de supprimer les renseignements dont nous n’avons plus besoin, ou de retirer votre consentement ;',
          'au Québec, de recevoir les renseignements informatisés que vous nous avez fournis dans un format technologique structuré et couramment utilisé.',
        ),
        paragraph(
          'Envoyez votre demande à notre responsable de la protection des renseignements personnels (coordonnées en haut de cette page). Nous répondons dans les 30 jours et pourrions devoir confirmer votre identité. Si vous n’êtes pas satisfait, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou, au Québec, de la Commission d’accès à l’information.',
        ),
      ],
    },
    {
      id: 'children',
      title: '9. Enfants',
      body: [
        paragraph(
          'Le service ',
          bold('ne s’adresse pas aux enfants de moins de 13 ans'),
          ', et nous ne recueillons pas sciemment leurs renseignements personnels. Si nous apprenons que nous l’avons fait, nous les supprimons. Au Québec, les renseignements concernant un mineur de moins de 14 ans ne sont recueillis qu’avec le consentement du titulaire de l’autorité parentale.',
        ),
      ],
    },
    {
      id: 'contact-and-changes',
      title: '10. Nous joindre et modifications de la politique',
      body: [
        paragraph(
          'Questions ou demandes sur la protection des renseignements personnels : notre responsable, à l’adresse postale, au courriel ou au numéro de téléphone indiqués en haut de cette page.',
        ),
        paragraph(
          'Quand nous modifions cette politique, nous mettons à jour la date sous le titre ; si la modification est importante, nous avisons les titulaires de compte par courriel avant qu’elle prenne effet.',
        ),
      ],
    },
  ],
};
