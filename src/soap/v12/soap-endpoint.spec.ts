import { describe, expect, it } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { V12Catalog } from './catalog.js';
import type { OperationRunner } from './operation-runner.js';
import { V12SoapEndpoint } from './soap-endpoint.js';

const NS = 'http://tempuri.org/';
const envelope = (inner: string) =>
  `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${inner}</s:Body></s:Envelope>`;

describe('V12SoapEndpoint', () => {
  it('answers an unexpected failure with a generic a:InternalServiceFault and logs the details', async () => {
    const runner = { run: async () => Promise.reject(new Error('disk on fire at /srv/secret')) } as unknown as OperationRunner;
    const endpoint = new V12SoapEndpoint(new V12Catalog(NS), runner);
    const logged: string[] = [];
    const original = Logger.prototype.error;
    Logger.prototype.error = function (message: unknown) {
      logged.push(String(message));
    };
    try {
      const response = await endpoint.handle({
        contentType: 'text/xml; charset=utf-8',
        soapAction: `"${NS}APIService/GetPersonXml"`,
        body: envelope(`<GetPersonXml xmlns="${NS}"><PersonID>1</PersonID></GetPersonXml>`),
        clientAddress: '',
      });
      expect(response.status).toBe(500);
      expect(response.body).toContain(
        '<faultcode xmlns:a="http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher">a:InternalServiceFault</faultcode>',
      );
      expect(response.body).toContain('The server was unable to process the request due to an internal error.');
      expect(response.body).not.toContain('secret');
      expect(logged.join('\n')).toContain('disk on fire');
    } finally {
      Logger.prototype.error = original;
    }
  });

  it('faults a Body element that does not match the SOAPAction', async () => {
    const runner = { run: async () => ({ Code: 0, Message: 'OK', Success: true, Value: null }) } as unknown as OperationRunner;
    const endpoint = new V12SoapEndpoint(new V12Catalog(NS), runner);
    const response = await endpoint.handle({
      contentType: 'text/xml',
      soapAction: `${NS}APIService/GetPersonXml`,
      body: envelope(`<GetPersonListXml xmlns="${NS}"/>`),
      clientAddress: '',
    });
    expect(response.status).toBe(500);
    expect(response.body).toContain('a:DeserializationFailed');
    expect(response.body).toContain("Expected to find element 'GetPersonXml'");
  });
});
