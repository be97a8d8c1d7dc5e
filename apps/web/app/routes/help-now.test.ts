import { describe, expect, it } from 'vitest';
import { loader } from './help-now.tsx';

const load = (path: string) =>
  loader({ request: new Request(`https://example.ca${path}`), params: {}, context: {} } as never);

describe('the help page’s loader', () => {
  it('opens on the province of the address, in any case', async () => {
    const page = await load('/help-now?province=qc');
    expect(page.help?.province).toBe('QC');
    expect(page.call911.phone).toBe('911');
    expect(page.labels.title).toBe('Need help now?');
  });

  it('asks for the province when the address names none, or anything else', async () => {
    for (const search of [
      '',
      '?province=',
      '?province=XX',
      '?province=%00',
      '?province=%ED%A0%80',
      `?province=${'Q'.repeat(100_000)}`,
      '?province=QC&province=ON',
    ]) {
      const page = await load(`/help-now${search}`);
      if (search.endsWith('province=ON')) expect(page.help?.province).toBe('QC');
      else expect(page.help, search).toBeNull();
      expect(page.provinces).toHaveLength(13);
    }
  });

  it('answers in French on the French page', async () => {
    const page = await load('/fr/aide-immediate?province=NB');
    expect(page.labels.title).toBe('Besoin d’aide immédiate\u00a0?');
    expect(page.help?.provinceName).toBe('Nouveau-Brunswick');
    expect(page.provinces.map((province) => province.name)).toContain('Île-du-Prince-Édouard');
  });
});
