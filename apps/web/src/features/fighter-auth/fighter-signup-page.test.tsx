// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/toast/toast-provider.tsx';
import { activateLanguage } from '../../lib/i18n.ts';
import FighterSignupPage from './fighter-signup-page.tsx';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <ToastProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/fighter/signup']}>
          <FighterSignupPage />
        </MemoryRouter>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

const messageUnder = (label: string) => {
  const control = screen.getByLabelText(label, { selector: 'input, select' });
  return document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;
};

beforeEach(() => activateLanguage('hi'));

afterEach(async () => {
  cleanup();
  await activateLanguage('en');
});

describe('sign-up in Hindi', () => {
  it('labels the form and words every field message of the schema in Hindi', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kaizen Karate Academy में आपका स्वागत है');
    fireEvent.click(screen.getByRole('button', { name: 'साइन अप करें' }));

    expect((await screen.findByRole('alert')).textContent).toBe('कृपया सभी आवश्यक फ़ील्ड भरें');
    expect(messageUnder('पूरा नाम')).toBe('पूरा नाम आवश्यक है।');
    expect(messageUnder('ईमेल आईडी')).toBe('ईमेल आवश्यक है।');
    expect(messageUnder('मोबाइल नंबर')).toBe('मोबाइल नंबर आवश्यक है।');
    expect(messageUnder('उम्र')).toBe('उम्र आवश्यक है।');
    expect(messageUnder('लिंग')).toBe('लिंग चुनना आवश्यक है।');
    expect(messageUnder('पासवर्ड')).toBe('पासवर्ड आवश्यक है।');
    expect(messageUnder('पासवर्ड दोबारा डालें')).toBe('पासवर्ड दोबारा डालना आवश्यक है।');
  });

  it('fills the limits in, offers the genders in Hindi, and follows a change of language at once', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'लिंग चुनें',
      'पुरुष',
      'महिला',
      'अन्य',
    ]);
    expect(messageUnder('पासवर्ड')).toBe('कम से कम 8 अक्षर।');

    await user.type(screen.getByLabelText('पासवर्ड', { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText('पासवर्ड दोबारा डालें', { selector: 'input' }), 'other');
    fireEvent.change(screen.getByLabelText('उम्र'), { target: { value: '130' } });
    fireEvent.click(screen.getByRole('button', { name: 'साइन अप करें' }));
    expect(await screen.findByText('उम्र अधिकतम 120 हो सकती है।')).toBeTruthy();
    expect(messageUnder('उम्र')).toBe('उम्र अधिकतम 120 हो सकती है।');
    expect(messageUnder('पासवर्ड')).toBe('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।');

    // The form keeps what failed, not its words: English says the same failures.
    await act(() => activateLanguage('en'));
    expect(messageUnder('Password')).toBe('Password must be at least 8 characters long.');
    expect(messageUnder('Age')).toBe('Age must be at most 120.');
  });
});
