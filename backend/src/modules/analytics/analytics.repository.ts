import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SiteVisit } from './entities/site-visit.entity.js';

@Injectable()
export class AnalyticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insertVisit(values: Pick<SiteVisit, 'path' | 'referrer' | 'ipAddress' | 'userAgent' | 'utmSource'>): Promise<void> {
    await this.dataSource.getRepository(SiteVisit).insert(values);
  }
}
