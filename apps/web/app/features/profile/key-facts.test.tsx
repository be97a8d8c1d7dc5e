// @vitest-environment jsdom
import { getProvinceLegalInfo } from '@cld/content/province-legal-info';
import type { Lawyer, LawyerSearchResult } from '@cld/contract/lawyers';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { makeLawyer } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { lawyerSearchQuery } from '../lawyers/index.ts';
import { LawyerProfile } from './lawyer-profile.tsx';

const renderProfile = (lawyer: Lawyer, queryClient = createQueryClient(), french = false) =>
  renderAt({
    url: `/lawyer/${lawyer.id}`,
    path: '/lawyer/:id',
    queryClient,
    Component: () => {
      const profile = (
        <LawyerProfile lawyer={lawyer} provinceHelp={getProvinceLegalInfo(lawyer.province)} />
      );
      return french ? <FrenchPage>{profile}</FrenchPage> : profile;
    },
  });

beforeAll(loadFrench);

describe('the profile’s key facts', () => {
  const searchResult = (
    lawyer: Lawyer,
    distanceKm: number,
    centre: { name: string; province: Lawyer['province'] } = { name: 'Ottawa', province: 'ON' },
  ): { status: 200; body: LawyerSearchResult } => ({
    status: 200,
    body: {
      lawyers: [{ ...lawyer, distanceKm }],
      total: 1,
      page: 1,
      pageSize: 12,
      centre: { ...centre, lat: 45.42, lng: -75.7, radiusKm: 25 },
    } as LawyerSearchResult,
  });

  it('puts practice areas, languages and the fees before the bio', () => {
    renderProfile(makeLawyer({ practiceAreas: ['Family Law'], languages: ['English', 'Punjabi'] }));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Key facts')).toBeLessThan(headings.indexOf('About'));
    expect(headings.indexOf('Fees and payment')).toBeLessThan(headings.indexOf('About'));
    const facts = within(
      screen.getByRole('heading', { name: 'Key facts' }).closest('div')!.parentElement!,
    );
    expect(facts.getByText('Practice areas and specializations')).toBeInTheDocument();
    expect(facts.getByText('Punjabi')).toBeInTheDocument();
  });

  it('shows no distance and no response time when there are none', () => {
    renderProfile(makeLawyer({ responsiveness: null }));
    expect(screen.queryByText('Distance')).not.toBeInTheDocument();
    expect(screen.queryByText('Response time')).not.toBeInTheDocument();
  });

  it('shows the measured response time when there is one', () => {
    renderProfile(
      makeLawyer({
        responsiveness: { medianReplySeconds: 3 * 3600, withinDayShare: 0.9, requestCount: 12 },
      }),
    );
    expect(screen.getByText('Response time')).toBeInTheDocument();
    expect(screen.getAllByTestId('responsiveness')).toHaveLength(1);
  });

  it('shows the distance the visitor’s search measured, from where it measured it', () => {
    const lawyer = makeLawyer();
    const queryClient = createQueryClient();
    const { queryKey } = lawyerSearchQuery({ near: 'Ottawa' });
    queryClient.setQueryData(queryKey, searchResult(lawyer, 3.24));
    renderProfile(lawyer, queryClient);
    expect(screen.getByText('Distance')).toBeInTheDocument();
    expect(screen.getByText('3.2 km from Ottawa, ON')).toBeInTheDocument();
  });

  it('shows no distance from a search that did not find this lawyer', () => {
    const lawyer = makeLawyer();
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      lawyerSearchQuery({ near: 'Ottawa' }).queryKey,
      searchResult(makeLawyer(), 3.24),
    );
    renderProfile(lawyer, queryClient);
    expect(screen.queryByText('Distance')).not.toBeInTheDocument();
  });

  it('writes the distance in French, eliding « de » before a vowel', () => {
    const lawyer = makeLawyer();
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      lawyerSearchQuery({ near: 'Ottawa' }).queryKey,
      searchResult(lawyer, 3.24),
    );
    renderProfile(lawyer, queryClient, true);
    expect(screen.getByText('Proximité')).toBeInTheDocument();
    expect(screen.getByText('À 3,2 km d’Ottawa (ON)')).toBeInTheDocument();
  });

  it('says under 1 km, not 0 km, for a lawyer in the searched city, and names it in French', () => {
    const lawyer = makeLawyer();
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      lawyerSearchQuery({ near: 'Quebec City' }).queryKey,
      searchResult(lawyer, 0, { name: 'Quebec City', province: 'QC' }),
    );
    renderProfile(lawyer, queryClient, true);
    expect(screen.getByText('À moins de 1 km de Québec (QC)')).toBeInTheDocument();
  });

  it('and "< 1 km" in English', () => {
    const lawyer = makeLawyer();
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      lawyerSearchQuery({ near: 'Ottawa' }).queryKey,
      searchResult(lawyer, 0),
    );
    renderProfile(lawyer, queryClient);
    expect(screen.getByText('< 1 km from Ottawa, ON')).toBeInTheDocument();
  });
});
