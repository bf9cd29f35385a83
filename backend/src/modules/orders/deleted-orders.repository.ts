import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { DeletedOrder } from './entities/deleted-order.entity.js';

/** What is left of deleted online orders (entities/deleted-order.entity.ts). */
@Injectable()
export class DeletedOrdersRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, row: Pick<DeletedOrder, 'orderId' | 'orderNumber' | 'stripeSessionId' | 'snapshot' | 'deletedAt' | 'deletedBy'> & Partial<Pick<DeletedOrder, 'stripeRefundId'>>): Promise<void> {
    await manager.getRepository(DeletedOrder).insert(row);
  }

  /** The deleted order a paid session belongs to: by its stored session id, else by the order id of its metadata. */
  async findOfSession(sessionId: string, orderId: string | null): Promise<DeletedOrder | null> {
    const repository = this.dataSource.getRepository(DeletedOrder);
    return (await repository.findOneBy({ stripeSessionId: sessionId })) ?? (orderId ? repository.findOneBy({ orderId }) : null);
  }

  lock(manager: EntityManager, orderId: string): Promise<DeletedOrder | null> {
    return manager.getRepository(DeletedOrder).findOne({ where: { orderId }, lock: { mode: 'pessimistic_write' } });
  }

  async update(manager: EntityManager, orderId: string, changes: Partial<Pick<DeletedOrder, 'attentionReason' | 'stripeRefundId' | 'attentionDismissedAt' | 'attentionDismissedBy'>>): Promise<void> {
    await manager.getRepository(DeletedOrder).update({ orderId }, changes);
  }

  findNeedingAttention(limit: number): Promise<DeletedOrder[]> {
    return this.dataSource.getRepository(DeletedOrder).find({
      where: { attentionReason: Not(IsNull()), attentionDismissedAt: IsNull() },
      order: { deletedAt: 'DESC' },
      take: limit,
    });
  }

  async dismissAttention(orderId: string, staffId: string, at: Date): Promise<boolean> {
    const result = await this.dataSource
      .getRepository(DeletedOrder)
      .update({ orderId, attentionReason: Not(IsNull()), attentionDismissedAt: IsNull() }, { attentionDismissedAt: at, attentionDismissedBy: staffId });
    return (result.affected ?? 0) > 0;
  }
}
