import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { keepPreparedStatements, statementCacheSize } from '../../cms/src/portal/core/sqlite-statements';

function database() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY, contract INTEGER, amount INTEGER)');
  db.exec('INSERT INTO invoices (contract, amount) VALUES (1, 100), (1, 250), (2, 999)');
  return db;
}

describe('SQLite statements prepared once per connection', () => {
  it('answers the statement made before for the same SQL text, with each call its own bindings', () => {
    const db = database();
    keepPreparedStatements(db);
    const sql = 'SELECT amount FROM invoices WHERE contract = ? ORDER BY id';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare(sql).all([1])).toEqual([{ amount: 100 }, { amount: 250 }]);
    expect(db.prepare(sql).all([2])).toEqual([{ amount: 999 }]);
    expect(db.prepare('UPDATE invoices SET amount = ? WHERE id = ?').run([300, 1]).changes).toBe(1);
    expect(db.prepare(sql).all([1])).toEqual([{ amount: 300 }, { amount: 250 }]);
  });

  it('still reads right after the table changed shape under a kept statement', () => {
    const db = database();
    keepPreparedStatements(db);
    const sql = 'SELECT * FROM invoices WHERE id = ?';
    expect(db.prepare(sql).all([1])).toEqual([{ id: 1, contract: 1, amount: 100 }]);
    db.prepare('ALTER TABLE invoices ADD COLUMN paid INTEGER DEFAULT 0').run([]);
    expect(db.prepare(sql).all([1])).toEqual([{ id: 1, contract: 1, amount: 100, paid: 0 }]);
  });

  it('keeps at most the configured number, dropping the least recently used', () => {
    const db = database();
    keepPreparedStatements(db, 2);
    const a = db.prepare('SELECT 1 AS a');
    const b = db.prepare('SELECT 2 AS b');
    expect(db.prepare('SELECT 1 AS a')).toBe(a);
    db.prepare('SELECT 3 AS c');
    expect(db.prepare('SELECT 1 AS a')).toBe(a);
    expect(db.prepare('SELECT 2 AS b')).not.toBe(b);
  });

  it('is switched off with SQLITE_STATEMENT_CACHE=0, and defaults to 500', () => {
    expect(statementCacheSize({ SQLITE_STATEMENT_CACHE: '0' })).toBe(0);
    expect(statementCacheSize({})).toBe(500);
    expect(statementCacheSize({ SQLITE_STATEMENT_CACHE: 'many' })).toBe(500);
    const db = database();
    keepPreparedStatements(db, 0);
    expect(db.prepare('SELECT 1')).not.toBe(db.prepare('SELECT 1'));
  });
});
