import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { FolderSender, removeFolderMessages } from './folder-sender.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const message = (messageId: string) => ({
  messageId,
  kind: 'feeReminder' as const,
  language: 'hi' as const,
  mobile: '9822001001',
  values: ['a'],
  text: 'नमस्ते',
  smsTemplateId: '',
});

describe('the folder a channel without settings writes to', () => {
  it('keeps each message as a file named by its id, and an erasure removes exactly its own', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-'));
    dirs.push(dir);
    const log = { info: () => undefined } as unknown as FastifyBaseLogger;
    const whatsapp = new FolderSender('whatsapp', path.join(dir, 'whatsapp'), log);
    const sms = new FolderSender('sms', path.join(dir, 'sms'), log);
    const id = await whatsapp.send(message('m-1'));
    await sms.send(message('m-1'));
    await whatsapp.send(message('m-2'));
    expect(id).toMatch(/^folder:\d+-m-1\.json$/);
    const file = path.join(dir, 'whatsapp', id.slice('folder:'.length));
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      to: '9822001001',
      kind: 'feeReminder',
      language: 'hi',
      text: 'नमस्ते',
    });
    expect(await removeFolderMessages(dir, ['m-1'])).toBe(2);
    expect(fs.readdirSync(path.join(dir, 'whatsapp'))).toEqual([expect.stringMatching(/-m-2\.json$/)]);
    expect(fs.readdirSync(path.join(dir, 'sms'))).toEqual([]);
    expect(await removeFolderMessages(path.join(dir, 'nothing-here'), ['m-2'])).toBe(0);
  });
});
