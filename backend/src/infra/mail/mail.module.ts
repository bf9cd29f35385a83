import { Global, Module } from '@nestjs/common';
import { MailSenderService } from './mail-sender.service.js';
import { MailService } from './mail.service.js';

/** E-mail, producer side (api and worker): MailService writes the outbox and enqueues the send. */
@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}

/** E-mail, consumer side (worker only): the SMTP transport and the send-email / dispatch-outbox jobs. */
@Module({ providers: [MailSenderService] })
export class MailSenderModule {}
