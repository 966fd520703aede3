// Loaded into a bench server before anything else (NODE_OPTIONS=--import, bench only; nothing in
// src/ knows of it): counts the SQL statements the process sends to SQLite. Every statement of
// @libsql/client's local driver, transactions' BEGIN and COMMIT included, goes through libsql's
// Database#prepare (or #exec for scripts). GET http://127.0.0.1:$BENCH_SQL_COUNTER_PORT/ answers
// { statements, recent } — the count so far and the last 200 statements' text.
import http from 'node:http'
import { createRequire } from 'node:module'

const port = Number(process.env.BENCH_SQL_COUNTER_PORT)
let statements = 0
const recent = []

function note(sql) {
  statements += 1
  recent.push(String(sql).slice(0, 300))
  if (recent.length > 200) recent.shift()
}

const Database = createRequire(import.meta.url)('libsql')
for (const method of ['prepare', 'exec']) {
  const original = Database.prototype[method]
  Database.prototype[method] = function (sql, ...rest) {
    note(sql)
    return original.call(this, sql, ...rest)
  }
}

http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ statements, recent }))
  })
  .on('error', () => {
    // A child process of the server inherited NODE_OPTIONS: the parent owns the port.
  })
  .listen(port, '127.0.0.1')
  .unref()
