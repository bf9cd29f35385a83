import { DefaultNamingStrategy, type NamingStrategyInterface, type Table } from 'typeorm';

export function toSnakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/**
 * snake_case columns, and constraint names that follow PostgreSQL's own conventions
 * (`orders_pkey`, `orders_user_id_fkey`, `users_email_key`, `orders_created_at_idx`), so that the
 * names TypeORM expects are exactly the names the hand-written migrations create.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    if (customName) return customName;
    return toSnakeCase([...embeddedPrefixes, propertyName].join('_'));
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return toSnakeCase(`${relationName}_${referencedColumnName}`);
  }

  override primaryKeyName(tableOrName: Table | string): string {
    return `${this.getTableName(tableOrName)}_pkey`;
  }

  override uniqueConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return `${this.getTableName(tableOrName)}_${columnNames.join('_')}_key`;
  }

  /** The unique constraint behind a one-to-one join column. */
  override relationConstraintName(tableOrName: Table | string, columnNames: string[]): string {
    return `${this.getTableName(tableOrName)}_${columnNames.join('_')}_key`;
  }

  override foreignKeyName(tableOrName: Table | string, columnNames: string[]): string {
    return `${this.getTableName(tableOrName)}_${columnNames.join('_')}_fkey`;
  }

  override indexName(tableOrName: Table | string, columnNames: string[]): string {
    return `${this.getTableName(tableOrName)}_${columnNames.join('_')}_idx`;
  }
}
