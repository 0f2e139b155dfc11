import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { mailConfig } from './mail.config.js';
import { SmtpMailer } from './smtp-mailer.js';

/** A local SMTP server (smtp-server) that keeps what it is sent: envelope and raw message. */
const received: { from: string; to: string[]; raw: string }[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mail through SMTP (SMTP_URL)', () => {
  it('hands the message to the server from MAIL_FROM to the member, the Korean subject and text intact', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'CERAMAISON <no-reply@ceramaison.kr>');
    await mailer.send({ to: 'sera@example.kr', subject: '[세라메종] 비밀번호 재설정 안내', text: '아래 링크에서 30분 안에 비밀번호를 다시 설정해주세요.' });
    mailer.close();
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('no-reply@ceramaison.kr');
    expect(mail.to).toEqual(['sera@example.kr']);
    // Headers are MIME-encoded: the subject comes back whole once decoded.
    const subject = /^Subject: (.+(?:\r\n .+)*)/m.exec(mail.raw)![1]!.replace(/\r\n /g, ' ');
    const decoded = subject.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8')).replace(/\s+/g, '');
    expect(decoded).toBe('[세라메종]비밀번호재설정안내');
  });

  it('fails the send when the server cannot be reached', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'no-reply@ceramaison.kr');
    await expect(mailer.send({ to: 'sera@example.kr', subject: 'x', text: 'y' })).rejects.toThrow();
    mailer.close();
  });
});

describe('choosing the mail transport', () => {
  it('keeps mail in the catcher without SMTP_URL, sends through SMTP with one, and refuses another scheme', () => {
    expect(mailConfig({}).transport).toBe('catcher');
    expect(mailConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.kr:465' })).toMatchObject({
      transport: 'smtp',
      smtpUrl: 'smtps://user:pass@smtp.example.kr:465',
    });
    expect(() => mailConfig({ SMTP_URL: 'http://smtp.example.kr' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
  });
});
