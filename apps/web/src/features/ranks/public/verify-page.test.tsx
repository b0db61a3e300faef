// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { CertificateCheck } from '@academy/contract';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubApi, type ApiRoutes, type SentRequest } from '../../../test-api.ts';
import VerifyPage from './verify-page.tsx';

const NUMBER = 'KKA-2026-00042-X7QP';

const certificate: CertificateCheck = {
  kind: 'rank',
  number: NUMBER,
  fighterName: 'Asha Rao',
  rank: { name: 'Brown', colour: '#7b4a24', kind: 'kyu', grade: 3 },
  day: '2026-03-14',
};

const genuine: ApiRoutes = {
  [`GET /api/Ranks/VerifyCertificate/${NUMBER}`]: {
    body: { status: 1, message: 'This certificate is genuine.', certificate },
  },
};
const MEDAL = 'KKA-2026-00051-PQRS';
const medal: CertificateCheck = {
  kind: 'competition',
  number: MEDAL,
  fighterName: 'Kabir Patil',
  eventName: 'Pune Open 2026',
  categoryName: 'Kumite · Male · Cadets (14–15) · −52 kg',
  place: 2,
  day: '2026-12-12',
};
const competition: ApiRoutes = {
  [`GET /api/Ranks/VerifyCertificate/${MEDAL}`]: {
    body: { status: 1, message: 'This certificate is genuine.', certificate: medal },
  },
};
const unknown: ApiRoutes = {
  'GET /api/Ranks/VerifyCertificate/KKA-2026-00043-ABCD': {
    status: 404,
    body: { status: 0, message: 'No certificate has this number. Check it as printed.' },
  },
};

let sent: SentRequest[];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function app(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <>
      <VerifyPage />
      <Where />
    </>
  );
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          {['', '/hi'].map((prefix) => [
            <Route key={`${prefix}/verify`} path={`${prefix}/verify`} element={page} />,
            <Route key={`${prefix}/verify/:number`} path={`${prefix}/verify/:number`} element={page} />,
          ])}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderPage(address: string, routes: ApiRoutes = { ...genuine, ...unknown }) {
  sent = stubApi(routes);
  return render(app(address));
}

