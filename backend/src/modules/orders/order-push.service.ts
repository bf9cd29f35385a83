import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../infra/config/app-config.js';
import { RESTAURANT_PROFILE, type RestaurantProfileDto } from '../../infra/config/restaurant-profile.js';
import { type PushTarget, WebPushSender } from '../../infra/push/web-push.sender.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { JobName } from '../../infra/queue/queue.constants.js';
import { orderLinkUrl } from './domain/order-link.js';
import { MAX_PUSH_SUBSCRIPTIONS_PER_ORDER, readyPushMessage } from './domain/order-push.js';
import { OrderPushSubscription } from './entities/order-push-subscription.entity.js';
import { Order } from './entities/order.entity.js';
import { OrdersException } from './orders.exception.js';

/**
 * Web Push for customers following an order (issue 27): a browser on /thank-you, /payment-success,
 * /order-history or the order link subscribes; when staff mark the order ready the worker sends
 * "Your order is ready for collection" (or "on its way") to each of its browsers, even with the page
 * closed. Subscriptions go when the order is completed or abandoned, or when the push service says
 * the browser has gone. The api only ever posts to the push services PUSH_ALLOWED_ORIGINS names.
 */
@Injectable()
export class OrderPushService {
  private readonly logger = new Logger(OrderPushService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: WebPushSender,
    private readonly queue: QueueService,
    private readonly config: AppConfig,
    @Inject(RESTAURANT_PROFILE) private readonly restaurant: RestaurantProfileDto,
  ) {}

  /** The VAPID public key browsers subscribe with; null when notifications are not offered. */
  publicKey(): string | null {
    return this.sender.publicKey;
  }

  /** Keeps a browser to tell about the order (the caller checked the person may follow it). The same browser again just refreshes its keys. */
  async subscribe(orderId: string, target: PushTarget): Promise<void> {
    if (!this.sender.enabled) throw OrdersException.pushUnavailable();
    if (!this.sender.isAllowed(target.endpoint)) throw OrdersException.pushEndpointNotAllowed();
    await this.dataSource.transaction(async (manager) => {
      const order = await manager.getRepository(Order).findOne({ where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw OrdersException.orderNotFound();
      if (order.status === 'completed' || order.status === 'abandoned') throw OrdersException.orderClosedForPush(order.status);
      const subscriptions = manager.getRepository(OrderPushSubscription);
      const known = await subscriptions.findOneBy({ orderId, endpoint: target.endpoint });
      if (known) {
        await subscriptions.update({ id: known.id }, { p256dh: target.keys.p256dh, auth: target.keys.auth });
        return;
      }
      if ((await subscriptions.countBy({ orderId })) >= MAX_PUSH_SUBSCRIPTIONS_PER_ORDER) throw OrdersException.tooManyPushSubscriptions();
      await subscriptions.insert({ orderId, endpoint: target.endpoint, p256dh: target.keys.p256dh, auth: target.keys.auth });
    });
  }

  /** Staff marked it ready: the worker tells its browsers (once per order, however often the event comes). */
  async orderReady(orderId: string): Promise<void> {
    if (!this.sender.enabled || (await this.dataSource.getRepository(OrderPushSubscription).countBy({ orderId })) === 0) return;
    await this.queue.enqueue(JobName.SendOrderPush, { orderId, status: 'ready' }, { jobId: `push-ready-${orderId}` });
  }

  /** The order is over: nobody is told about it any more. */
  async forget(orderId: string): Promise<void> {
    await this.dataSource.getRepository(OrderPushSubscription).delete({ orderId });
  }

  /** In the worker: sends the ready message to each browser of the order; a gone one is removed; a refusal throws (BullMQ retries). */
  async sendReady(orderId: string): Promise<{ sent: number; gone: number }> {
    const order = await this.dataSource.getRepository(Order).findOneBy({ id: orderId });
    if (!order || order.status !== 'ready') return { sent: 0, gone: 0 };
    const subscriptions = await this.dataSource.getRepository(OrderPushSubscription).findBy({ orderId });
    const message = readyPushMessage(order, this.restaurant.name, orderLinkUrl(this.config.publicUrl, this.config.sessionSecret, orderId));
    let sent = 0;
    let gone = 0;
    const failures: Error[] = [];
    for (const subscription of subscriptions) {
      try {
        const outcome = await this.sender.send({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, message);
        if (outcome === 'gone') gone += 1;
        else sent += 1;
        // Told, or gone: either way it is done with (a retry of the job, for another browser, skips it).
        await this.dataSource.getRepository(OrderPushSubscription).delete({ id: subscription.id });
      } catch (error) {
        failures.push(error as Error);
      }
    }
    this.logger.log({ orderId, sent, gone, failed: failures.length }, 'ready push sent');
    if (failures.length > 0) throw new Error(`${failures.length} of ${subscriptions.length} push messages failed: ${failures[0].message}`);
    return { sent, gone };
  }
}
