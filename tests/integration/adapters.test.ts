import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpEmail } from '@/server/adapters/email/smtp-email';
import { createGatewaySms } from '@/server/adapters/sms/gateway-sms';
import { listOutboxMessages } from '@/server/adapters/outbox';
import { outboxSms } from '@/server/adapters/sms/outbox-sms';
import { outboxEmail } from '@/server/adapters/email/outbox-email';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()?.();
});

interface GatewayRequest {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

/** A local HTTP SMS gateway: answers each request with the next planned behaviour. */
async function fakeGateway(plan: ('ok' | 'fail500' | 'fail400' | 'hang')[]): Promise<{ url: string; requests: GatewayRequest[] }> {
  const requests: GatewayRequest[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      requests.push({
        authorization: request.headers.authorization,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(raw),
      });
      const step = plan[requests.length - 1] ?? 'ok';
      if (step === 'hang') return; // never answers: the client must time out
      response.statusCode = step === 'ok' ? 202 : step === 'fail500' ? 500 : 400;
      response.end(JSON.stringify({ status: step }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  closers.push(async () => {
    server.closeAllConnections();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/sms`, requests };
}

const message = { to: '27710000001', body: 'Your Touchline code is 1234' };

describe('HTTP SMS gateway adapter', () => {
  it('posts JSON with the bearer token', async () => {
    const gateway = await fakeGateway(['ok']);
    await createGatewaySms({ gatewayUrl: gateway.url, token: 'secret-token', senderId: 'Touchline', timeoutMs: 1000 }).send(message);
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]?.authorization).toBe('Bearer secret-token');
    expect(gateway.requests[0]?.body).toEqual({ to: '27710000001', from: 'Touchline', message: 'Your Touchline code is 1234' });
  });

  it('retries once on a 5xx with the same idempotency key', async () => {
    const gateway = await fakeGateway(['fail500', 'ok']);
    await createGatewaySms({ gatewayUrl: gateway.url, token: 't', senderId: 'T', timeoutMs: 1000 }).send(message);
    expect(gateway.requests).toHaveLength(2);
    expect(gateway.requests[0]?.idempotencyKey).toBeTruthy();
    expect(gateway.requests[1]?.idempotencyKey).toBe(gateway.requests[0]?.idempotencyKey);
  });

  it('gives up after one retry', async () => {
    const gateway = await fakeGateway(['fail500', 'fail500', 'ok']);
    await expect(createGatewaySms({ gatewayUrl: gateway.url, token: 't', senderId: 'T', timeoutMs: 1000 }).send(message)).rejects.toThrow(
      /500/,
    );
    expect(gateway.requests).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    const gateway = await fakeGateway(['fail400', 'ok']);
    await expect(createGatewaySms({ gatewayUrl: gateway.url, token: 't', senderId: 'T', timeoutMs: 1000 }).send(message)).rejects.toThrow(
      /400/,
    );
    expect(gateway.requests).toHaveLength(1);
  });

  it('times out a gateway that does not answer, then retries once', async () => {
    const gateway = await fakeGateway(['hang', 'ok']);
    await createGatewaySms({ gatewayUrl: gateway.url, token: 't', senderId: 'T', timeoutMs: 200 }).send(message);
    expect(gateway.requests).toHaveLength(2);
  });

  it('reports an unreachable gateway', async () => {
    await expect(
      createGatewaySms({ gatewayUrl: 'http://127.0.0.1:9/none', token: 't', senderId: 'T', timeoutMs: 200 }).send(message),
    ).rejects.toThrow(/unreachable/);
  });
});

describe('SMTP email adapter', () => {
  it('delivers over SMTP to a real SMTP server', async () => {
    const received: { from: string | undefined; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const port = (server.server.address() as AddressInfo).port;

    await createSmtpEmail({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: 'Touchline <no-reply@touchline.example>' }).send({
      to: 'fan1@example.com',
      subject: 'Your passcode',
      text: 'Your Touchline passcode is 4321',
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@touchline.example');
    expect(received[0]?.to).toEqual(['fan1@example.com']);
    expect(received[0]?.data).toContain('Subject: Your passcode');
    expect(received[0]?.data).toContain('Your Touchline passcode is 4321');
  });
});

describe('demo outbox adapters', () => {
  it('stores SMS and email, newest first, filtered by recipient', async () => {
    await outboxSms.send({ to: '27720000002', body: 'first' });
    await outboxEmail.send({ to: 'fan2@example.com', subject: 'Hello', text: 'second' });
    await outboxSms.send({ to: '27720000002', body: 'third' });
    const sms = await listOutboxMessages('27720000002');
    expect(sms.map((item) => item.body)).toEqual(['third', 'first']);
    expect(sms[0]?.channel).toBe('sms');
    const mail = await listOutboxMessages('fan2@example.com');
    expect(mail[0]).toMatchObject({ channel: 'email', to: 'fan2@example.com', body: 'Hello\n\nsecond' });
  });
});
