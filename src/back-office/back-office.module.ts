import { Module } from '@nestjs/common';
import { BackOfficeController } from './back-office.controller.js';

/** The agency back-office's files at /admin/ (a client of the agency API, nothing more). */
@Module({ controllers: [BackOfficeController] })
export class BackOfficeModule {}
