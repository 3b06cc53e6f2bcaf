import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export { sleep };

/**
 * A first-interface SOAP call (GetCountryCodes) whose body is sent in two parts: the request is
 * in flight until `finish()` sends the rest. For the graceful-shutdown tests.
 */
export function partialSoapCall(baseUrl: string, name: string, password: string): { finish(): void; answer: Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> } {
  const envelope = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><GetCountryCodes xmlns="http://tempuri.org/"><CustomerName>${name}</CustomerName><CustomerPassword>${password}</CustomerPassword></GetCountryCodes></soap:Body></soap:Envelope>`;
  const url = new URL(`${baseUrl}/serviceapi.asmx`);
  let finish = () => {};
  const answer = new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '"http://tempuri.org/GetCountryCodes"', 'Content-Length': Buffer.byteLength(envelope) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.write(envelope.slice(0, 40));
    finish = () => request.end(envelope.slice(40));
  });
  return { finish: () => finish(), answer };
}
