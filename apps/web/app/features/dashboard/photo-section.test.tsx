// @vitest-environment jsdom
import type { MyProfile } from '@cld/contract/my-profile';
import { PHOTO_MAX_BYTES } from '@cld/reference/practice-details';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMyProfile } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { renderToaster } from '../auth/testing.tsx';
import { PhotoSection, photoProblem } from './photo-section.tsx';
import { myProfileQueryOptions } from './queries.ts';

const PHOTO = '/api/lawyer-photos/1/abc123.webp';

/** The photo as the dashboard shows it: from the profile in the page's cache. */
function renderPhoto(profile: MyProfile | null) {
  server.use(
    http.get('*/api/lawyers/my-profile', () =>
      profile ? HttpResponse.json(profile) : HttpResponse.json({}, { status: 404 }),
    ),
  );
  function Photo() {
    const query = useQuery(myProfileQueryOptions());
    return query.data === undefined ? null : <PhotoSection profile={query.data} />;
  }
  renderToaster();
  return renderAt({ url: '/lawyer-dashboard', path: '/lawyer-dashboard', Component: Photo });
}

const png = (bytes = 68) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

interface Sent {
  method: string;
  type: string | null;
  csrf: string | null;
  size: number;
}

/** Answers the photo's calls as the API does, recording what each one sent. */
function servePhoto(profile: MyProfile) {
  const sent: Sent[] = [];
  const record = async (request: Request) =>
    sent.push({
      method: request.method,
      type: request.headers.get('content-type'),
      csrf: request.headers.get('x-requested-with'),
      size: (await request.arrayBuffer()).byteLength,
    });
  server.use(
    http.put('*/api/lawyers/my-profile/photo', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...profile, photo: PHOTO });
    }),
    http.delete('*/api/lawyers/my-profile/photo', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...profile, photo: null });
    }),
  );
  return sent;
}

describe('photoProblem', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(photoProblem(png())).toBeNull();
    expect(photoProblem(new File(['x'], 'me.webp', { type: 'image/webp' }))).toBeNull();
    expect(photoProblem(null)).toBe('noFile');
    expect(photoProblem(new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }))).toBe(
      'wrongType',
    );
    expect(photoProblem(png(PHOTO_MAX_BYTES + 1))).toBe('tooLarge');
  });
});

describe('the photo', () => {
  it('refuses another type or a larger file before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = servePhoto(makeMyProfile());
    renderPhoto(makeMyProfile());

    const input = await screen.findByLabelText('Photo file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(input).toHaveAccessibleDescription('Choose a photo first.');

    await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(input).toHaveAccessibleDescription('Choose a JPEG, PNG or WebP image.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, png(PHOTO_MAX_BYTES + 1));
    expect(input).toHaveAccessibleDescription(
      'This file is larger than 5 MB. Choose a smaller photo.',
    );
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(sent).toEqual([]);
  });

  it('uploads the file as the body and shows it', async () => {
    const user = userEvent.setup();
    const profile = makeMyProfile({ photo: null });
    const sent = servePhoto(profile);
    const { container } = renderPhoto(profile);
    expect(await screen.findByText('No photo yet: your initials are shown.')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();

    await user.upload(await screen.findByLabelText('Photo file'), png(68));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', type: 'image/png', csrf: 'XMLHttpRequest', size: 68 }]);
    // The preview is the photo the API answered with.
    expect(container.querySelector('img')).toHaveAttribute('src', PHOTO);
    expect(screen.getByText('Your photo')).toBeVisible();
  });

  it('shows the saved photo, and removes it', async () => {
    const user = userEvent.setup();
    const profile = makeMyProfile({ photo: PHOTO });
    const sent = servePhoto(profile);
    const { container } = renderPhoto(profile);
    await screen.findByText('Your photo');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', PHOTO);
    expect(image).toHaveAttribute('width', '400');

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE', type: null, csrf: 'XMLHttpRequest', size: 0 }]);
    expect(container.querySelector('img')).toBeNull();
  });

  it('says why the API refused the file', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/api/lawyers/my-profile/photo', () =>
        HttpResponse.json(
          {
            message: 'Invalid photo',
            issues: [{ path: ['photo'], message: 'The photo must be a JPEG, PNG or WebP image' }],
          },
          { status: 400 },
        ),
      ),
    );
    renderPhoto(makeMyProfile());
    await user.upload(await screen.findByLabelText('Photo file'), png());
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The photo must be a JPEG, PNG or WebP image',
      ),
    );
  });

  it('asks for the profile first', async () => {
    renderPhoto(null);
    expect(
      await screen.findByText('Create your profile first, then add your photo.'),
    ).toBeVisible();
  });
});
