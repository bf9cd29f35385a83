import { Global, Module } from '@nestjs/common';
import { MailSenderService } from './mail-sender.service.js';
import { MailService } from './mail.service.js';

/** E-mail: MailService (outbox producer) everywhere; MailSenderService's jobs run only in the worker. */
@Global()
@Module({ providers: [MailService, MailSenderService], exports: [MailService] })
export class MailModule {}
