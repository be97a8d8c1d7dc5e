import type { PolicyDocument } from './policy.types.ts';
import { bold, bullets, paragraph } from './rich-text.ts';
import { SITE_SERVICE_FR } from './site-operator.fr.ts';
import { TERMS } from './terms.ts';
import { SELF_REPORTED_MEANING_FR, VERIFIED_MEANING_FR } from './verification.fr.ts';

const { siteName } = SITE_SERVICE_FR;

/**
 * French twin of `terms.ts` (decision 028): the same 15 sections under the same ids, and the same
 * date of last change (taken from the English, so the two cannot disagree).
 */
export const TERMS_FR: PolicyDocument = {
  title: 'Conditions d’utilisation',
  lastUpdated: TERMS.lastUpdated,
  sections: [
    {
      id: 'acceptance',
      title: '1. Acceptation des conditions',
      body: [
        paragraph(
          `Les présentes conditions régissent votre utilisation du ${siteName}. En utilisant le site, vous les acceptez. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.`,
        ),
      ],
    },
    {
      id: 'the-service',
      title: '2. Notre service',
      body: [
        paragraph(
          'Nous publions un répertoire d’avocats qui exercent au Canada, des guides juridiques à caractère éducatif et un portail où les avocats gèrent leur profil et lisent les messages qu’on leur envoie. La recherche dans le répertoire et la prise de contact avec les avocats sont gratuites pour le public.',
        ),
      ],
    },
    {
      id: 'not-legal-advice',
      title: '3. De l’information éducative, pas des avis juridiques',
      body: [
        paragraph(
          'Nos guides, nos articles, notre FAQ et nos nouvelles sont de l’',
          bold('information générale à caractère éducatif, et non des avis juridiques'),
          '. Le droit change et varie d’une province à l’autre, et son application dépend des faits. N’agissez pas, et ne renoncez pas à agir, sur la foi de notre contenu sans l’avis d’un avocat autorisé à exercer dans votre province ou votre territoire.',
        ),
      ],
    },
    {
      id: 'no-lawyer-client-relationship',
      title: '4. Aucune relation avocat-client avec nous',
      body: [
        paragraph(
          `Le ${siteName} n’est pas un cabinet d’avocats et n’offre pas de services juridiques. Utiliser le site, ou y envoyer un message, ne crée aucune relation avocat-client avec nous ni avec un avocat. Cette relation ne commence que lorsqu’un avocat accepte d’agir pour vous.`,
        ),
      ],
    },
    {
      id: 'listings-and-verification',
      title: '5. Fiches des avocats et vérification',
      body: [
        paragraph(VERIFIED_MEANING_FR),
        paragraph(SELF_REPORTED_MEANING_FR),
        paragraph(
          'Les avocats rédigent eux-mêmes leur profil. Une vérification est un contrôle fait à un moment précis, pas une garantie de la compétence d’un avocat, et une fiche n’est pas une recommandation. Confirmez toujours le statut actuel d’un avocat auprès de son barreau avant de retenir ses services.',
        ),
      ],
    },
    {
      id: 'accounts',
      title: '6. Comptes',
      body: [
        paragraph(
          'Vous devez avoir au moins 13 ans pour utiliser le site. Gardez votre mot de passe confidentiel et avisez-nous sans délai si vous croyez que votre compte a été utilisé sans votre permission. Vous êtes responsable de ce qui est fait au moyen de votre compte.',
        ),
      ],
    },
    {
      id: 'lawyer-obligations',
      title: '7. Obligations des avocats inscrits',
      body: [
        bullets(
          'Vous devez détenir un permis d’exercice du barreau de chaque province ou territoire où, selon votre profil, vous exercez, et nous aviser rapidement s’il est suspendu, restreint ou s’il prend fin.',
          'Votre profil doit être exact et respecter les règles de votre barreau sur la publicité des services juridiques.',
          'Vous êtes responsable de la façon dont vous répondez aux demandes que vous recevez, ou les refusez, y compris de la vérification des conflits d’intérêts.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: '8. Utilisation acceptable',
      body: [
        paragraph('Il vous est interdit :'),
        bullets(
          'de vous faire passer pour un avocat ou pour quelqu’un d’autre, ou de publier de fausses informations ;',
          'd’envoyer des pourriels, du harcèlement ou du contenu illégal par le site ;',
          'de recueillir les renseignements des avocats ou des utilisateurs par moissonnage ou par d’autres moyens automatisés ;',
          'de nuire à la sécurité ou au fonctionnement du site.',
        ),
      ],
    },
    {
      id: 'messages',
      title: '9. Messages et demandes de consultation',
      body: [
        paragraph(
          'Nous transmettons votre message à l’avocat que vous choisissez, mais nous ne pouvons pas promettre qu’il vous répondra ni qu’il acceptera votre dossier. Nous conservons les messages comme le décrit notre Politique de confidentialité ; confiez les détails confidentiels directement à l’avocat une fois qu’il a accepté de vous aider.',
        ),
      ],
    },
    {
      id: 'fees',
      title: '10. Frais',
      body: [
        paragraph(
          'Nous ne demandons rien au public. Les honoraires pour des services juridiques sont convenus entre vous et l’avocat ; nous ne sommes pas partie à cette entente et ne recevons aucune part des honoraires.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: '11. Contenu et propriété intellectuelle',
      body: [
        paragraph(
          'La conception, les textes et les logiciels du site nous appartiennent ou appartiennent à nos concédants de licence. Vous pouvez lire, imprimer et partager nos guides pour un usage personnel et non commercial, en citant la source. Les avocats conservent les droits sur leur profil et nous accordent une licence pour le publier tant qu’ils sont inscrits.',
        ),
      ],
    },
    {
      id: 'third-party-sites',
      title: '12. Liens vers d’autres sites',
      body: [
        paragraph(
          'Nous renvoyons à des sources officielles comme les tribunaux, les barreaux, les régimes d’aide juridique et les sites gouvernementaux. Nous ne les contrôlons pas et ne sommes pas responsables de leur contenu, qui peut changer après notre vérification.',
        ),
      ],
    },
    {
      id: 'liability',
      title: '13. Exonérations et limitation de responsabilité',
      body: [
        paragraph(
          'Nous veillons à garder notre contenu exact et daté, mais le site est fourni « tel quel ». Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes découlant de la confiance accordée au contenu ou des services d’un avocat.',
        ),
        paragraph(
          'Rien dans les présentes conditions ne limite les droits que vous confèrent les lois sur la protection du consommateur, notamment la Loi sur la protection du consommateur du Québec, auxquels on ne peut pas renoncer.',
        ),
      ],
    },
    {
      id: 'suspension-and-changes',
      title: '14. Suspension, résiliation et modifications',
      body: [
        paragraph(
          'Nous pouvons suspendre ou retirer un compte ou une fiche qui contrevient aux présentes conditions, y compris pendant que nous examinons un signalement. Vous pouvez fermer votre compte en tout temps. Nous pouvons modifier ces conditions ; nous mettons alors à jour la date ci-dessus et avisons les titulaires de compte par courriel avant qu’une modification importante prenne effet.',
        ),
      ],
    },
    {
      id: 'law-and-contact',
      title: '15. Droit applicable et coordonnées',
      body: [
        paragraph(
          'Les présentes conditions sont régies par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Si vous êtes un consommateur au Québec, le droit québécois s’applique à vous et vous pouvez intenter une poursuite au Québec.',
        ),
        paragraph(
          'Pour toute question sur ces conditions, écrivez à l’exploitant du site, dont le nom, l’adresse, le courriel et le numéro de téléphone figurent en haut de cette page.',
        ),
      ],
    },
  ],
};
