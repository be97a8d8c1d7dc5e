// @vitest-environment jsdom
import { PLACEHOLDER_SITE_OPERATOR } from '@cld/content/site-operator';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { LocaleContext } from '../../i18n/i18n.ts';
import { makeUser, signInAs } from '../auth/testing.tsx';
import { ALL_NAMESPACES } from '../../i18n/namespaces.ts';
import { SiteContactForm } from './site-contact-form.tsx';
import { renderForm } from './testing.tsx';

beforeAll(async () => {
  // A French page has its French messages before it renders (the server's seed, decision 026).
  await Promise.all(ALL_NAMESPACES.map((namespace) => namespace.load('fr')));
  // The root renders a French page as <html lang="fr-CA">.
  document.documentElement.lang = 'fr-CA';
});
afterAll(() => {
  document.documentElement.lang = '';
});

function renderInFrench() {
  return renderForm(
    <LocaleContext value="fr">
      <SiteContactForm contactEmail={PLACEHOLDER_SITE_OPERATOR.email} />
    </LocaleContext>,
  );
}

describe('the contact page’s form on a French page', () => {
  it('shows the schema’s messages in French', async () => {
    const user = userEvent.setup();
    renderInFrench();
    await user.type(screen.getByLabelText(/Téléphone/), '12');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    for (const message of [
      'Le nom doit compter au moins 2 caractères.',
      'Entrez une adresse courriel valide.',
      'Entrez un numéro de téléphone valide.',
      'Choisissez une catégorie.',
      'L’objet doit compter au moins 5 caractères.',
      'Le message doit compter au moins 10 caractères.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  });

  it('asks the API for French and shows its message under a field the browser let through', async () => {
    let language: string | null = null;
    server.use(
      http.post('*/api/contact', ({ request }) => {
        language = request.headers.get('accept-language');
        return HttpResponse.json(
          {
            message: 'À corriger\u00a0: subject.',
            issues: [
              { path: ['subject'], message: 'L’objet ne doit pas dépasser 200 caractères.' },
            ],
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderInFrench();
    await user.type(screen.getByLabelText(/Nom complet/), 'Jordan Lee');
    await user.type(screen.getByLabelText(/Courriel/), 'jordan@example.com');
    await user.selectOptions(screen.getByLabelText(/Catégorie/), 'Technical Support');
    await user.type(screen.getByLabelText(/Objet/), 'Broken link');
    await user.type(screen.getByLabelText(/^Message/), 'The FAQ link is broken.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('L’objet ne doit pas dépasser 200 caractères.')).toBeVisible();
    expect(language).toBe('fr-CA');
  });

  // Issue 37: « Veuillez corriger les champs suivants : Nom complet, Courriel » although both were filled.
  it('sends the prefilled name and e-mail of a signed-in person', async () => {
    signInAs(makeUser({ firstName: 'Camille', lastName: 'Roy', email: 'camille@example.com' }));
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/contact', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 5 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderInFrench();
    await waitFor(() => expect(screen.getByLabelText(/Nom complet/)).toHaveValue('Camille Roy'));
    await user.selectOptions(screen.getByLabelText(/Catégorie/), 'Technical Support');
    await user.type(screen.getByLabelText(/Objet/), 'Lien brisé');
    await user.type(screen.getByLabelText(/^Message/), 'Le lien de la FAQ est brisé.');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(screen.queryByText(/Veuillez corriger/)).not.toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Camille Roy',
      email: 'camille@example.com',
      locale: 'fr',
    });
  });
});
