import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../test/factories.ts';
import { server } from '../../test/msw-server.ts';
import { loader } from './lawyer-profile.tsx';

function serveLawyer(lawyer: ReturnType<typeof makeLawyer>) {
  server.use(
    http.get('*/api/lawyers/:id', () => HttpResponse.json(lawyer)),
    http.get('*/api/lawyers/:id/reviews', () =>
      HttpResponse.json({ reviews: [], total: 0, page: 1, pageSize: 10 }),
    ),
  );
}

const load = (path: string) =>
  loader({
    request: new Request(`https://example.ca${path}`),
    params: { id: '7' },
    context: {},
  } as never) as Promise<{ helpBlock?: { help: { province: string } } | null }>;

describe('the profile’s “Need help now?” block (issue 22)', () => {
  it('comes with a criminal lawyer’s profile, for the lawyer’s province', async () => {
    serveLawyer(makeLawyer({ id: 7, province: 'MB', practiceArea: 'Criminal Law' }));
    const page = await load('/lawyer/7');
    expect(page.helpBlock?.help.province).toBe('MB');
  });

  it('comes with a lawyer who also practises family law', async () => {
    serveLawyer(
      makeLawyer({
        id: 7,
        province: 'QC',
        practiceArea: 'Estate Law',
        practiceAreas: ['Estate Law', 'Family Law'],
      }),
    );
    const page = await load('/fr/avocat/7');
    expect(page.helpBlock?.help.province).toBe('QC');
  });

  it('does not come with other profiles', async () => {
    serveLawyer(
      makeLawyer({
        id: 7,
        province: 'ON',
        practiceArea: 'Corporate Law',
        practiceAreas: ['Corporate Law'],
      }),
    );
    const page = await load('/lawyer/7');
    expect(page.helpBlock).toBeNull();
  });
});
