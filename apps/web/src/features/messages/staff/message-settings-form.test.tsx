// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageSettings, MessageSettingsReply } from '@academy/contract';
import { ToastProvider } from '../../../components/toast/toast-provider.tsx';
import { stubApi, type SentRequest } from '../../../test-api.ts';
import { settingsReply } from '../test-messages.ts';
import { MessageSettingsSection } from './message-settings-form.tsx';

function renderSettings(reply: MessageSettingsReply = settingsReply()) {
  const sent = stubApi({
    'GET /api/Messages/GetMessageSettings': { body: reply },
    'PUT /api/Messages/SaveMessageSettings': (request: SentRequest) => ({
      body: { status: 1, message: 'Message settings saved.', settings: request.body, modes: reply.modes },
    }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/admin/messages?view=settings']}>
          <MessageSettingsSection />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

const saves = (sent: SentRequest[]) => sent.filter((call) => call.method === 'PUT');
/** A kind's card in the list of kinds, by its name. */
const kindCard = (name: string) => screen.getByRole('switch', { name }).closest('li')!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the message settings', () => {
  it('says plainly which channels are live and which write to a folder', async () => {
    renderSettings();
    const modes = await screen.findByText('How each channel sends now:');
    const list = modes.parentElement!;
    expect(list.textContent).toContain(
      'WhatsApp: not connected: messages are written to a folder on the server, nothing is sent',
    );
    expect(list.textContent).toContain('Email: live: messages go to the provider');
  });

  it('sends what was chosen: a kind on, its channels reordered, its DLT id, the reminder days and prices', async () => {
    const user = userEvent.setup();
    const sent = renderSettings();
    await user.click(await screen.findByRole('switch', { name: 'Fee reminder' }));
    const fee = within(kindCard('Fee reminder'));
    // SMS first, then WhatsApp; email taken off.
    await user.click(fee.getByRole('button', { name: 'Move SMS up for Fee reminder' }));
    await user.click(fee.getByRole('button', { name: 'Remove Email from Fee reminder' }));
    expect(fee.getAllByRole('listitem').map((item) => item.querySelector('.channel-order__name')!.textContent)).toEqual(
      ['SMS', 'WhatsApp'],
    );
    await user.type(fee.getByLabelText('DLT template ID for Fee reminder in हिन्दी'), '1107161234567890123');

    const before = screen.getByLabelText('Days before the due day');
    await user.clear(before);
    await user.type(before, '3');
    await user.click(screen.getByLabelText('On the due day'));
    const absence = screen.getByLabelText('Missed classes in a row');
    await user.clear(absence);
    await user.type(absence, '4');
    const sms = screen.getByLabelText('SMS: paise per message');
    await user.clear(sms);
    await user.type(sms, '18');
    expect(screen.getByText('₹0.18 per message')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save message settings' }));
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    const body = saves(sent)[0]!.body as MessageSettings;
    expect(body.kinds.feeReminder).toEqual({
      on: true,
      channels: ['sms', 'whatsapp'],
      smsTemplateIds: { en: '', hi: '1107161234567890123', mr: '' },
    });
    expect(body.kinds.classCancelled).toEqual({
      on: false,
      channels: ['whatsapp', 'sms', 'email'],
      smsTemplateIds: { en: '', hi: '', mr: '' },
    });
    expect(body.feeReminders).toEqual({ daysBefore: 3, onDueDay: false, everyDaysAfter: 7 });
    expect(body.absenceAfter).toBe(4);
    expect(body.pricePaise).toEqual({ whatsapp: 35, sms: 18, email: 0 });
    expect((await screen.findByRole('alert')).textContent).toBe('Message settings saved.');
    expect(await screen.findByText(/^Saved at \d{2}:\d{2} [AP]M$/)).toBeTruthy();
  });

  it('refuses a DLT template id of 10 digits with the contract’s message, and saves nothing', async () => {
    const user = userEvent.setup();
    const sent = renderSettings();
    const field = await screen.findByLabelText('DLT template ID for Absence alert in English');
    await user.type(field, '1107161234');
    await user.click(screen.getByRole('button', { name: 'Save message settings' }));
    expect(
      await within(kindCard('Absence alert')).findByText('A DLT template ID is 19 digits, as the DLT portal gave it.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(saves(sent)).toHaveLength(0);
  });

  it('asks for at least one channel, and lets one be added back', async () => {
    const user = userEvent.setup();
    const sent = renderSettings();
    const grading = within(await waitFor(() => kindCard('Grading result')));
    for (const channel of ['WhatsApp', 'SMS', 'Email']) {
      await user.click(grading.getByRole('button', { name: `Remove ${channel} from Grading result` }));
    }
    await user.click(screen.getByRole('button', { name: 'Save message settings' }));
    expect(await grading.findByText('Choose at least one channel.')).toBeTruthy();
    expect(saves(sent)).toHaveLength(0);
    await user.click(grading.getByRole('button', { name: 'Add Email to Grading result' }));
    await user.click(screen.getByRole('button', { name: 'Save message settings' }));
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect((saves(sent)[0]!.body as MessageSettings).kinds.gradingResult.channels).toEqual(['email']);
  });

  it('refuses a number out of range with the contract’s message', async () => {
    const user = userEvent.setup();
    const sent = renderSettings();
    const absence = await screen.findByLabelText('Missed classes in a row');
    await user.clear(absence);
    await user.type(absence, '1');
    await user.click(screen.getByRole('button', { name: 'Save message settings' }));
    expect(await screen.findByText('Enter at least 2.')).toBeTruthy();
    expect(saves(sent)).toHaveLength(0);
  });

  it("previews each kind's text in English, Hindi and Marathi with a family's values", async () => {
    const user = userEvent.setup();
    renderSettings();
    const fee = within(await waitFor(() => kindCard('Fee reminder')));
    await user.click(fee.getByText('Preview the text in each language'));
    const hindi = fee.getByText('हिन्दी').nextElementSibling!;
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(hindi.textContent).toBe(
      `नमस्ते आशा, रोहन की कक्षा फ़ीस ₹1,500.00 10 दिसंबर को देय है। यहाँ UPI से भुगतान करें: ${window.location.origin}/pay/7f3k9q - काइज़ेन कराटे अकादमी`,
    );
    expect(fee.getByText('English').nextElementSibling!.textContent).toMatch(
      /^Hello Asha, the class fees of Rohan, ₹1,500.00, are due on 10 December\. Pay by UPI here: .*\/pay\/7f3k9q/,
    );
    expect(fee.getByText('मराठी').nextElementSibling!.textContent).toContain('नमस्कार आशा');
    expect(fee.getByText(/WhatsApp template kaizen_fee_reminder/)).toBeTruthy();
    // No placeholder is left unfilled in any kind's preview.
    expect(document.body.textContent).not.toMatch(/\{\{\d+\}\}/);
  });
});
