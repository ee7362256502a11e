import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { keepPreparedStatements } from '../../cms/src/portal/core/sqlite-statements';

describe('SQLite statements kept per connection', () => {
  it('answers the same statement for the same text, with the right rows for each binding', () => {
    const db = keepPreparedStatements(new Database(':memory:'));
    db.prepare('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)').run();
    const insert = db.prepare('INSERT INTO t (name) VALUES (?)');
    expect(db.prepare('INSERT INTO t (name) VALUES (?)')).toBe(insert);
    for (const name of ['a', 'b', 'c']) db.prepare('INSERT INTO t (name) VALUES (?)').run([name]);
    const select = 'SELECT name FROM t WHERE id = ?';
    expect(db.prepare(select).all([2])).toEqual([{ name: 'b' }]);
    expect(db.prepare(select).all([3])).toEqual([{ name: 'c' }]);
    db.close();
  });

  it('sees a column added after the statement was kept (SQLite prepares it again)', () => {
    const db = keepPreparedStatements(new Database(':memory:'));
    db.prepare('CREATE TABLE t (id INTEGER PRIMARY KEY)').run();
    db.prepare('INSERT INTO t (id) VALUES (1)').run();
    expect(db.prepare('SELECT * FROM t').all()).toEqual([{ id: 1 }]);
    db.prepare("ALTER TABLE t ADD COLUMN name TEXT DEFAULT 'x'").run();
    expect(db.prepare('SELECT * FROM t').all()).toEqual([{ id: 1, name: 'x' }]);
    db.close();
  });

  it('keeps at most `max` texts, dropping the least recently used', () => {
    const db = keepPreparedStatements(new Database(':memory:'), 2);
    const one = db.prepare('SELECT 1');
    const two = db.prepare('SELECT 2');
    expect(db.prepare('SELECT 1')).toBe(one); // now the most recent
    db.prepare('SELECT 3'); // drops SELECT 2
    expect(db.prepare('SELECT 1')).toBe(one);
    expect(db.prepare('SELECT 2')).not.toBe(two);
    db.close();
  });

  it('keeps nothing with a bound of 0', () => {
    const db = keepPreparedStatements(new Database(':memory:'), 0);
    expect(db.prepare('SELECT 1')).not.toBe(db.prepare('SELECT 1'));
    db.close();
  });
});
