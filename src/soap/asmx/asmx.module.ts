import { Module } from '@nestjs/common';

/** First interface: the 29 operations at /serviceapi.asmx over SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST. */
@Module({})
export class AsmxModule {}
