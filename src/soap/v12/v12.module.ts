import { Module } from '@nestjs/common';

/** Second interface: the v1.2 Xml and Json operations at /1.2/APIService.svc. */
@Module({})
export class V12Module {}
