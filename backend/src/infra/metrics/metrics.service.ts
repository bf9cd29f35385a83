import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a fast API answer to a slow SSR page or upstream lookup. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a job waits for a worker from milliseconds (busy) to minutes (backlog, or delayed retries). */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900];

/**
 * Every metric of one process, in its own registry (the api and the worker each serve theirs on
 * METRICS_PORT). Names start with walkden_; see docs/operations.md, "Metrics".
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'walkden_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status code, and how long they took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  readonly ordersPlaced = new Counter({
    name: 'walkden_orders_placed_total',
    help: 'Orders placed by customers, by delivery type and payment method',
    labelNames: ['delivery_type', 'payment_method'] as const,
    registers: [this.registry],
  });

  readonly paymentsConfirmed = new Counter({
    name: 'walkden_payments_confirmed_total',
    help: "Orders marked paid on Stripe's word, by the path that brought it (webhook event type, payment return, payment cancel, reconciliation)",
    labelNames: ['source'] as const,
    registers: [this.registry],
  });

  readonly emailsSent = new Counter({
    name: 'walkden_emails_sent_total',
    help: 'E-mails the SMTP relay accepted, by kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly emailsFailed = new Counter({
    name: 'walkden_emails_failed_total',
    help: 'E-mail attempts the SMTP relay refused or that broke, by kind and outcome (retrying: tried again later; failed: given up)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobWait = new Histogram({
    name: 'walkden_job_wait_seconds',
    help: 'Time from a job being due to a worker starting it, by queue and job',
    labelNames: ['queue', 'job'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'walkden_job_duration_seconds',
    help: 'Time a worker spent on a job, by queue, job and outcome (completed or failed)',
    labelNames: ['queue', 'job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  private queueCounts?: () => Promise<{ queue: string; counts: Record<string, number> }[]>;
  readonly queueJobs = new Gauge({
    name: 'walkden_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed), read from Redis at scrape time (worker only)',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
    collect: async () => {
      if (!this.queueCounts) return;
      this.queueJobs.reset();
      for (const { queue, counts } of await this.queueCounts()) {
        for (const [state, count] of Object.entries(counts)) this.queueJobs.set({ queue, state }, count);
      }
    },
  });

  private readonly namespaces = new Map<string, { sockets: { size: number } }>();
  readonly socketConnections = new Gauge({
    name: 'walkden_socketio_connections',
    help: 'Socket.IO clients connected to this api process, by namespace',
    labelNames: ['namespace'] as const,
    registers: [this.registry],
    collect: () => {
      for (const [name, namespace] of this.namespaces) this.socketConnections.set({ namespace: name }, namespace.sockets.size);
    },
  });

  constructor() {
    // CPU, memory, event loop lag, garbage collection, open handles of this process.
    collectDefaultMetrics({ register: this.registry, prefix: 'walkden_' });
  }

  /** The worker reports queue depth from Redis at each scrape. */
  reportQueueDepth(counts: () => Promise<{ queue: string; counts: Record<string, number> }[]>): void {
    this.queueCounts = counts;
  }

  /** A Socket.IO namespace whose connections are counted. */
  trackNamespace(name: string, namespace: { sockets: { size: number } }): void {
    this.namespaces.set(name, namespace);
  }
}