const field = () => screen.getByLabelText('Certificate number');
const check = () => userEvent.click(screen.getByRole('button', { name: 'Check' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the certificate check', () => {
  it('checks a typed number, in any case and spacing, and shows only the name, the rank and the date', async () => {
    renderPage('/verify');
    expect(screen.getByRole('heading', { level: 1, name: 'Check a certificate' })).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(field(), '  kka-2026-00042-x7qp ');
    await check();
    const result = within(await screen.findByRole('region', { name: 'Genuine certificate' }));
    expect(screen.getByTestId('where').textContent).toBe(`/verify/${NUMBER}`);
    expect(result.getByText('Asha Rao')).toBeTruthy();
    expect(result.getByText('Brown · 3rd kyu')).toBeTruthy();
    expect(result.getByText('14 March 2026')).toBeTruthy();
    expect(result.getByText(NUMBER)).toBeTruthy();
    expect(result.getByText('Only the name, the rank and the date are shown here.')).toBeTruthy();
    expect(sent.map(({ path }) => path)).toEqual([`/api/Ranks/VerifyCertificate/${NUMBER}`]);
  });

  it('checks the number in the address at once, as the QR code of a certificate leads there', async () => {
    renderPage(`/verify/${NUMBER}`);
    expect(field()).toHaveProperty('value', NUMBER);
    expect(await screen.findByRole('region', { name: 'Genuine certificate' })).toBeTruthy();
  });

  it('checks the number a form sent before the page could take it over', async () => {
    renderPage(`/verify?number=${NUMBER.toLowerCase()}`);
    expect(field()).toHaveProperty('value', NUMBER.toLowerCase());
    expect(await screen.findByRole('region', { name: 'Genuine certificate' })).toBeTruthy();
  });

  it('keeps a number typed into the prerendered page before its code took it over', async () => {
    sent = stubApi({ ...genuine, ...unknown });
    const container = document.createElement('div');
    container.innerHTML = renderToString(app('/verify'));
    document.body.appendChild(container);
    // Typed while the page was still only HTML: no React handler saw it.
    (container.querySelector('#certificate-number') as HTMLInputElement).value = NUMBER;
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, app('/verify'));
      });
      await check();
      expect(await screen.findByRole('region', { name: 'Genuine certificate' })).toBeTruthy();
      expect(screen.getByTestId('where').textContent).toBe(`/verify/${NUMBER}`);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it("says the server's word for a number no certificate has", async () => {
    renderPage('/verify/KKA-2026-00043-ABCD');
    expect((await screen.findByRole('alert')).textContent).toBe('No certificate has this number. Check it as printed.');
    expect(screen.queryByRole('region', { name: 'Genuine certificate' })).toBeNull();
  });

  it('refuses what cannot be a certificate number without asking the server', async () => {
    renderPage('/verify');
    await userEvent.type(field(), 'KKA-42');
    await check();
    expect(await screen.findByText('Enter the certificate number as printed, e.g. KKA-2026-00042-X7QP.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    expect(screen.getByTestId('where').textContent).toBe('/verify');
  });

  it('goes from one number to the next, the answer following the address', async () => {
    renderPage(`/verify/${NUMBER}`);
    await screen.findByRole('region', { name: 'Genuine certificate' });
    await userEvent.clear(field());
    await userEvent.type(field(), 'KKA-2026-00043-ABCD');
    await check();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Genuine certificate' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/verify/KKA-2026-00043-ABCD');
  });

  it("shows a competition certificate's tournament, category, place and date, and nothing of a rank", async () => {
    renderPage(`/verify/${MEDAL}`, competition);
    const result = within(await screen.findByRole('region', { name: 'Genuine certificate' }));
    const answers = result.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(answers).toEqual([
      ['Name', 'Kabir Patil'],
      ['Tournament', 'Pune Open 2026'],
      ['Category', 'Kumite · Male · Cadets (14–15) · −52 kg'],
      ['Place', 'Silver · 2nd place'],
      ['Competed on', '12 December 2026'],
      ['Certificate number', MEDAL],
    ]);
    expect(
      result.getByText('Only the name, the tournament, the category, the place and the date are shown here.'),
    ).toBeTruthy();
  });

  it('says a competitor without a medal took part', async () => {
    renderPage(`/verify/${MEDAL}`, {
      [`GET /api/Ranks/VerifyCertificate/${MEDAL}`]: {
        body: { status: 1, message: 'ok', certificate: { ...medal, place: null } },
      },
    });
    const result = within(await screen.findByRole('region', { name: 'Genuine certificate' }));
    expect(result.getByText('Took part')).toBeTruthy();
  });

  describe('in Hindi', () => {
    afterAll(() => activateLanguage('en'));

    it('words the page and the answer in Hindi and stays on the Hindi addresses', async () => {
      await activateLanguage('hi');
      renderPage('/hi/verify');
      expect(screen.getByRole('heading', { level: 1, name: 'प्रमाणपत्र की जाँच करें' })).toBeTruthy();
      await userEvent.type(screen.getByLabelText('प्रमाणपत्र संख्या'), NUMBER);
      await userEvent.click(screen.getByRole('button', { name: 'जाँचें' }));
      const result = within(await screen.findByRole('region', { name: 'असली प्रमाणपत्र' }));
      expect(screen.getByTestId('where').textContent).toBe(`/hi/verify/${NUMBER}`);
      expect(result.getByText('Brown · 3 क्यू')).toBeTruthy();
      expect(result.getByText('14 मार्च 2026')).toBeTruthy();
    });

    it('words a competition certificate in Hindi', async () => {
      await activateLanguage('hi');
      renderPage(`/hi/verify/${MEDAL}`, competition);
      const result = within(await screen.findByRole('region', { name: 'असली प्रमाणपत्र' }));
      expect(result.getByText('प्रतियोगिता')).toBeTruthy();
      expect(result.getByText('रजत · द्वितीय स्थान')).toBeTruthy();
      expect(result.getByText('12 दिसंबर 2026')).toBeTruthy();
    });
  });
});
